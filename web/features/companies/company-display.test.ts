import { joinRoute, splitRoute } from '@domain/regular-routes';
import { describe, expect, it } from 'vitest';
import {
  CARD_REGION_LIMIT,
  CARD_ROUTE_LIMIT,
  CARD_TRANSPORT_LIMIT,
  companyFacts,
  hasActiveFilters,
  safeLogoUrl,
  splitVisible,
  TABLE_LIMIT,
} from './company-display';

describe('splitVisible', () => {
  const types = ['täishaagis', 'poolhaagis', 'külmik', 'kaubik', 'autotransporter'];

  it('keeps the spec limits: 4 in the table, 3 transport types and 2 + 2 on a card', () => {
    expect([TABLE_LIMIT, CARD_TRANSPORT_LIMIT, CARD_ROUTE_LIMIT, CARD_REGION_LIMIT]).toEqual([4, 3, 2, 2]);
  });

  it('shows the first items and leaves the rest for the "+N" counter', () => {
    expect(splitVisible(types, TABLE_LIMIT)).toEqual({
      visible: ['täishaagis', 'poolhaagis', 'külmik', 'kaubik'],
      hidden: ['autotransporter'],
    });
    expect(splitVisible(types, CARD_TRANSPORT_LIMIT).hidden).toHaveLength(2);
  });

  it('has no counter when everything fits', () => {
    expect(splitVisible(types.slice(0, 4), 4)).toEqual({ visible: types.slice(0, 4), hidden: [] });
    expect(splitVisible([], 4)).toEqual({ visible: [], hidden: [] });
  });

  it('treats odd limits sanely', () => {
    expect(splitVisible(types, 0).hidden).toHaveLength(5);
    expect(splitVisible(types, -1).visible).toEqual([]);
    expect(splitVisible(types, 2.7).visible).toEqual(['täishaagis', 'poolhaagis']);
    expect(splitVisible(types, Number.POSITIVE_INFINITY).hidden).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = ['a', 'b', 'c'];
    splitVisible(list, 1);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('splitRoute', () => {
  it('splits at the arrow', () => {
    expect(splitRoute('Tallinn → Riga')).toEqual({ from: 'Tallinn', to: 'Riga' });
    expect(splitRoute('Tallinn->Helsinki')).toEqual({ from: 'Tallinn', to: 'Helsinki' });
    expect(splitRoute('Ventspils  ⇒  Klaipėda')).toEqual({ from: 'Ventspils', to: 'Klaipėda' });
  });

  it('keeps only the first arrow as the separator', () => {
    expect(splitRoute('Tallinn → Riga → Vilnius')).toEqual({ from: 'Tallinn', to: 'Riga → Vilnius' });
  });

  it('answers null for text without two ends', () => {
    expect(splitRoute('Tallinn-Riga')).toBeNull();
    expect(splitRoute('→ Riga')).toBeNull();
    expect(splitRoute('Kogu Eesti')).toBeNull();
    expect(joinRoute(' Tallinn ', 'Riia')).toBe('Tallinn → Riia');
    expect(joinRoute('Kogu Eesti', '')).toBe('Kogu Eesti');
  });
});

describe('companyFacts', () => {
  it('joins the year and the head count', () => {
    expect(companyFacts(1998, 64)).toBe('Asutatud\u00A01998 · 64\u00A0töötajat');
    expect(companyFacts(2020, 1)).toBe('Asutatud\u00A02020 · 1\u00A0töötaja');
  });

  it('leaves out what is missing', () => {
    expect(companyFacts(null, 12)).toBe('12\u00A0töötajat');
    expect(companyFacts(2001, null)).toBe('Asutatud\u00A02001');
    expect(companyFacts(null, 0)).toBe('');
  });
});

describe('safeLogoUrl', () => {
  it('accepts our own paths and https only', () => {
    expect(safeLogoUrl('/uploads/logo.png')).toBe('/uploads/logo.png');
    expect(safeLogoUrl('https://cdn.example.ee/logo.png')).toBe('https://cdn.example.ee/logo.png');
    expect(safeLogoUrl('//evil.example/logo.png')).toBeNull();
    expect(safeLogoUrl('http://example.ee/logo.png')).toBeNull();
    expect(safeLogoUrl('javascript:alert(1)')).toBeNull();
    expect(safeLogoUrl(null)).toBeNull();
  });
});

describe('hasActiveFilters', () => {
  it('is true when a search or any filter is set', () => {
    expect(hasActiveFilters({ q: '' })).toBe(false);
    expect(hasActiveFilters({ q: '  ' })).toBe(false);
    expect(hasActiveFilters({ q: 'balti' })).toBe(true);
    expect(hasActiveFilters({ q: '', region: 'baltimaad' })).toBe(true);
    expect(hasActiveFilters({ transportType: 'külmik' })).toBe(true);
  });
});
