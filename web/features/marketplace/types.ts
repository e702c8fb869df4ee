import type { CargoItem, ListingItem, TransportItem } from '@domain/contract/listings';
import type { ListingType } from '@domain/plans';

// The listings as the contract (domain/contract/listings.ts) describes them, under the names the
// marketplace's components use.
export type { CargoItem, ListingItem, ListingType, TransportItem };

export type ListingOf<T extends ListingType> = T extends 'cargo' ? CargoItem : TransportItem;

/** One page of a feed as GET /api/listings/{type} answers it. */
export interface FeedPage<T extends ListingItem = ListingItem> {
  items: T[];
  total: number;
  /** More than 10 000 matched: `total` is then "at least". */
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}
