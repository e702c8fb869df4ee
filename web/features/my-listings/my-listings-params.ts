import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { LISTING_TYPES, type ListingType } from '@domain/plans';

/**
 * The view of /minu-kuulutused lives in the address (`?tab=transport&filter=expired&page=2`), so a reload
 * or the back button after editing shows the same list.
 */
export const MY_FILTERS = ['active', 'expired', 'all'] as const;
export type MyListingsFilter = (typeof MY_FILTERS)[number];

export const MY_FILTER_LABELS: Record<MyListingsFilter, string> = {
  active: ACCOUNT_MESSAGES.myListings.filter.active,
  expired: ACCOUNT_MESSAGES.myListings.filter.expired,
  all: MESSAGES.generic.all,
};

// Cards are tall; ten make a page that still scrolls comfortably on a phone.
export const MY_LISTINGS_PAGE_SIZE = 10;

export interface MyListingsView {
  tab: ListingType;
  filter: MyListingsFilter;
  page: number;
}

export function readMyListingsView(params: URLSearchParams): MyListingsView {
  const tab = params.get('tab');
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    tab: (LISTING_TYPES as readonly string[]).includes(tab ?? '') ? (tab as ListingType) : 'cargo',
    filter: (MY_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as MyListingsFilter)
      : 'active',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a changed view; a new tab or filter starts again at page 1. Defaults are left out. */
export function withMyListingsView(
  params: URLSearchParams,
  change: Partial<MyListingsView>,
): URLSearchParams {
  const current = readMyListingsView(params);
  const next: MyListingsView = { ...current, ...change };
  if (change.tab !== undefined && change.tab !== current.tab) next.page = change.page ?? 1;
  if (change.filter !== undefined && change.filter !== current.filter) next.page = change.page ?? 1;
  const out = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? out.delete(key) : out.set(key, value);
  set('tab', next.tab, 'cargo');
  set('filter', next.filter, 'active');
  set('page', String(next.page), '1');
  return out;
}
