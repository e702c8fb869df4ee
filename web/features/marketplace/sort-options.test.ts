import { describe, expect, it } from 'vitest';
import { SORTS } from '@domain/feeds';
import { shownSort, SORT_OPTIONS } from './sort-options';

describe('the orders of the listing tabs', () => {
  it('offers every order of the cargo feed, each once', () => {
    const values = SORT_OPTIONS.cargo.map((option) => option.value);
    expect([...values].sort()).toEqual([...SORTS].sort());
  });

  it("offers a truck's price once, as the price per km", () => {
    const values = SORT_OPTIONS.transport.map((option) => option.value);
    expect([...values].sort()).toEqual(SORTS.filter((sort) => !/^-?price$/.test(sort)).sort());
  });

  it("names each order by what comes first, a truck's dates and weight as its own", () => {
    const label = (type: 'cargo' | 'transport', value: string) =>
      SORT_OPTIONS[type].find((option) => option.value === value)?.label;
    expect(label('cargo', 'newest')).toBe('Uusimad ees');
    expect(label('cargo', '-price')).toBe('Hind: kalleim ees');
    expect(label('cargo', '-freshness')).toBe('Kaua kinnitamata ees');
    expect(label('transport', 'pickupDate')).toBe('Vaba alates: varaseim ees');
    expect(label('transport', '-weight')).toBe('Kandevõime: suurim ees');
  });

  it('shows a price order on the transport list as the price per km it sorts by', () => {
    expect(shownSort('transport', 'price')).toBe('pricePerKm');
    expect(shownSort('transport', '-price')).toBe('-pricePerKm');
    expect(shownSort('transport', '-weight')).toBe('-weight');
    expect(shownSort('cargo', '-price')).toBe('-price');
  });
});
