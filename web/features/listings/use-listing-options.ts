import { useQuery } from '@tanstack/react-query';
import { COUNTRIES } from '@domain/countries';
import type { ReferenceAnswer } from '@domain/contract/reference';
import { fallbackReference, type LookupItem } from '@domain/reference';
import { referenceQuery } from '@web/lib/reference-query';

export interface ListingOptions {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  loadingTypes: LookupItem[];
  units: LookupItem[];
  serviceRegions: LookupItem[];
  countries: { key: string; name: string }[];
}

const COUNTRY_OPTIONS = COUNTRIES.map(({ key, name }) => ({ key, name }));
const FALLBACK = fallbackReference();

/**
 * The form's choices from GET /api/reference. A list that is missing or empty in the answer falls back to
 * the built-in Estonian one (spec §3), so the form can always be filled in.
 */
function toListingOptions(answer: ReferenceAnswer | null): ListingOptions {
  const list = (key: keyof Omit<ListingOptions, 'countries'>) => {
    const found = answer?.[key] ?? [];
    return found.length > 0 ? found : FALLBACK[key];
  };
  return {
    cargoTypes: list('cargoTypes'),
    trailerTypes: list('trailerTypes'),
    loadingTypes: list('loadingTypes'),
    units: list('units'),
    serviceRegions: list('serviceRegions'),
    countries: COUNTRY_OPTIONS,
  };
}

const FALLBACK_LISTING_OPTIONS: ListingOptions = toListingOptions(null);

export function useListingOptions(): ListingOptions {
  const query = useQuery({ ...referenceQuery, select: toListingOptions });
  return query.data ?? FALLBACK_LISTING_OPTIONS;
}
