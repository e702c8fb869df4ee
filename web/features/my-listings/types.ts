import type { OwnerAction } from '@domain/listing-status';
import type { ListingType } from '@domain/plans';
import type { ListingItem } from '@web/features/marketplace/types';
import type { MyListingsFilter } from './my-listings-params';

/** A listing of one's own: the feed's shape with the owner's extra fields. */
export type MyListing = ListingItem & {
  /** Set once the owner marked it done (a time, or true from older data). */
  completedByUser: string | boolean | null;
  /** What the owner may do to it now, and what only premium would allow (server/policies). */
  actions: OwnerAction[];
  premiumOnly: OwnerAction[];
};

export type FilterCounts = Record<MyListingsFilter, number>;

export interface MyListingsPage {
  items: MyListing[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<ListingType, FilterCounts>;
}
