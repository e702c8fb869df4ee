import { COUNTRIES } from './countries';

/** The admin-managed lookup lists, by table name. */
export const LOOKUP_TABLES = [
  'cargo_types',
  'trailer_types',
  'transport_types',
  'service_regions',
  'specializations',
  'loading_types',
  'units',
] as const;
export type LookupTable = (typeof LOOKUP_TABLES)[number];

export type LookupItem = { id: string; name: string };
export type ReferenceCountry = { key: string; name: string; englishName: string; code: string };

export type ReferenceData = {
  cargoTypes: LookupItem[];
  trailerTypes: LookupItem[];
  transportTypes: LookupItem[];
  serviceRegions: LookupItem[];
  specializations: LookupItem[];
  loadingTypes: LookupItem[];
  units: LookupItem[];
  countries: ReferenceCountry[];
};

type LookupField = Exclude<keyof ReferenceData, 'countries'>;

/** Where each lookup table appears in ReferenceData (the API's camelCase names). */
export const LOOKUP_FIELDS: Record<LookupTable, LookupField> = {
  cargo_types: 'cargoTypes',
  trailer_types: 'trailerTypes',
  transport_types: 'transportTypes',
  service_regions: 'serviceRegions',
  specializations: 'specializations',
  loading_types: 'loadingTypes',
  units: 'units',
};

export function isLookupTable(value: unknown): value is LookupTable {
  return typeof value === 'string' && (LOOKUP_TABLES as readonly string[]).includes(value);
}

/**
 * What a fresh database starts with. The values of the spec's filter option sets are kept as the spec
 * spells them, since the filters and the stored listings use these exact values.
 */
export const LOOKUP_SEED: Record<LookupTable, readonly string[]> = {
  cargo_types: [
    'toidukaubad',
    'ehitusmaterjalid',
    'masinad',
    'tekstiil',
    'elektroonika',
    'kemikaalid',
    'muu',
  ],
  trailer_types: ['tentsõiduk', 'külmkastsõiduk', 'konteinerveo', 'tasaplatvorm', 'poolhaagis', 'tanker'],
  transport_types: ['täishaagis', 'poolhaagis', 'kaubik', 'külmik', 'tsisternauto', 'autotransporter'],
  service_regions: ['eesti', 'baltimaad', 'põhjamaad', 'euroopa'],
  specializations: ['rahvusvaheline', 'kohalik', 'külmkast', 'ohtlik', 'kaubavahetus'],
  loading_types: ['tagant', 'küljelt', 'pealt', 'tõstuk'],
  units: ['kg', 't', 'm³', 'tk', 'alus'],
};

/** The short built-in lists used when the lookup tables cannot be read, so forms stay usable. */
export const LOOKUP_FALLBACK: Record<LookupTable, readonly string[]> = {
  cargo_types: ['Toidukaubad', 'Ehitusmaterjalid', 'Muu'],
  trailer_types: ['Tentsõiduk', 'Külmkastsõiduk', 'Tasaplatvorm'],
  transport_types: ['Täishaagis', 'Poolhaagis', 'Kaubik'],
  service_regions: ['Eesti', 'Läti', 'Leedu'],
  specializations: ['Rahvusvaheline', 'Kohalik'],
  loading_types: ['Tagant', 'Küljelt', 'Pealt'],
  units: ['kg', 't', 'm³'],
};

const FALLBACK_ID_PREFIX: Record<LookupTable, string> = {
  cargo_types: 'cargo',
  trailer_types: 'trailer',
  transport_types: 'transport',
  service_regions: 'region',
  specializations: 'specialization',
  loading_types: 'loading',
  units: 'unit',
};

// The spec's words when the lists cannot be read (the built-in lists are used meanwhile).
export const REFERENCE_LOAD_ERROR = 'Error loading admin variables';

// Made at first use, not when the module loads (see moneyFormat in format.ts).
let estonian: Intl.Collator | undefined;

/** Estonian alphabetical order: š, z and ž follow s, and õ, ä, ö, ü come after w. */
export function compareEstonian(a: string, b: string): number {
  estonian ??= new Intl.Collator('et');
  return estonian.compare(a, b);
}

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareEstonian(a.name, b.name));
}

function referenceCountries(): ReferenceCountry[] {
  return COUNTRIES.map(({ key, name, englishName, code }) => ({ key, name, englishName, code }));
}

/** Assembles the reference answer from the lookup tables, each sorted by name, plus the country list. */
export function buildReferenceData(lists: Record<LookupTable, readonly LookupItem[]>): ReferenceData {
  const data: ReferenceData = {
    cargoTypes: [],
    trailerTypes: [],
    transportTypes: [],
    serviceRegions: [],
    specializations: [],
    loadingTypes: [],
    units: [],
    countries: referenceCountries(),
  };
  for (const table of LOOKUP_TABLES) {
    data[LOOKUP_FIELDS[table]] = sortByName(lists[table]);
  }
  return data;
}

export function fallbackReference(): ReferenceData {
  const lists = {} as Record<LookupTable, LookupItem[]>;
  for (const table of LOOKUP_TABLES) {
    lists[table] = LOOKUP_FALLBACK[table].map((name, i) => ({
      id: `fallback-${FALLBACK_ID_PREFIX[table]}-${i + 1}`,
      name,
    }));
  }
  return buildReferenceData(lists);
}
