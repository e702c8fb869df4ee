import { describe, expect, it } from 'vitest';
import { vatIncluded, vatNote } from './vat';

describe('VAT', () => {
  it('names the rate the Estonian way', () => {
    expect(vatNote()).toBe('sh KM 24%');
    expect(vatNote(9.5)).toBe('sh KM 9,5%');
  });

  it('finds the VAT inside a price to the cent', () => {
    expect(vatIncluded(2)).toBe(0.39);
    expect(vatIncluded(7.99)).toBe(1.55);
    expect(vatIncluded(124)).toBe(24);
    expect(vatIncluded(0)).toBe(0);
  });
});
