import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  countriesMatching,
  countryName,
  findCountry,
  isCountryKey,
  normalizeCountry,
} from './countries';

describe('COUNTRIES', () => {
  it('holds the 54 countries of the gazetteer with unique keys and ISO codes', () => {
    expect(COUNTRIES).toHaveLength(54);
    expect(new Set(COUNTRIES.map((c) => c.key)).size).toBe(54);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(54);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });

  it('keeps the spec order and Estonian spelling', () => {
    expect(COUNTRIES.map((c) => `${c.key} ${c.code}`).slice(0, 3)).toEqual([
      'eesti EE',
      'lati LV',
      'leedu LT',
    ]);
    expect(findCountry('lati')?.name).toBe('Läti');
    expect(findCountry('tšehhi')?.name).toBe('Tšehhi');
    // The spec's 24 first, then the gazetteer's others (docs/decisions/0066).
    expect(COUNTRIES[23]).toEqual({
      key: 'bulgaaria',
      name: 'Bulgaaria',
      englishName: 'Bulgaria',
      code: 'BG',
    });
  });

  it('defaults to Estonia', () => {
    expect(DEFAULT_COUNTRY).toBe('eesti');
  });
});

describe('findCountry', () => {
  it.each([
    ['saksamaa', 'saksamaa'],
    ['Saksamaa', 'saksamaa'],
    ['  GERMANY ', 'saksamaa'],
    ['de', 'saksamaa'],
    ['DE', 'saksamaa'],
    ['Läti', 'lati'],
    ['läti', 'lati'],
    ['LATVIA', 'lati'],
    ['tsehhi', 'tšehhi'],
    ['TŠEHHI', 'tšehhi'],
    ['Czech Republic', 'tšehhi'],
    ['czechia', 'tšehhi'],
    ['United   Kingdom', 'suurbritannia'],
    ['gb', 'suurbritannia'],
    ['Netherlands', 'holland'],
  ])('finds %j as %s', (input, key) => {
    expect(findCountry(input)?.key).toBe(key);
  });

  it.each([null, undefined, '', '   ', 'Marsimaa', 'XX', 'eest'])('finds nothing for %j', (input) => {
    expect(findCountry(input)).toBeUndefined();
  });

  it('returns the whole country record', () => {
    expect(findCountry('EE')).toEqual({ key: 'eesti', name: 'Eesti', englishName: 'Estonia', code: 'EE' });
  });
});

describe('normalizeCountry', () => {
  it('maps any matchable value to its key', () => {
    expect(normalizeCountry('Finland')).toBe('soome');
    expect(normalizeCountry('se')).toBe('rootsi');
    expect(normalizeCountry('Sweden ')).toBe('rootsi');
  });

  it('leaves unknown values undefined', () => {
    expect(normalizeCountry('Atlantis')).toBeUndefined();
    expect(normalizeCountry(null)).toBeUndefined();
  });
});

describe('isCountryKey', () => {
  it('accepts only exact keys', () => {
    expect(isCountryKey('tšehhi')).toBe(true);
    expect(isCountryKey('tsehhi')).toBe(false);
    expect(isCountryKey('Eesti')).toBe(false);
    expect(isCountryKey(3)).toBe(false);
  });
});

describe('countryName', () => {
  it('shows every matchable value in Estonian', () => {
    expect(countryName('Poland')).toBe('Poola');
    expect(countryName('lati')).toBe('Läti');
    expect(countryName('cz')).toBe('Tšehhi');
    expect(countryName('UNITED KINGDOM')).toBe('Suurbritannia');
  });

  it('shows an unknown value as typed', () => {
    expect(countryName(' Marsimaa ')).toBe('Marsimaa');
  });

  it('shows the default country for an empty value', () => {
    expect(countryName('')).toBe('Eesti');
    expect(countryName(null)).toBe('Eesti');
    expect(countryName(undefined)).toBe('Eesti');
  });
});

describe('countriesMatching', () => {
  it('matches a part of the Estonian name', () => {
    expect(countriesMatching('saksa')).toEqual(['saksamaa']);
  });

  it('matches a part of the English name, case-insensitively', () => {
    expect(countriesMatching('GERM')).toEqual(['saksamaa']);
  });

  it('matches every country whose names contain the query', () => {
    // 'maa' is in Saksamaa, Venemaa and Prantsusmaa; 'ia' in many English names.
    // (and Finnish 'Alankomaat', the Netherlands: a name in any of the six languages counts).
    expect(countriesMatching('maa')).toEqual([
      'saksamaa',
      'venemaa',
      'prantsusmaa',
      'holland',
      'iirimaa',
      'ahvenamaa',
    ]);
    expect(countriesMatching('ia')).toContain('lati');
    expect(countriesMatching('ia')).toContain('austria');
    expect(countriesMatching('ia')).not.toContain('soome');
  });

  it('matches with or without diacritics', () => {
    expect(countriesMatching('tšeh')).toEqual(['tšehhi']);
    expect(countriesMatching('tseh')).toEqual(['tšehhi']);
    expect(countriesMatching('läti')).toEqual(['lati']);
  });

  it('matches an exact ISO code', () => {
    expect(countriesMatching('ee')).toContain('eesti');
    expect(countriesMatching('BY')).toEqual(['valgevene']);
    // A contains match still applies as well: Lithuania contains 'ua'.
    expect(countriesMatching('ua')).toEqual(['leedu', 'ukraina']);
  });

  it('matches nothing for a blank or unknown query', () => {
    expect(countriesMatching('')).toEqual([]);
    expect(countriesMatching('   ')).toEqual([]);
    expect(countriesMatching('tallinn')).toEqual([]);
  });
});

describe('countries in the other languages', () => {
  it('are found by their names in Russian, Latvian, Lithuanian and Finnish', () => {
    expect(normalizeCountry('Латвия')).toBe('lati');
    expect(normalizeCountry('latvija')).toBe('lati');
    expect(normalizeCountry('Suomi')).toBe('soome');
    expect(normalizeCountry('Vokietija')).toBe('saksamaa');
    expect(normalizeCountry('Atlantis')).toBeUndefined();
  });

  it('are matched by a search in any of the six languages', () => {
    expect(countriesMatching('герман')).toEqual(['saksamaa']);
    expect(countriesMatching('Igaunija')).toEqual(['eesti']);
    expect(countriesMatching('ruotsi')).toEqual(['rootsi']);
  });
});
