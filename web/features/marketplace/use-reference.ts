import { useQuery } from '@tanstack/react-query';
import type { ReferenceAnswer } from '@domain/contract/reference';
import {
  LOOKUP_SEED,
  referenceCountries,
  type LookupItem,
  type LookupTable,
  type ReferenceCountry,
} from '@domain/reference';
import { PAGE_LOCALE } from '@domain/page-locale';
import { referenceQuery } from '@web/lib/reference-query';

export interface FilterOptions {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  transportTypes: LookupItem[];
  serviceRegions: LookupItem[];
  specializations: LookupItem[];
  loadingTypes: LookupItem[];
  countries: ReferenceCountry[];
}

// The country list is fixed in domain/, so the filters have it even before (or without) the answer,
// named in the page's language as the answer names them.
const BUILT_IN_COUNTRIES: ReferenceCountry[] = referenceCountries(PAGE_LOCALE);

/** The filters' choices from the answer; the built-in countries when it has none. */
function toFilterOptions(answer: ReferenceAnswer | null): FilterOptions {
  return {
    cargoTypes: answer?.cargoTypes ?? [],
    trailerTypes: answer?.trailerTypes ?? [],
    transportTypes: answer?.transportTypes ?? [],
    serviceRegions: answer?.serviceRegions ?? [],
    specializations: answer?.specializations ?? [],
    loadingTypes: answer?.loadingTypes ?? [],
    countries: answer && answer.countries.length > 0 ? answer.countries : BUILT_IN_COUNTRIES,
  };
}

export const EMPTY_FILTER_OPTIONS: FilterOptions = toFilterOptions(null);

const seeded = (table: LookupTable): LookupItem[] =>
  LOOKUP_SEED[table].map((name) => ({ id: name, name, value: name, label: name }));

/**
 * The spec's filter option sets, for when the lookup lists cannot be fetched at all: the filters stay
 * usable, since the stored listings carry these same values.
 */
export const BUILT_IN_FILTER_OPTIONS: FilterOptions = {
  cargoTypes: seeded('cargo_types'),
  trailerTypes: seeded('trailer_types'),
  transportTypes: seeded('transport_types'),
  serviceRegions: seeded('service_regions'),
  specializations: seeded('specializations'),
  loadingTypes: seeded('loading_types'),
  countries: BUILT_IN_COUNTRIES,
};

export function useFilterOptions() {
  return useQuery({ ...referenceQuery, select: toFilterOptions });
}
