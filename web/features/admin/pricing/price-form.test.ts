import { describe, expect, it } from 'vitest';
import { priceFormSchema } from './price-form';

describe('priceFormSchema', () => {
  it.each([
    ['2', 2],
    ['2.5', 2.5],
    ['7,99', 7.99],
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
