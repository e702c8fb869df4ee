import { useQuery } from '@tanstack/react-query';
import type { ReferenceAnswer } from '@domain/contract/reference';
import { PAGE_LOCALE } from '@domain/page-locale';
import { LOOKUP_SEED, referenceCountries, type LookupItem, type LookupTable } from '@domain/reference';
import type { TagOption } from '@web/components/ui/tag-input';
import { referenceQuery } from '@web/lib/reference-query';
import { lookupLabel } from '@web/lib/listing-display';

type ListName =
  | 'cargoTypes'
  | 'trailerTypes'
  | 'transportTypes'
  | 'serviceRegions'
  | 'specializations'
  | 'loadingTypes'
  | 'units';

/** The settings forms' suggestions: each lookup list as chips' options, and the country list. */
export type LookupOptions = Record<ListName | 'countries', TagOption[]>;

const TABLES: Record<ListName, LookupTable> = {
  cargoTypes: 'cargo_types',
  trailerTypes: 'trailer_types',
  transportTypes: 'transport_types',
  serviceRegions: 'service_regions',
  specializations: 'specializations',
  loadingTypes: 'loading_types',
  units: 'units',
};

// The stored value ('toidukaubad') is what the form keeps; the label is what the page's language shows.
const toOptions = (items: readonly Pick<LookupItem, 'value' | 'label'>[]): TagOption[] =>
  items.map(({ value, label }) => ({ value, label: label.trim() || lookupLabel(value) }));

// The countries by key, named in the page's language (as GET /api/reference names them).
const LOCAL_COUNTRIES: TagOption[] = toOptions(referenceCountries(PAGE_LOCALE));

/**
 * The answer's lists, each value with its label; where one is missing or empty, the spec's seed
 * values as stored, which are what listings and the feeds' filters carry, so a suggestion still
 * matches something.
 */
function toLookupOptions(answer: ReferenceAnswer | null): LookupOptions {
  const countries = answer?.countries ?? [];
  const options = {
    countries: countries.length > 0 ? toOptions(countries) : LOCAL_COUNTRIES,
  } as LookupOptions;
  for (const [list, table] of Object.entries(TABLES) as [ListName, LookupTable][]) {
    const found = answer?.[list] ?? [];
    options[list] = toOptions(
      found.length > 0 ? found : LOOKUP_SEED[table].map((name) => ({ value: name, label: name })),
    );
  }
  return options;
}

const NOT_LOADED = toLookupOptions(null);

/** GET /api/reference as the settings forms' suggestions (the built-in values until it answers). */
export function useLookupOptions(): LookupOptions {
  const query = useQuery({ ...referenceQuery, select: toLookupOptions });
  return query.data ?? NOT_LOADED;
}
