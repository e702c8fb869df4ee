import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  ADMIN_STATUS_FILTERS,
  type AdminListingItem,
  type AdminStatusFilter,
} from '@domain/contract/admin-entries';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import type { AdminListView } from '../admin-list-params';

/** The entries page's three tabs, in the spec's order and words. */
export const ENTRY_TABS = ['cargo', 'transport', 'companies'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];

export const ENTRY_TAB_LABELS: Record<EntryTab, string> = {
  cargo: MESSAGES.templates.typeCargo,
  transport: MESSAGES.myListings.transportTab,
  companies: ADMIN_MESSAGES.entries.companiesTab,
};

export const STATUS_LABELS: Record<AdminStatusFilter, string> = {
  all: MESSAGES.generic.all,
  active: ADMIN_MESSAGES.entries.active,
  expired: MESSAGES.listingBadge.expired,
};

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  cargo: MESSAGES.listingFields.cargo,
  transport: MESSAGES.myListings.transportTab,
};

/** The address's filters of the page: `tab` and `status` ('' when not set). */
export const ENTRY_FILTERS = ['tab', 'status'] as const;
export type EntryFilter = (typeof ENTRY_FILTERS)[number];

export function entryTab(value: string): EntryTab {
  return (ENTRY_TABS as readonly string[]).includes(value) ? (value as EntryTab) : 'cargo';
}

export function statusFilter(value: string): AdminStatusFilter {
  return (ADMIN_STATUS_FILTERS as readonly string[]).includes(value) ? (value as AdminStatusFilter) : 'all';
}

/**
 * The API's query for the view: page, size and search, and for the listing tabs the status (which
 * the companies tab does not have).
 */
export function entriesQuery(view: AdminListView<EntryFilter>, withStatus: boolean): string {
  const query = new URLSearchParams({ page: String(view.page), pageSize: String(view.pageSize) });
  if (view.q) query.set('q', view.q);
  const status = statusFilter(view.filters.status);
  if (withStatus && status !== 'all') query.set('status', status);
  return query.toString();
}

/** The listing's cargo type or trailer type, what the type column shows under the type. */
export function listingKind(item: AdminListingItem): string {
  return item.type === 'cargo' ? item.cargoType : item.trailerType;
}
