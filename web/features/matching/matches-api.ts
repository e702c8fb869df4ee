import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { listingEventSchema } from '@domain/contract/events';
import { FEED_PAGE_SCHEMAS, LISTING_ITEM_SCHEMAS, type ListingItem } from '@domain/contract/listings';
import { lastPagedPage } from '@domain/pagination';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { useEventStream } from '@web/lib/event-stream';
import { LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import type { MatchesTarget } from './matches-params';
import { matchedType } from './match-texts';

// Ten compact cards fill a phone's dialog a few times over; "Näita rohkem" brings the next ten.
const MATCHES_PAGE_SIZE = 10;

// Under the listings' root: a contact opened, a lookup list renamed or an admin's edit refetches
// the matches as it does the feeds. 'matches' keeps them apart from the feeds' keys, which start
// with the listing type.
const matchesKey = (viewer: string | null, { type, id }: MatchesTarget) =>
  [LISTINGS_QUERY_ROOT, 'matches', viewer, type, id] as const;

interface MatchesPage {
  items: ListingItem[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}

/**
 * GET /api/listings/{type}/{id}/matches, page after page: the live listings of the other kind that
 * fit the user's listing, the nearest first, and how many fit in all.
 */
export function useMatches(target: MatchesTarget) {
  const { status, user } = useAuth();
  return useInfiniteQuery({
    queryKey: matchesKey(user?.id ?? null, target),
    queryFn: async ({ pageParam, signal }): Promise<MatchesPage> => {
      const params = new URLSearchParams({ page: String(pageParam), pageSize: String(MATCHES_PAGE_SIZE) });
      const path = `/api/listings/${target.type}/${encodeURIComponent(target.id)}/matches?${params.toString()}`;
      return apiGet(path, FEED_PAGE_SCHEMAS[matchedType(target.type)], { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last: MatchesPage) =>
      last.page * last.pageSize < last.total && last.page < lastPagedPage(last.pageSize)
        ? last.page + 1
        : undefined,
    enabled: status === 'signedIn',
  });
}

/**
 * GET /api/listings/{type}/{id}: the user's listing itself, for the dialog's title when the page
 * does not show it (the published toast's link lands on whichever list the address asks for).
 */
export function useMatchedListing(target: MatchesTarget, enabled: boolean) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [LISTINGS_QUERY_ROOT, 'matched-listing', user?.id ?? null, target.type, target.id],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/listings/${target.type}/${encodeURIComponent(target.id)}`,
        LISTING_ITEM_SCHEMAS[target.type],
        { signal },
      ),
    enabled: enabled && status === 'signedIn',
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Keeps open matches current over the tab's event stream: a new listing of the matched kind may
 * fit, a shown one may have changed or gone, and the user's own listing may have been edited. Which
 * new listings fit only the server knows (their places' coordinates are not in the event), so the
 * pages are asked for again; a refetch under way is not restarted, so a burst of events (the expiry
 * job) costs one.
 */
export function useLiveMatches(target: MatchesTarget, shownIds: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const viewer = user?.id ?? null;
  const refetch = () =>
    void queryClient.invalidateQueries(
      { queryKey: matchesKey(viewer, target), exact: true },
      { cancelRefetch: false },
    );
  useEventStream(
    viewer,
    {
      listing: (raw) => {
        let data: unknown;
        try {
          data = JSON.parse(raw);
        } catch {
          return;
        }
        const parsed = listingEventSchema.safeParse(data);
        if (!parsed.success) return;
        const event = parsed.data;
        const id = event.op === 'remove' ? event.id : event.item.id;
        const ownChanged = event.listingType === target.type && id === target.id;
        const matchedKind = event.listingType === matchedType(target.type);
        if (ownChanged || (matchedKind && (event.op === 'insert' || shownIds.has(id)))) refetch();
      },
    },
    refetch,
  );
}
