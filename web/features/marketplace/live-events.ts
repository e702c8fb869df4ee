import { listingEventSchema } from '@domain/contract/events';
import type { MarketStats } from '@domain/contract/stats';
import { fillMessage } from '@domain/catalogue';
import { DEFAULT_SORT, type SortValue } from '@domain/feeds';
import { tallinnDayStart } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import type { FeedPage, ListingItem } from './types';

/**
 * What GET /api/events says about listings, and how one such event changes one cached feed page. Pure,
 * so the rules are tested without a browser; use-live-listings.ts applies them to the query cache.
 */

export type ListingEvent =
  | { op: 'insert' | 'update'; listingType: ListingType; item: ListingItem }
  | { op: 'remove'; listingType: ListingType; id: string };

/**
 * An event's data as the contract (domain/contract/events.ts) describes it, or null for anything this
 * page cannot use (unknown op, broken JSON, wrong shape, an item of the other type): such an event is
 * ignored, never rendered half.
 */
export function readListingEvent(data: string): ListingEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const event = listingEventSchema.safeParse(value);
  if (!event.success) {
    console.error('GET /api/events: a listing event does not match its contract', event.error.issues);
    return null;
  }
  const { data: payload } = event;
  if (payload.op !== 'remove' && payload.item.type !== payload.listingType) return null;
  return payload;
}

/** What a feed query is for, as its key records it. */
export interface FeedQueryParams {
  page: number;
  pageSize: number;
  /** Search and filters; any set value means the list is narrowed. */
  filters: Record<string, string | undefined>;
  /** The list's order; none is the default, the newest first. */
  sort?: SortValue;
}

export type FeedChange =
  | { kind: 'none' }
  // `refetch`: the page is right but short; the next listing has to move up from the server's list.
  | { kind: 'set'; data: FeedPage; refetch?: boolean }
  // The event may change this page or its total in ways the page alone cannot tell: ask the server.
  | { kind: 'invalidate' };

function isNarrowed(params: FeedQueryParams): boolean {
  return Object.values(params.filters).some((value) => value !== undefined && value !== '');
}

// The one order a page can keep by itself: the default, by publication time (see comesBefore). In
// any other a listing's place depends on the rows before and after this page.
function isReordered(params: FeedQueryParams): boolean {
  return params.sort !== undefined && params.sort !== DEFAULT_SORT;
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

// The feeds' default order: newest first, urgent cargo too (marked, not pinned:
// docs/decisions/0049); the server sorts the same way.
function comesBefore(a: ListingItem, b: ListingItem): boolean {
  return time(a.createdAt) > time(b.createdAt);
}

function withTotal(page: FeedPage, delta: number): Pick<FeedPage, 'total'> {
  // Past 10 000 the total is only a floor; one listing more or less does not change what is shown.
  return { total: page.totalIsLowerBound ? page.total : Math.max(0, page.total + delta) };
}

export function applyListingEvent(
  page: FeedPage | undefined,
  params: FeedQueryParams,
  event: ListingEvent,
): FeedChange {
  if (!page) return { kind: 'none' };
  const id = event.op === 'remove' ? event.id : event.item.id;
  const index = page.items.findIndex((item) => item.id === id);

  if (event.op === 'remove') {
    // Not on this page, but perhaps counted in its total or on an earlier page.
    if (index === -1) return { kind: 'invalidate' };
    const items = page.items.filter((item) => item.id !== id);
    const { total } = withTotal(page, -1);
    const shown = (params.page - 1) * params.pageSize + items.length;
    return { kind: 'set', data: { ...page, total, items }, refetch: page.totalIsLowerBound || total > shown };
  }

  if (index !== -1) {
    const items = [...page.items];
    items[index] = event.item;
    // In another order an edit (a price, a date, a confirmation's freshness) may move the row: it is
    // shown at once where it stood, and the server places it.
    return isReordered(params)
      ? { kind: 'set', data: { ...page, items }, refetch: true }
      : { kind: 'set', data: { ...page, items } };
  }

  if (event.op === 'update') return { kind: 'none' };

  // A new listing: only the unfiltered first page in the default order knows where it goes. Anywhere
  // else it may or may not match, or belong elsewhere in the list (the cheapest first), and it shifts
  // every later page by one, so the server is asked again.
  if (params.page !== 1 || isNarrowed(params) || isReordered(params)) return { kind: 'invalidate' };
  const at = page.items.findIndex((item) => comesBefore(event.item, item));
  const position = at === -1 ? page.items.length : at;
  const items = [...page.items.slice(0, position), event.item, ...page.items.slice(position)].slice(
    0,
    Math.max(1, params.pageSize),
  );
  return { kind: 'set', data: { ...page, ...withTotal(page, 1), items } };
}

/** 'Uus kaubakuulutus: Tallinn → Riga' for the toast that announces a new listing. */
export function newListingMessage(item: ListingItem): string {
  const message = item.type === 'cargo' ? MESSAGES.marketplace.newCargo : MESSAGES.marketplace.newTransport;
  return fillMessage(message, { from: item.originCity, to: item.destinationCity });
}

/**
 * The home counters (GET /api/stats, also the tabs' counts) after one listing event, or null when the
 * event alone cannot tell and the server must be asked. A new live listing counts at once: one more of
 * its kind, and one more new today when it was created since midnight in Tallinn. A removal counts
 * only for a listing known to have been live (`removed`, found on a page on screen): the server sends
 * removals for changes of listings that were not live either.
 */
export function applyListingEventToStats(
  stats: MarketStats,
  event: ListingEvent,
  removed: ListingItem | undefined,
  now = new Date(),
): MarketStats | null {
  if (event.op === 'update') return stats;
  const key = event.listingType === 'cargo' ? 'cargoOffers' : 'transportOffers';
  const item = event.op === 'insert' ? event.item : removed;
  if (!item) return null;
  const delta = event.op === 'insert' ? 1 : -1;
  const today = time(item.createdAt) >= tallinnDayStart(now).getTime();
  return {
    ...stats,
    [key]: Math.max(0, stats[key] + delta),
    newToday: today ? Math.max(0, stats.newToday + delta) : stats.newToday,
  };
}
