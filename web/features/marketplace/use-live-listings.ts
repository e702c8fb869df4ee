import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { useAuth } from '@web/features/auth';
import type { MarketStats } from '@domain/contract/stats';
import { STATS_QUERY_KEY } from '@web/features/stats';
import { useEventStream } from '@web/lib/event-stream';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import {
  applyListingEvent,
  applyListingEventToStats,
  newListingMessage,
  readListingEvent,
  type FeedQueryParams,
  type ListingEvent,
} from './live-events';
import type { FeedPage, ListingItem } from './types';
import { feedQueryPrefix } from './use-feed';

function paramsOfKey(key: readonly unknown[]): FeedQueryParams | null {
  const params = key[3];
  if (typeof params !== 'object' || params === null) return null;
  const { page, pageSize, filters, sort } = params as Partial<FeedQueryParams>;
  if (typeof page !== 'number' || typeof pageSize !== 'number') return null;
  return {
    page,
    pageSize,
    filters: typeof filters === 'object' && filters !== null ? filters : {},
    // The order decides whether a new listing can be placed on the page (live-events.ts).
    sort,
  };
}

/**
 * Applies one listing event to every cached page of its feed, to the cached listing itself and to the
 * home counters (which the tabs' counts read too), so the caption, the tabs and the counters move
 * together.
 */
function applyEventToCache(queryClient: QueryClient, event: ListingEvent): void {
  const stale: (readonly unknown[])[] = [];
  let removed: ListingItem | undefined;
  for (const [key, data] of queryClient.getQueriesData<FeedPage>({
    queryKey: feedQueryPrefix(event.listingType),
  })) {
    const params = paramsOfKey(key);
    if (!params) continue;
    if (event.op === 'remove') removed ??= data?.items.find((item) => item.id === event.id);
    const change = applyListingEvent(data, params, event);
    if (change.kind === 'set') queryClient.setQueryData(key, change.data);
    if (change.kind === 'invalidate' || (change.kind === 'set' && change.refetch)) stale.push(key);
  }
  for (const key of stale) {
    // Many events in a row (the expiry job) must not restart a fetch that is already on its way.
    void queryClient.invalidateQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
  }
  if (event.op === 'update') {
    queryClient.setQueriesData<ListingItem>(
      { queryKey: [LISTINGS_QUERY_ROOT, event.listingType, 'one', event.item.id] },
      (current) => (current ? event.item : current),
    );
  }
  // The server keeps its counters for a few seconds, so asking it again right away would answer the
  // numbers from before this event: the cache is counted forward here instead, and the regular
  // refresh of the counters (use-stats.ts) settles any difference.
  const stats = queryClient.getQueryData<MarketStats>(STATS_QUERY_KEY);
  const counted = stats && applyListingEventToStats(stats, event, removed);
  if (counted === null || (counted === undefined && event.op !== 'update')) {
    void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }, { cancelRefetch: false });
  } else if (counted && counted !== stats) {
    queryClient.setQueryData(STATS_QUERY_KEY, counted);
  }
}

interface LiveListingsOptions {
  /** Called for a new listing of someone else; the page decides what "show" means. */
  onShowListing?: (item: ListingItem) => void;
}

/**
 * Keeps the home page's lists live over the tab's event stream (web/lib/event-stream.ts) while the
 * page is open; after a dropped connection comes back, the lists are asked for again.
 */
export function useLiveListings({ onShowListing }: LiveListingsOptions = {}): void {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();

  const resync = () => {
    void queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] });
    void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
  };

  const onListing = (data: string) => {
    const event = readListingEvent(data);
    if (!event) return;
    applyEventToCache(queryClient, event);
    if (event.op === 'insert' && !event.item.isOwn) {
      const item = event.item;
      toast(newListingMessage(item), {
        id: `new-listing-${item.id}`,
        action: onShowListing
          ? { label: MESSAGES.marketplace.view, onClick: () => onShowListing(item) }
          : undefined,
      });
    }
  };

  // The server presents each event for the signed-in viewer: listen once the session is known, and
  // again as whoever signs in or out.
  useEventStream(
    status === 'loading' ? null : (user?.id ?? 'visitor'),
    {
      listing: onListing,
      companies: () => {
        void queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
        void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      },
    },
    resync,
  );
}
