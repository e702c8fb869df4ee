import { OTHER_LOCALES } from './locales';

export const COUNTRIES = [
  { key: 'eesti', name: 'Eesti', englishName: 'Estonia', code: 'EE' },
  { key: 'lati', name: 'Läti', englishName: 'Latvia', code: 'LV' },
  { key: 'leedu', name: 'Leedu', englishName: 'Lithuania', code: 'LT' },
  { key: 'soome', name: 'Soome', englishName: 'Finland', code: 'FI' },
  { key: 'rootsi', name: 'Rootsi', englishName: 'Sweden', code: 'SE' },
  { key: 'norra', name: 'Norra', englishName: 'Norway', code: 'NO' },
  { key: 'taani', name: 'Taani', englishName: 'Denmark', code: 'DK' },
  { key: 'saksamaa', name: 'Saksamaa', englishName: 'Germany', code: 'DE' },
  { key: 'poola', name: 'Poola', englishName: 'Poland', code: 'PL' },
  { key: 'venemaa', name: 'Venemaa', englishName: 'Russia', code: 'RU' },
  { key: 'valgevene', name: 'Valgevene', englishName: 'Belarus', code: 'BY' },
  { key: 'ukraina', name: 'Ukraina', englishName: 'Ukraine', code: 'UA' },
  { key: 'prantsusmaa', name: 'Prantsusmaa', englishName: 'France', code: 'FR' },
  { key: 'hispaania', name: 'Hispaania', englishName: 'Spain', code: 'ES' },
  { key: 'itaalia', name: 'Itaalia', englishName: 'Italy', code: 'IT' },
  { key: 'suurbritannia', name: 'Suurbritannia', englishName: 'United Kingdom', code: 'GB' },
  { key: 'holland', name: 'Holland', englishName: 'Netherlands', code: 'NL' },
  { key: 'belgia', name: 'Belgia', englishName: 'Belgium', code: 'BE' },
  { key: 'austria', name: 'Austria', englishName: 'Austria', code: 'AT' },
  { key: 'tšehhi', name: 'Tšehhi', englishName: 'Czech Republic', code: 'CZ' },
  { key: 'slovakkia', name: 'Slovakkia', englishName: 'Slovakia', code: 'SK' },
  { key: 'ungari', name: 'Ungari', englishName: 'Hungary', code: 'HU' },
  { key: 'rumeenia', name: 'Rumeenia', englishName: 'Romania', code: 'RO' },
  { key: 'bulgaaria', name: 'Bulgaaria', englishName: 'Bulgaria', code: 'BG' },
  // The rest of the gazetteer's countries (docs/decisions/0066), so that every place it knows has
  // its country here: Estonian names as Intl.DisplayNames('et') gives them.
  { key: 'šveits', name: 'Šveits', englishName: 'Switzerland', code: 'CH' },
  { key: 'portugal', name: 'Portugal', englishName: 'Portugal', code: 'PT' },
  { key: 'iirimaa', name: 'Iirimaa', englishName: 'Ireland', code: 'IE' },
  { key: 'kreeka', name: 'Kreeka', englishName: 'Greece', code: 'GR' },
  { key: 'horvaatia', name: 'Horvaatia', englishName: 'Croatia', code: 'HR' },
  { key: 'sloveenia', name: 'Sloveenia', englishName: 'Slovenia', code: 'SI' },
  { key: 'serbia', name: 'Serbia', englishName: 'Serbia', code: 'RS' },
  {
    key: 'bosnia ja hertsegoviina',
    name: 'Bosnia ja Hertsegoviina',
    englishName: 'Bosnia and Herzegovina',
    code: 'BA',
  },
  { key: 'montenegro', name: 'Montenegro', englishName: 'Montenegro', code: 'ME' },
  { key: 'põhja-makedoonia', name: 'Põhja-Makedoonia', englishName: 'North Macedonia', code: 'MK' },
  { key: 'albaania', name: 'Albaania', englishName: 'Albania', code: 'AL' },
  { key: 'moldova', name: 'Moldova', englishName: 'Moldova', code: 'MD' },
  { key: 'luksemburg', name: 'Luksemburg', englishName: 'Luxembourg', code: 'LU' },
  { key: 'liechtenstein', name: 'Liechtenstein', englishName: 'Liechtenstein', code: 'LI' },
  { key: 'island', name: 'Island', englishName: 'Iceland', code: 'IS' },
  { key: 'türgi', name: 'Türgi', englishName: 'Turkey', code: 'TR' },
  { key: 'küpros', name: 'Küpros', englishName: 'Cyprus', code: 'CY' },
  { key: 'malta', name: 'Malta', englishName: 'Malta', code: 'MT' },
  { key: 'monaco', name: 'Monaco', englishName: 'Monaco', code: 'MC' },
  { key: 'andorra', name: 'Andorra', englishName: 'Andorra', code: 'AD' },
  { key: 'san marino', name: 'San Marino', englishName: 'San Marino', code: 'SM' },
  { key: 'vatikan', name: 'Vatikan', englishName: 'Vatican City', code: 'VA' },
  { key: 'kosovo', name: 'Kosovo', englishName: 'Kosovo', code: 'XK' },
  { key: 'fääri saared', name: 'Fääri saared', englishName: 'Faroe Islands', code: 'FO' },
  { key: 'ahvenamaa', name: 'Ahvenamaa', englishName: 'Åland Islands', code: 'AX' },
  { key: 'gibraltar', name: 'Gibraltar', englishName: 'Gibraltar', code: 'GI' },
  { key: 'guernsey', name: 'Guernsey', englishName: 'Guernsey', code: 'GG' },
  { key: 'jersey', name: 'Jersey', englishName: 'Jersey', code: 'JE' },
  { key: 'mani saar', name: 'Mani saar', englishName: 'Isle of Man', code: 'IM' },
  {
    key: 'svalbard ja jan mayen',
    name: 'Svalbard ja Jan Mayen',
    englishName: 'Svalbard and Jan Mayen',
    code: 'SJ',
  },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryKey = Country['key'];

export const DEFAULT_COUNTRY: CountryKey = 'eesti';

// Common English spellings that partner systems send besides the official short names.
const ALIASES: Record<string, CountryKey> = {
  czechia: 'tšehhi',
  'great britain': 'suurbritannia',
  uk: 'suurbritannia',
  'the netherlands': 'holland',
  türkiye: 'türgi',
  'bosnia & herzegovina': 'bosnia ja hertsegoviina',
};

// Folding diacritics lets 'tsehhi' find Tšehhi and 'läti' find the key 'lati'. A search by a
// lookup value's label folds the same way (domain/lookup-labels.ts).
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('et');
}

const LOOKUP = new Map<string, Country>();
for (const country of COUNTRIES) {
  for (const value of [country.key, country.name, country.englishName, country.code]) {
    LOOKUP.set(fold(value), country);
  }
}
for (const [alias, key] of Object.entries(ALIASES)) {
  const country = COUNTRIES.find((c) => c.key === key);
  if (country) LOOKUP.set(fold(alias), country);
}

// The countries' names in the other five languages ('Латвия', 'Latvija', 'Latvia', 'Latvia'),
// from CLDR through Intl.DisplayNames: made at first use, like every Intl object of the pages.
let namesElsewhere: Map<CountryKey, string[]> | undefined;
function otherNames(): Map<CountryKey, string[]> {
  if (!namesElsewhere) {
    const displays = OTHER_LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
    namesElsewhere = new Map(
      COUNTRIES.map((c) => [
        c.key,
        displays.map((names) => fold(names.of(c.code) ?? '')).filter((name) => name !== ''),
      ]),
    );
  }
  return namesElsewhere;
}

/** A country by its key, code, or name in any of the six languages (any case, any diacritics). */
export function findCountry(value: string | null | undefined): Country | undefined {
  if (value == null) return undefined;
  const folded = fold(value);
  if (!folded) return undefined;
  const known = LOOKUP.get(folded);
  if (known) return known;
  const names = otherNames();
  return COUNTRIES.find((c) => names.get(c.key)?.includes(folded));
}

export function normalizeCountry(value: string | null | undefined): CountryKey | undefined {
  return findCountry(value)?.key;
}

export function isCountryKey(value: unknown): value is CountryKey {
  return typeof value === 'string' && COUNTRIES.some((c) => c.key === value);
}

/** Countries are always shown in Estonian; unknown values are shown as typed rather than hidden. */
export function countryName(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return findCountry(DEFAULT_COUNTRY)?.name ?? DEFAULT_COUNTRY;
  return findCountry(trimmed)?.name ?? trimmed;
}

/**
 * Keys of the countries a free-text search should also match, so that searching 'saksa', 'germany'
 * or 'германия' finds listings stored with the key 'saksamaa' (a name in any of the six languages,
 * issue 28). A blank query matches nothing, because a blank search is no search at all. An exact ISO
 * code also matches ('DE').
 */
export function countriesMatching(query: string): CountryKey[] {
  const q = fold(query);
  if (!q) return [];
  const names = otherNames();
  return COUNTRIES.filter(
    (c) =>
      fold(c.key).includes(q) ||
      fold(c.name).includes(q) ||
      fold(c.englishName).includes(q) ||
      fold(c.code) === q ||
      names.get(c.key)?.some((name) => name.includes(q)),
  ).map((c) => c.key);
}
