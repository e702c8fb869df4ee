import { describe, expect, it } from 'vitest';
import { activeFilterCount, describeFilter, fieldKeys, FILTER_FIELDS, nearFieldOf } from './filter-fields';
import { filterKeys, type MarketTab } from './home-params';
import { EMPTY_FILTER_OPTIONS } from './use-reference';

const trailer = (value: string, label: string) => ({ id: value, name: value, value, label });

describe('the filter panel', () => {
  it.each<MarketTab>(['cargo', 'transport', 'companies'])(
    'offers every filter of the %s API except the search',
    (tab) => {
      const offered = FILTER_FIELDS[tab].flatMap(fieldKeys);
      expect(offered.sort()).toEqual(
        filterKeys(tab)
          .filter((key) => key !== 'q')
          .sort(),
      );
    },
  );

  it('describes active filters in Estonian', () => {
    expect(describeFilter('cargo', 'destinationCountry', 'lati')).toBe('Sihtriik: Läti');
    expect(describeFilter('cargo', 'cargoType', 'toidukaubad')).toBe('Kauba tüüp: toidukaubad');
    expect(describeFilter('cargo', 'minWeight', '5000')).toBe('Kaal vähemalt: 5\u00A0000\u00A0kg');
    expect(describeFilter('cargo', 'pickupFrom', '2026-05-01')).toBe('Pealevõtu kuupäev alates: 01.05.2026');
    expect(describeFilter('transport', 'availableTo', '2026-05-31')).toBe('Vaba kuni: 31.05.2026');
    expect(describeFilter('cargo', 'urgent', 'true')).toBe('Ainult kiired veod');
    expect(describeFilter('companies', 'region', 'baltimaad')).toBe('Teeninduspiirkond: baltimaad');
  });

  it('describes what a load needs and a truck takes, with the words of the fixed vocabularies', () => {
    expect(describeFilter('cargo', 'loadType', 'ftl')).toBe('Koorma liik: Täiskoorem (FTL)');
    expect(describeFilter('cargo', 'palletType', 'eur')).toBe('Aluse tüüp: EUR-alus 120×80');
    expect(describeFilter('cargo', 'minLoadingMeters', '13.6')).toBe(
      'Laadimismeetreid vähemalt: 13,6\u00A0LDM',
    );
    expect(describeFilter('cargo', 'adr', 'false')).toBe('Ohtlik kaup: Ei');
    expect(describeFilter('transport', 'adr', 'true')).toBe('Ohtlik kaup: Jah');
    expect(describeFilter('transport', 'adrClass', '3')).toBe('ADR klass: 3');
    expect(describeFilter('cargo', 'temperatureControlled', 'true')).toBe(
      'Ainult temperatuurinõudega kaubad',
    );
    expect(describeFilter('transport', 'temperatureControlled', 'true')).toBe(
      'Ainult temperatuurikontrolliga veokid',
    );
  });

  it("names a load's body type by the trailer-type list's label", () => {
    const options = { ...EMPTY_FILTER_OPTIONS, trailerTypes: [trailer('tentsõiduk', 'Tent')] };
    expect(describeFilter('cargo', 'bodyType', 'tentsõiduk', options)).toBe('Sobiv kere tüüp: Tent');
    expect(describeFilter('cargo', 'bodyType', 'tentsõiduk')).toBe('Sobiv kere tüüp: tentsõiduk');
  });

  it('offers the transport body type once, as the trailer type', () => {
    const keys = FILTER_FIELDS.transport.flatMap(fieldKeys);
    expect(keys).toContain('trailerType');
    expect(keys).not.toContain('bodyType');
  });
});

describe('activeFilterCount', () => {
  it('counts a date range once, whichever ends are set, and never the search', () => {
    expect(activeFilterCount('cargo', { q: 'riga', originCountry: 'eesti', urgent: 'true' })).toBe(2);
    expect(activeFilterCount('cargo', { pickupFrom: '2026-12-01', pickupTo: '2026-12-05' })).toBe(1);
    expect(activeFilterCount('cargo', { pickupTo: '2026-12-05', deliveryFrom: '2026-12-07' })).toBe(2);
  });

  it('counts "not dangerous" as a filter', () => {
    expect(activeFilterCount('cargo', { adr: 'false' })).toBe(1);
    expect(activeFilterCount('transport', { adr: 'false', adrClass: '3', minLoadingMeters: '7' })).toBe(3);
  });

  it('counts a place with its radius once, and a radius without its place not at all', () => {
    expect(activeFilterCount('cargo', { originNear: '588409', originRadiusKm: '50' })).toBe(1);
    expect(activeFilterCount('transport', { destinationRadiusKm: '50' })).toBe(0);
    expect(nearFieldOf('cargo', 'originRadiusKm')?.place).toBe('originNear');
    expect(nearFieldOf('cargo', 'minWeight')).toBeUndefined();
  });
});
