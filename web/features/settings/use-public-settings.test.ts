import { describe, expect, it } from 'vitest';
import { publicSettingsSchema } from '@domain/contract/settings';

const valid = {
  maintenance: { enabled: false, title: 'Hooldustööd', subtitle: 'Oleme peagi tagasi.' },
  support: { phone: '+372 5555 1234', email: 'tugi@veoturg.ee', hours: 'tööpäeviti 8–17' },
  prices: { contactUnlockPrice: 2, premiumMonthlyPrice: 7.99 },
};

describe('the public settings contract', () => {
  it('accepts the documented shape', () => {
    expect(publicSettingsSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a support line without hours (null: the product hours in the reader language)', () => {
    const unset = { ...valid, support: { ...valid.support, hours: null } };
    expect(publicSettingsSchema.parse(unset)).toEqual(unset);
  });

  it('drops fields it does not know', () => {
    expect(publicSettingsSchema.parse({ ...valid, extra: 1 })).toEqual(valid);
  });

  it.each([
    ['no body', null],
    ['a missing section', { ...valid, prices: undefined }],
    ['a string for a boolean', { ...valid, maintenance: { ...valid.maintenance, enabled: 'true' } }],
    ['a price that is not a number', { ...valid, prices: { ...valid.prices, premiumMonthlyPrice: '7.99' } }],
    ['a price that is not finite', { ...valid, prices: { ...valid.prices, contactUnlockPrice: Number.NaN } }],
  ])('rejects %s', (_label, value) => {
    expect(publicSettingsSchema.safeParse(value).success).toBe(false);
  });
});
