import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { useAuth } from '@web/features/auth';
import { STATS_QUERY_KEY } from '@web/features/stats';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import {
  applyListingEvent,
  newListingMessage,
  readListingEvent,
  reconnectDelay,
  type FeedQueryParams,
  type ListingEvent,
} from './live-events';
import type { FeedPage, ListingItem } from './types';
import { feedQueryPrefix } from './use-feed';

const EVENTS_URL = '/api/events';

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
 * Keeps the home page's lists live over one EventSource on GET /api/events while the page is open.
 * After a drop it reconnects with the spec's delays (1, 2, 5, then every 10 s) and, once back, asks for
 * the lists again, since whatever happened in between was never heard.
 */
export function useLiveListings({ onShowListing }: LiveListingsOptions = {}): void {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  const showRef = useRef(onShowListing);
  useEffect(() => {
    showRef.current = onShowListing;
  }, [onShowListing]);

  useEffect(() => {
    // The server presents each event for the signed-in viewer: connect once the session is known, and
    // again as whoever signs in or out.
    if (status === 'loading' || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let dropped = false;
    let stopped = false;

    const resync = () => {
      void queryClient.invalidateQueries({ queryKey: [LISTINGS_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
    };

    const onListing = (message: MessageEvent<string>) => {
      const event = readListingEvent(message.data);
      if (!event) return;
      applyEventToCache(queryClient, event);
      if (event.op === 'insert' && !event.item.isOwn) {
        const item = event.item;
        toast(newListingMessage(item), {
          id: `new-listing-${item.id}`,
          action: showRef.current ? { label: 'Vaata', onClick: () => showRef.current?.(item) } : undefined,
        });
      }
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.addEventListener('ready', () => {
        attempt = 0;
        if (dropped) resync();
        dropped = false;
      });
      source.addEventListener('listing', onListing);
      source.addEventListener('companies', () => {
        void queryClient.invalidateQueries({ queryKey: [COMPANIES_QUERY_ROOT] });
        void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      });
      source.onerror = () => {
        // The browser would retry on its own schedule; the spec's delays apply instead.
        source?.close();
        source = null;
        dropped = true;
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient, status, viewer]);
}
