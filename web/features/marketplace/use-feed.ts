import { useQuery } from '@tanstack/react-query';
import type { ListingType } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';
import { feedSearch, type FilterValues } from './home-params';
import { isListingItem, type FeedQueryParams } from './live-events';
import type { FeedPage, ListingOf } from './types';

export const LISTINGS_QUERY_ROOT = 'listings';

export interface FeedKeyParams extends FeedQueryParams {
  viewer: string | null;
}

/**
 * Who the answer was fetched for is part of the key: contact details depend on the viewer, and signing in
 * must not leave a visitor's locked rows on screen (nor a signed-out tab someone else's contacts).
 */
export function feedQueryKey(type: ListingType, params: FeedKeyParams) {
  return [LISTINGS_QUERY_ROOT, type, 'feed', params] as const;
}

export function feedQueryPrefix(type: ListingType) {
  return [LISTINGS_QUERY_ROOT, type, 'feed'] as const;
}

export function listingQueryKey(type: ListingType, id: string, viewer: string | null) {
  return [LISTINGS_QUERY_ROOT, type, 'one', id, { viewer }] as const;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function invalid(what: string): ApiError {
  return new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause: new Error(what) });
}

export function parseFeedPage<T extends ListingType>(value: unknown, type: T): FeedPage<ListingOf<T>> {
  if (!isRecord(value) || !Array.isArray(value.items) || typeof value.total !== 'number') {
    throw invalid(`GET /api/listings/${type}: not a feed page`);
  }
  return {
    // A row the table could not draw is left out rather than breaking the whole list.
    items: value.items.filter((item): item is ListingOf<T> => isListingItem(item, type)),
    total: value.total,
    totalIsLowerBound: value.totalIsLowerBound === true,
    page: typeof value.page === 'number' ? value.page : 1,
    pageSize: typeof value.pageSize === 'number' ? value.pageSize : value.items.length,
  };
}

export async function fetchFeed<T extends ListingType>(
  type: T,
  filters: FilterValues,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FeedPage<ListingOf<T>>> {
  const answer = await apiGet<unknown>(`/api/listings/${type}?${feedSearch(filters, page, pageSize)}`, {
    signal,
  });
  return parseFeedPage(answer, type);
}

function viewerOfKey(key: readonly unknown[]): unknown {
  const params = key[3];
  return isRecord(params) ? params.viewer : undefined;
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
  enabled = true,
) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery<FeedPage, Error, FeedPage, readonly unknown[]>({
    queryKey: feedQueryKey(type, { viewer, page, pageSize, filters }),
    queryFn: ({ signal }) => fetchFeed(type, filters, page, pageSize, signal),
    // Until the session is known the answer could be the wrong one for this viewer.
    enabled: enabled && status !== 'loading',
    // Live events keep the list current; focus alone does not need to ask again within half a minute.
    staleTime: 30_000,
    placeholderData: (previous, previousQuery) =>
      previousQuery && viewerOfKey(previousQuery.queryKey) === viewer ? previous : undefined,
  });
}

export async function fetchListing<T extends ListingType>(
  type: T,
  id: string,
  signal?: AbortSignal,
): Promise<ListingOf<T>> {
  const answer = await apiGet<unknown>(`/api/listings/${type}/${encodeURIComponent(id)}`, { signal });
  if (!isListingItem(answer, type)) throw invalid(`GET /api/listings/${type}/{id}: not a listing`);
  return answer as ListingOf<T>;
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
