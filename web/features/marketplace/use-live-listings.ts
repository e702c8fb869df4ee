import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useAuth } from '@web/features/auth';
import { STATS_QUERY_KEY } from '@web/features/stats';
import { useEventStream } from '@web/lib/event-stream';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import {
  applyListingEvent,
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
  const { page, pageSize, filters } = params as Partial<FeedQueryParams>;
  if (typeof page !== 'number' || typeof pageSize !== 'number') return null;
  return { page, pageSize, filters: typeof filters === 'object' && filters !== null ? filters : {} };
}

/** Applies one listing event to every cached page of its feed and to the cached listing itself. */
function applyEventToCache(queryClient: QueryClient, event: ListingEvent): void {
  const stale: (readonly unknown[])[] = [];
  for (const [key, data] of queryClient.getQueriesData<FeedPage>({
    queryKey: feedQueryPrefix(event.listingType),
  })) {
    const params = paramsOfKey(key);
    if (!params) continue;
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
  if (event.op !== 'update') {
    void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }, { cancelRefetch: false });
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
        action: onShowListing ? { label: 'Vaata', onClick: () => onShowListing(item) } : undefined,
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
