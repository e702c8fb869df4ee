import { useQuery } from '@tanstack/react-query';
import type { ReferenceAnswer } from '@domain/contract/reference';
import { COUNTRIES } from '@domain/countries';
import { LOOKUP_SEED, type LookupItem, type LookupTable } from '@domain/reference';
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

// Stored values are the lookup names as written ('toidukaubad'); lists show them capitalised.
const toOptions = (items: readonly Pick<LookupItem, 'name'>[]): TagOption[] =>
  items.map(({ name }) => ({ value: name, label: lookupLabel(name) }));

const COUNTRY_OPTIONS: TagOption[] = COUNTRIES.map(({ key, name }) => ({ value: key, label: name }));

/**
 * The answer's lists; where one is missing or empty, the spec's seed values, which are what listings
 * and the feeds' filters carry, so a suggestion still matches something.
 */
function toLookupOptions(answer: ReferenceAnswer | null): LookupOptions {
  const options = { countries: COUNTRY_OPTIONS } as LookupOptions;
  for (const [list, table] of Object.entries(TABLES) as [ListName, LookupTable][]) {
    const found = answer?.[list] ?? [];
    options[list] = toOptions(found.length > 0 ? found : LOOKUP_SEED[table].map((name) => ({ name })));
  }
  return options;
}

const NOT_LOADED = toLookupOptions(null);

/** GET /api/reference as the settings forms' suggestions (the built-in values until it answers). */
export function useLookupOptions(): LookupOptions {
  const query = useQuery({ ...referenceQuery, select: toLookupOptions });
  return query.data ?? NOT_LOADED;
}
