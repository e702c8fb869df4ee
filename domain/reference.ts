import { COUNTRIES } from './countries';
import type { Locale } from './locales';
import { lookupLabel, type LookupLabels } from './lookup-labels';

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

/** A lookup value as stored: its Estonian name (the key everything stores) and its labels. */
export type StoredLookup = { id: string; name: string; labels: LookupLabels };
/**
 * A lookup value as the API answers it (../shared/spec/API.md, "Languages"): `value` is the stored
 * key (listings, filters and preferences use it, unchanged), `label` what a reader of the request's
 * language sees; `name` is `value`, as before labels existed.
 */
export type LookupItem = { id: string; name: string; value: string; label: string };
export type ReferenceCountry = {
  key: string;
  name: string;
  englishName: string;
  code: string;
  value: string;
  label: string;
};

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
  trailer_types: [
    'tentsõiduk',
    'külmkastsõiduk',
    'konteinerveo',
    'tasaplatvorm',
    'poolhaagis',
    'tanker',
    // Migration 0039 adds these to a list seeded before them.
    'kastsõiduk',
    'mega',
    'jumbo',
    'autovedu',
    'kallur',
    'madelhaagis',
  ],
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

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in `locale`: our own Estonian short names (the forms and filters use them),
 * CLDR's through Intl.DisplayNames in the other languages.
 */
export function countryLabel(country: { name: string; code: string }, locale: Locale): string {
  if (locale === 'et') return country.name;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(country.code) ?? country.name;
}

/** The country list, labelled in `locale`. */
export function referenceCountries(locale: Locale): ReferenceCountry[] {
  return COUNTRIES.map(({ key, name, englishName, code }) => ({
    key,
    name,
    englishName,
    code,
    value: key,
    label: countryLabel({ name, code }, locale),
  }));
}

const collators = new Map<Locale, Intl.Collator>();

/** Labels in the alphabetical order of their language (Estonian: the stored names' order). */
function sortByLabel(items: LookupItem[], locale: Locale): LookupItem[] {
  if (locale === 'et') return sortByName(items);
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return items.sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * Assembles the reference answer from the lookup tables, each value with its label in `locale`,
 * each list in that language's alphabetical order, plus the country list.
 */
export function buildReferenceData(
  lists: Record<LookupTable, readonly StoredLookup[]>,
  locale: Locale = 'et',
): ReferenceData {
  const data: ReferenceData = {
    cargoTypes: [],
    trailerTypes: [],
    transportTypes: [],
    serviceRegions: [],
    specializations: [],
    loadingTypes: [],
    units: [],
    countries: referenceCountries(locale),
  };
  for (const table of LOOKUP_TABLES) {
    const items = lists[table].map(({ id, name, labels }) => ({
      id,
      name,
      value: name,
      label: lookupLabel(name, labels, locale),
    }));
    data[LOOKUP_FIELDS[table]] = sortByLabel(items, locale);
  }
  return data;
}

export function fallbackReference(locale: Locale = 'et'): ReferenceData {
  const lists = {} as Record<LookupTable, StoredLookup[]>;
  for (const table of LOOKUP_TABLES) {
    lists[table] = LOOKUP_FALLBACK[table].map((name, i) => ({
      id: `fallback-${FALLBACK_ID_PREFIX[table]}-${i + 1}`,
      name,
      labels: {},
    }));
  }
  return buildReferenceData(lists, locale);
}
