import { describe, expect, it } from 'vitest';
import { creditFormSchema, previewCredits } from './credit-form';

describe('creditFormSchema', () => {
  it('takes a whole number of 1 or more as typed', () => {
    expect(creditFormSchema.parse({ operation: 'add', amount: '2' })).toEqual({
      operation: 'add',
      amount: 2,
    });
    expect(creditFormSchema.parse({ operation: 'remove', amount: ' 1 ' }).amount).toBe(1);
  });

  it.each(['', '0', '-1', '1,5', 'kaks'])('refuses %j with the spec message', (amount) => {
    const result = creditFormSchema.safeParse({ operation: 'add', amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Sisestage kehtiv krediitide arv.');
  });
});

describe('previewCredits', () => {
  const month = { monthlyCredits: 3, creditsUsed: 2 };

  it('shows the month after the change, within its bounds', () => {
    expect(previewCredits(month, 'add', '1')).toEqual({ creditsUsed: 1, available: 2 });
    expect(previewCredits(month, 'add', '9')).toEqual({ creditsUsed: 0, available: 3 });
    expect(previewCredits(month, 'remove', '9')).toEqual({ creditsUsed: 3, available: 0 });
  });

  it('shows nothing for an amount that is not valid', () => {
    expect(previewCredits(month, 'add', '')).toBeNull();
    expect(previewCredits(month, 'add', '0')).toBeNull();
  });
});
