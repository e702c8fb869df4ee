import { describe, expect, it } from 'vitest';
import { creditFormSchema, creditMonthText, previewCredits } from './credit-form';

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
  const month = { monthlyCredits: 3, creditsUsed: 2, bonusCredits: 0 };

  it('shows the credits after the change: the month given back first, the rest as extra credits', () => {
    expect(previewCredits(month, 'add', '1')).toEqual({
      creditsUsed: 1,
      bonusCredits: 0,
      available: 2,
      unchanged: false,
    });
    expect(previewCredits(month, 'add', '9')).toEqual({
      creditsUsed: 0,
      bonusCredits: 7,
      available: 10,
      unchanged: false,
    });
    expect(previewCredits(month, 'remove', '9')).toEqual({
      creditsUsed: 3,
      bonusCredits: 0,
      available: 0,
      unchanged: false,
    });
  });

  it('says when a change would change nothing', () => {
    const spent = { monthlyCredits: 3, creditsUsed: 3, bonusCredits: 0 };
    expect(previewCredits(spent, 'remove', '1')?.unchanged).toBe(true);
    expect(previewCredits(spent, 'add', '1')?.unchanged).toBe(false);
  });

  it('words the month, the extra credits only when there are any', () => {
    expect(creditMonthText({ creditsUsed: 1, bonusCredits: 0, available: 2 }, 3)).toBe(
      'kasutatud 1 / 3, saadaval 2',
    );
    expect(creditMonthText({ creditsUsed: 0, bonusCredits: 2, available: 5 }, 3)).toBe(
      'kasutatud 0 / 3, lisakrediite 2, saadaval 5',
    );
  });

  it('shows nothing for an amount that is not valid', () => {
    expect(previewCredits(month, 'add', '')).toBeNull();
    expect(previewCredits(month, 'add', '0')).toBeNull();
  });
});
