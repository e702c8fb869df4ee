import { useQuery } from '@tanstack/react-query';
import { COUNTRIES } from '@domain/countries';
import { fallbackReference, type LookupItem } from '@domain/reference';
import { apiGet } from '@web/lib/api';

export interface ListingOptions {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  loadingTypes: LookupItem[];
  units: LookupItem[];
  serviceRegions: LookupItem[];
  countries: { key: string; name: string }[];
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

const COUNTRY_OPTIONS = COUNTRIES.map(({ key, name }) => ({ key, name }));
const FALLBACK = fallbackReference();

/**
 * The form's choices from GET /api/reference. A list that is missing or empty in the answer falls back to
 * the built-in Estonian one (spec §3), so the form can always be filled in.
 */
export function parseListingOptions(value: unknown): ListingOptions {
  const data = isRecord(value) ? value : {};
  const list = (key: keyof Omit<ListingOptions, 'countries'>) => {
    const found = items(data[key]);
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

export const FALLBACK_LISTING_OPTIONS: ListingOptions = parseListingOptions({});

export function useListingOptions(): ListingOptions {
  const query = useQuery({
    // Under the public 'reference' root, so it survives signing in and out like the filters' copy.
    queryKey: ['reference', 'listing-form'],
    queryFn: async ({ signal }) => parseListingOptions(await apiGet<unknown>('/api/reference', { signal })),
    staleTime: 10 * 60_000,
  });
  return query.data ?? FALLBACK_LISTING_OPTIONS;
}
