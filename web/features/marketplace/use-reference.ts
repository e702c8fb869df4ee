import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES } from '@domain/countries';
import { LOOKUP_SEED, type LookupItem, type LookupTable, type ReferenceCountry } from '@domain/reference';
import { apiGet } from '@web/lib/api';

export interface FilterOptions {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  transportTypes: LookupItem[];
  serviceRegions: LookupItem[];
  specializations: LookupItem[];
  loadingTypes: LookupItem[];
  countries: ReferenceCountry[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function items(value: unknown): LookupItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is LookupItem =>
      isRecord(item) && typeof item.id === 'string' && typeof item.name === 'string',
  );
}

// The country list is fixed in domain/, so the filters have it even before (or without) the answer.
const BUILT_IN_COUNTRIES: ReferenceCountry[] = COUNTRIES.map(({ key, name, englishName, code }) => ({
  key,
  name,
  englishName,
  code,
}));

export function parseFilterOptions(value: unknown): FilterOptions {
  const data = isRecord(value) ? value : {};
  const countries = Array.isArray(data.countries)
    ? data.countries.filter(
        (c): c is ReferenceCountry => isRecord(c) && typeof c.key === 'string' && typeof c.name === 'string',
      )
    : [];
  return {
    cargoTypes: items(data.cargoTypes),
    trailerTypes: items(data.trailerTypes),
    transportTypes: items(data.transportTypes),
    serviceRegions: items(data.serviceRegions),
    specializations: items(data.specializations),
    loadingTypes: items(data.loadingTypes),
    countries: countries.length > 0 ? countries : BUILT_IN_COUNTRIES,
  };
}

export const EMPTY_FILTER_OPTIONS: FilterOptions = parseFilterOptions({});

const seeded = (table: LookupTable): LookupItem[] => LOOKUP_SEED[table].map((name) => ({ id: name, name }));

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

export const referenceQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: async ({ signal }) => parseFilterOptions(await apiGet<unknown>('/api/reference', { signal })),
  // Admins change these lists rarely; a page session can keep what it loaded.
  staleTime: 10 * 60_000,
});

export function useFilterOptions() {
  return useQuery(referenceQuery);
}
