import { describe, it, expect } from 'vitest';
import { COUNTRIES } from './countries';
import {
  LOOKUP_FALLBACK,
  LOOKUP_FIELDS,
  LOOKUP_SEED,
  LOOKUP_TABLES,
  REFERENCE_LOAD_ERROR,
  buildReferenceData,
  compareEstonian,
  fallbackReference,
  isLookupTable,
  sortByName,
  type StoredLookup,
  type LookupTable,
} from './reference';

describe('lookup tables', () => {
  it('names the seven lists', () => {
    expect(LOOKUP_TABLES).toEqual([
      'cargo_types',
      'trailer_types',
      'transport_types',
      'service_regions',
      'specializations',
      'loading_types',
      'units',
    ]);
    expect(isLookupTable('units')).toBe(true);
    expect(isLookupTable('users')).toBe(false);
  });

  it('seeds the spec option sets', () => {
    expect(LOOKUP_SEED.service_regions).toEqual(['eesti', 'baltimaad', 'põhjamaad', 'euroopa']);
    expect(LOOKUP_SEED.cargo_types).toEqual([
      'toidukaubad',
      'ehitusmaterjalid',
      'masinad',
      'tekstiil',
      'elektroonika',
      'kemikaalid',
      'muu',
    ]);
    expect(LOOKUP_SEED.trailer_types).toEqual([
      'tentsõiduk',
      'külmkastsõiduk',
      'konteinerveo',
      'tasaplatvorm',
      'poolhaagis',
      'tanker',
      'kastsõiduk',
      'mega',
      'jumbo',
      'autovedu',
      'kallur',
      'madelhaagis',
    ]);
    expect(LOOKUP_SEED.specializations).toEqual([
      'rahvusvaheline',
      'kohalik',
      'külmkast',
      'ohtlik',
      'kaubavahetus',
    ]);
    expect(LOOKUP_SEED.units).toEqual(['kg', 't', 'm³', 'tk', 'alus']);
  });

  it('seeds and falls back to non-empty lists without duplicates', () => {
    for (const table of LOOKUP_TABLES) {
      for (const list of [LOOKUP_SEED[table], LOOKUP_FALLBACK[table]]) {
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });
});

describe('Estonian ordering', () => {
  it('puts š and z after s, and õ, ä, ö, ü after w', () => {
    const names = ['täishaagis', 'zeta', 'tsisternauto', 'šokk', 'sõiduk', 'wagon', 'õli', 'saba'];
    expect([...names].sort(compareEstonian)).toEqual([
      'saba',
      'sõiduk',
      'šokk',
      'zeta',
      'tsisternauto',
      'täishaagis',
      'wagon',
      'õli',
    ]);
  });

  it('sorts items by name without changing the input', () => {
    const items = [
      { id: '1', name: 'Ühik' },
      { id: '2', name: 'Alus' },
    ];
    expect(sortByName(items).map((i) => i.id)).toEqual(['2', '1']);
    expect(items[0]?.id).toBe('1');
  });
});

describe('buildReferenceData', () => {
  it('places each table under its field, sorted, with the countries', () => {
    const lists = Object.fromEntries(LOOKUP_TABLES.map((t) => [t, [] as StoredLookup[]])) as Record<
      LookupTable,
      StoredLookup[]
    >;
    lists.transport_types = LOOKUP_SEED.transport_types.map((name, i) => ({
      id: String(i),
      name,
      labels: {},
    }));
    const data = buildReferenceData(lists);
    expect(data.transportTypes.map((t) => t.name)).toEqual([
      'autotransporter',
      'kaubik',
      'külmik',
      'poolhaagis',
      'tsisternauto',
      'täishaagis',
    ]);
    expect(data.cargoTypes).toEqual([]);
    expect(data.countries).toHaveLength(COUNTRIES.length);
    expect(data.countries[1]).toEqual({
      key: 'lati',
      name: 'Läti',
      englishName: 'Latvia',
      code: 'LV',
      value: 'lati',
      label: 'Läti',
    });
    expect(LOOKUP_FIELDS.loading_types).toBe('loadingTypes');
  });
});

describe('fallbackReference', () => {
  const data = fallbackReference();

  it('uses the spec examples in Estonian', () => {
    expect(data.cargoTypes.map((c) => c.name)).toEqual(['Ehitusmaterjalid', 'Muu', 'Toidukaubad']);
    expect(data.serviceRegions.map((r) => r.name)).toEqual(['Eesti', 'Leedu', 'Läti']);
    expect(data.units.map((u) => u.name)).toEqual(['kg', 'm³', 't']);
  });

  it('gives stable fallback ids', () => {
    expect(data.cargoTypes.find((c) => c.name === 'Toidukaubad')?.id).toBe('fallback-cargo-1');
    expect(data.serviceRegions.find((c) => c.name === 'Läti')?.id).toBe('fallback-region-2');
    const ids = LOOKUP_TABLES.flatMap((table) => data[LOOKUP_FIELDS[table]].map((item) => item.id));
    expect(ids.every((id) => id.startsWith('fallback-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fills every list and the countries', () => {
    for (const table of LOOKUP_TABLES) expect(data[LOOKUP_FIELDS[table]].length).toBeGreaterThan(0);
    expect(data.countries).toHaveLength(COUNTRIES.length);
  });

  it('records the spec error text', () => {
    expect(REFERENCE_LOAD_ERROR).toBe('Error loading admin variables');
  });
});
