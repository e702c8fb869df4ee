import { describe, expect, it } from 'vitest';
import { dateRangeText, lookupLabel, routeText } from './listing-display';
import { parseFeedPage } from './use-feed';

describe('listing display', () => {
  it('starts lookup values with a capital and shows a dash for none', () => {
    expect(lookupLabel('külmkastsõiduk')).toBe('Külmkastsõiduk');
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
    expect(dateRangeText('2026-05-01', null)).toBe('01.05.2026 – -');
    expect(dateRangeText(null, null)).toBe('-');
    expect(dateRangeText('2026-05-01', null, 'card')).toBe('01/05/2026 – -');
  });
});

describe('parseFeedPage', () => {
  it('keeps the rows it can draw and reads the lower-bound flag', () => {
    const row = {
      type: 'cargo',
      id: 'a',
      originCity: 'Tallinn',
      destinationCity: 'Riga',
      createdAt: '2026-05-01T00:00:00Z',
      contactAccess: 'locked',
    };
    const parsed = parseFeedPage(
      {
        items: [row, { type: 'cargo', id: 'b' }],
        total: 10_000,
        totalIsLowerBound: true,
        page: 1,
        pageSize: 25,
      },
      'cargo',
    );
    expect(parsed.items.map((item) => item.id)).toEqual(['a']);
    expect(parsed.totalIsLowerBound).toBe(true);
  });

  it('refuses an answer that is not a feed page', () => {
    expect(() => parseFeedPage({ error: {} }, 'cargo')).toThrow();
  });
});
