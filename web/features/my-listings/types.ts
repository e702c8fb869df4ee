import type { FilterCounts, MyListingsPage, OwnItem } from '@domain/contract/my-listings';

/** A listing of one's own: the feed's shape with the owner's extra fields (domain/contract/my-listings.ts). */
export type MyListing = OwnItem;

export type { FilterCounts, MyListingsPage };
