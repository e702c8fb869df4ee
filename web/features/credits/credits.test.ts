import { describe, expect, it } from 'vitest';
import { creditsSchema } from '@domain/credits';
import { creditsLabel, creditsText, creditWord } from './credits-text';
import { creditsQueryKey } from './use-credits';

describe('the credits contract', () => {
  it('reads the answer of GET /api/me/credits', () => {
    const credits = {
      monthlyCredits: 3,
      creditsUsed: 1,
      bonusCredits: 0,
      available: 2,
      unlimited: false,
      lastResetDate: '2026-11-01T00:00:00.000Z',
    };
    expect(creditsSchema.parse(credits)).toEqual(credits);
  });

  it.each([
    null,
    {},
    { monthlyCredits: 3 },
    { monthlyCredits: '3', creditsUsed: 0, available: 3, unlimited: false, lastResetDate: '' },
    { monthlyCredits: -1, creditsUsed: 0, available: 0, unlimited: false, lastResetDate: '' },
  ])('refuses %j', (value) => {
    expect(creditsSchema.safeParse(value).success).toBe(false);
  });

  it('keys the count by viewer', () => {
    expect(creditsQueryKey('u1')).not.toEqual(creditsQueryKey('u2'));
  });
});

describe('the badge texts', () => {
  it('shows available/monthly', () => {
    expect(creditsText({ available: 2, monthlyCredits: 3, unlimited: false })).toBe('2/3');
    expect(creditsText({ available: 0, monthlyCredits: 3, unlimited: false })).toBe('0/3');
  });

  it('says in words what is left, that it ran out, or that it is unlimited', () => {
    expect(creditsLabel({ available: 2, monthlyCredits: 3, unlimited: false })).toBe(
      'Tasuta kontakte sel kuul alles: 2/3',
    );
    expect(creditsLabel({ available: 0, monthlyCredits: 3, unlimited: false })).toContain('otsas');
    expect(creditsLabel({ available: 0, monthlyCredits: 3, unlimited: true })).toContain('Premium');
  });

  it('puts the noun in the right case', () => {
    expect(creditWord(1)).toBe('1 krediit');
    expect(creditWord(0)).toBe('0 krediiti');
    expect(creditWord(2)).toBe('2 krediiti');
  });
});
