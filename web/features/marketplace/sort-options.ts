import type { SortValue } from '@domain/feeds';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';

/**
 * The orders each listing tab offers (../shared/spec/API.md, "Load details, sorting…"), each named
 * by what comes first, since "price, descending" makes the reader work out which end that is. A
 * truck's pickup date is its free-from date and its weight its payload, so they are named so.
 */

export interface SortOption {
  value: SortValue;
  label: string;
}

const S = MESSAGES.marketplace.sort;

const NEWEST: SortOption[] = [
  { value: 'newest', label: S.newest },
  { value: '-newest', label: S.oldest },
];
const FRESHNESS: SortOption[] = [
  { value: 'freshness', label: S.freshest },
  { value: '-freshness', label: S.stalest },
];
const PRICE_PER_KM: SortOption[] = [
  { value: 'pricePerKm', label: S.pricePerKmLowest },
  { value: '-pricePerKm', label: S.pricePerKmHighest },
];

export const SORT_OPTIONS: Record<ListingType, readonly SortOption[]> = {
  cargo: [
    ...NEWEST,
    { value: 'pickupDate', label: S.pickupEarliest },
    { value: '-pickupDate', label: S.pickupLatest },
    { value: 'price', label: S.priceLowest },
    { value: '-price', label: S.priceHighest },
    ...PRICE_PER_KM,
    { value: 'weight', label: S.weightLowest },
    { value: '-weight', label: S.weightHighest },
    ...FRESHNESS,
  ],
  // A truck's price is a price per km: `price` sorts by the same column, so only one is offered.
  transport: [
    ...NEWEST,
    { value: 'pickupDate', label: S.availableEarliest },
    { value: '-pickupDate', label: S.availableLatest },
    ...PRICE_PER_KM,
    { value: 'weight', label: S.capacityLowest },
    { value: '-weight', label: S.capacityHighest },
    ...FRESHNESS,
  ],
};

/**
 * The offered option that shows `sort` on `type`'s list. The address keeps what was chosen (a cargo
 * list's `price` is the whole price again after a look at the transport tab); on the transport list
 * the server reads `price` as the price per km, and so does the select.
 */
export function shownSort(type: ListingType, sort: SortValue): SortValue {
  if (type !== 'transport') return sort;
  if (sort === 'price') return 'pricePerKm';
  if (sort === '-price') return '-pricePerKm';
  return sort;
}
