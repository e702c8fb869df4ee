import { describe, expect, it } from 'vitest';
import { priceChangeNeedsConfirmation, priceFormSchema } from './price-form';

describe('priceFormSchema', () => {
  it.each([
    ['2', 2],
    ['2.5', 2.5],
    ['7,99', 7.99],
    ['2,50', 2.5],
    [' 1 000,00 ', 1000],
    ['0.01', 0.01],
    ['1000', 1000],
  ])('takes %j as %d euro', (text, value) => {
    expect(priceFormSchema.parse({ value: text })).toEqual({ value });
  });

  it.each(['', '0', '-2', 'kaks'])('refuses %j with the spec message', (text) => {
    const result = priceFormSchema.safeParse({ value: text });
    expect(result.error?.issues[0]?.message).toBe('Sisestage kehtiv hind.');
  });

  it('refuses fractions of a cent and absurd prices in words of their own', () => {
    expect(priceFormSchema.safeParse({ value: '2.555' }).error?.issues[0]?.message).toBe(
      'Hinnal võib olla kuni kaks kohta pärast koma.',
    );
    expect(priceFormSchema.safeParse({ value: '1000.01' }).error?.issues[0]?.message).toBe(
      'Hind võib olla kuni 1000 €.',
    );
  });
});

describe('priceChangeNeedsConfirmation', () => {
  it.each([
    [2, 250, true],
    [2, 0.19, true],
    [2, 20, false],
    [2, 0.2, false],
    [7.99, 9.99, false],
    [0, 5, false],
  ])('from %d to %d: %s', (current, next, asked) => {
    expect(priceChangeNeedsConfirmation(current, next)).toBe(asked);
  });
});
