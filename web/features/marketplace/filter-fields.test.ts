import { describe, expect, it } from 'vitest';
import { activeFilterCount, describeFilter, FILTER_FIELDS } from './filter-fields';
import { filterKeys, type MarketTab } from './home-params';

describe('the filter panel', () => {
  it.each<MarketTab>(['cargo', 'transport', 'companies'])(
    'offers every filter of the %s API except the search and the radius',
    (tab) => {
      // The radius filters (originNear, …) come to the panel with the place picker (issue 29).
      const radius = new Set(['originNear', 'originRadiusKm', 'destinationNear', 'destinationRadiusKm']);
      const offered = FILTER_FIELDS[tab].flatMap((field) =>
        field.kind === 'dateRange' ? [field.from, field.to] : [field.key],
      );
      expect(offered.sort()).toEqual(
        filterKeys(tab)
          .filter((key) => key !== 'q' && !radius.has(key))
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
});

describe('activeFilterCount', () => {
  it('counts a date range once, whichever ends are set, and never the search', () => {
    expect(activeFilterCount('cargo', { q: 'riga', originCountry: 'eesti', urgent: 'true' })).toBe(2);
    expect(activeFilterCount('cargo', { pickupFrom: '2026-12-01', pickupTo: '2026-12-05' })).toBe(1);
    expect(activeFilterCount('cargo', { pickupTo: '2026-12-05', deliveryFrom: '2026-12-07' })).toBe(2);
  });
});
