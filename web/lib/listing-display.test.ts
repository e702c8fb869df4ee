import { describe, expect, it } from 'vitest';
import { cargoFeedPageSchema } from '@domain/contract/listings';
import { dateRangeText, lookupLabel, routeText } from './listing-display';
import { cargoItem } from '../../test/factories/listing-items';

describe('listing display', () => {
  it('starts lookup values with a capital and shows a dash for none', () => {
    expect(lookupLabel('külmkastsõiduk')).toBe('külmkastsõiduk');
    expect(lookupLabel(' m³ ')).toBe('m³');
    expect(lookupLabel('kg')).toBe('kg');
    expect(lookupLabel(null)).toBe('-');
  });

  it('shows the route with Estonian country names', () => {
    const item = {
      originCity: 'Tallinn',
      originCountry: 'eesti',
      destinationCity: 'Riga',
      destinationCountry: 'Latvia',
    };
    expect(routeText(item as Parameters<typeof routeText>[0])).toBe('Tallinn, Eesti → Riga, Läti');
  });

  it('shows pickup – delivery with a dash for a missing date', () => {
    expect(dateRangeText('2026-05-01', '2026-05-03')).toBe('01.05.2026 – 03.05.2026');
    expect(dateRangeText('2026-05-01', null)).toBe('01.05.2026');
    expect(dateRangeText(null, '2026-05-03')).toBe('kuni 03.05.2026');
    expect(dateRangeText(null, null)).toBe('-');
  });
});

describe('the feed page contract', () => {
  const row = cargoItem({ id: 'a' });
  const pageOf = (items: unknown[]) => ({
    items,
    total: 10_000,
    totalIsLowerBound: true,
    page: 1,
    pageSize: 25,
  });

  it('reads the rows and the lower-bound flag', () => {
    const parsed = cargoFeedPageSchema.parse(pageOf([row]));
    expect(parsed.items.map((item) => item.id)).toEqual(['a']);
    expect(parsed.totalIsLowerBound).toBe(true);
  });

  it('refuses a page with a row it could not draw, a row of the other type, or no page at all', () => {
    expect(cargoFeedPageSchema.safeParse(pageOf([row, { type: 'cargo', id: 'b' }])).success).toBe(false);
    expect(cargoFeedPageSchema.safeParse(pageOf([{ ...row, type: 'transport' }])).success).toBe(false);
    expect(cargoFeedPageSchema.safeParse({ error: {} }).success).toBe(false);
  });
});
