import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEED_PAGE_SCHEMAS, LISTING_ITEM_SCHEMAS } from '@domain/contract/listings';
import type { SortValue } from '@domain/feeds';
import type { ListingType } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { ApiError, apiGet } from '@web/lib/api';
import { LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import { feedSearch, type FilterValues } from './home-params';
import type { FeedQueryParams } from './live-events';
import type { FeedPage, ListingOf } from './types';

export interface FeedKeyParams extends FeedQueryParams {
  viewer: string | null;
}

/**
 * Who the answer was fetched for is part of the key: contact details depend on the viewer, and signing in
 * must not leave a visitor's locked rows on screen (nor a signed-out tab someone else's contacts).
 */
function feedQueryKey(type: ListingType, params: FeedKeyParams) {
  return [LISTINGS_QUERY_ROOT, type, 'feed', params] as const;
}

export function feedQueryPrefix(type: ListingType) {
  return [LISTINGS_QUERY_ROOT, type, 'feed'] as const;
}

function listingQueryKey(type: ListingType, id: string, viewer: string | null) {
  return [LISTINGS_QUERY_ROOT, type, 'one', id, { viewer }] as const;
}

async function fetchFeed<T extends ListingType>(
  type: T,
  filters: FilterValues,
  page: number,
  pageSize: number,
  sort: SortValue,
  signal?: AbortSignal,
): Promise<FeedPage<ListingOf<T>>> {
  const path = `/api/listings/${type}?${feedSearch(filters, page, pageSize, sort)}`;
  // The schema of `type` answers items of `type`; TypeScript cannot follow that through the lookup.
  return (await apiGet(path, FEED_PAGE_SCHEMAS[type], { signal })) as FeedPage<ListingOf<T>>;
}

function viewerOfKey(key: readonly unknown[]): unknown {
  const params = key[3] as Partial<FeedKeyParams> | undefined;
  return params?.viewer;
}

/** One page of a feed for one viewer: what useFeed asks, and what the home page's start asks ahead. */
export function feedQuery(
  type: ListingType,
  filters: FilterValues,
  page: number,
  pageSize: number,
  sort: SortValue,
  viewer: string | null,
) {
  return queryOptions<FeedPage, Error, FeedPage, readonly unknown[]>({
    queryKey: feedQueryKey(type, { viewer, page, pageSize, filters, sort }),
    queryFn: ({ signal }) => fetchFeed(type, filters, page, pageSize, sort, signal),
    // Live events keep the list current; focus alone does not need to ask again within half a minute.
    staleTime: 30_000,
  });
}

/**
 * One page of a feed. The previous page stays on screen while the next one loads, so paging and
 * filtering never flash skeletons, but only for the same viewer.
 */
export function useFeed(
  type: ListingType,
  filters: FilterValues,
  page: number,
  pageSize: number,
  sort: SortValue,
  enabled = true,
) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery({
    ...feedQuery(type, filters, page, pageSize, sort, viewer),
    // Until the session is known the answer could be the wrong one for this viewer.
    enabled: enabled && status !== 'loading',
    placeholderData: (previous, previousQuery) =>
      previousQuery && viewerOfKey(previousQuery.queryKey) === viewer ? previous : undefined,
  });
}

async function fetchListing<T extends ListingType>(
  type: T,
  id: string,
  signal?: AbortSignal,
): Promise<ListingOf<T>> {
  const path = `/api/listings/${type}/${encodeURIComponent(id)}`;
  return (await apiGet(path, LISTING_ITEM_SCHEMAS[type], { signal })) as ListingOf<T>;
}

/** A listing that is not live answers 404 (or 400 for an id that cannot be one): it is gone. */
export function isListingGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useListing<T extends ListingType>(type: T | null, id: string | null) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: listingQueryKey(type ?? 'cargo', id ?? '', viewer),
    queryFn: ({ signal }) => fetchListing(type as T, id as string, signal),
    enabled: type !== null && id !== null && status !== 'loading',
    retry: (count, error) => !isListingGone(error) && count < 2,
  });
}
