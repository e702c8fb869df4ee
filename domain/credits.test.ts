import { describe, expect, it } from 'vitest';
import { applyCreditChange, changesNothing, nextCreditRenewal, tallinnMonthStart } from './credits';

describe('tallinnMonthStart', () => {
  it('is midnight of the first day in Tallinn, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(tallinnMonthStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2025-12-31T22:00:00.000Z',
    );
    expect(tallinnMonthStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });

  it('follows the Tallinn calendar, not UTC, around midnight of the last day', () => {
    // 31 Oct 23:30 UTC is already 1 Nov in Tallinn.
    expect(tallinnMonthStart(new Date('2026-10-31T23:30:00Z')).toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
    // 31 Oct 21:30 UTC is still October in Tallinn (DST ended on 25 Oct: UTC+2).
    expect(tallinnMonthStart(new Date('2026-10-31T21:30:00Z')).toISOString()).toBe(
      '2026-09-30T21:00:00.000Z',
    );
  });
});

describe('nextCreditRenewal', () => {
  it('is midnight in Tallinn on the first of the next month, across the year and in summer time', () => {
    expect(nextCreditRenewal(new Date('2026-12-15T12:00:00Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
    expect(nextCreditRenewal(new Date('2026-06-30T20:59:00Z')).toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });
});

describe('applyCreditChange', () => {
  const month = { monthlyCredits: 3, creditsUsed: 2, bonusCredits: 0 };

  it('add gives used credits back first, the rest as extra credits', () => {
    expect(applyCreditChange(month, { operation: 'add', amount: 1 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 1,
      bonusCredits: 0,
    });
    expect(applyCreditChange(month, { operation: 'add', amount: 5 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 0,
      bonusCredits: 3,
    });
  });

  it('add on a month with nothing used grants extra credits: never a no-op', () => {
    const full = { monthlyCredits: 3, creditsUsed: 0, bonusCredits: 1 };
    const after = applyCreditChange(full, { operation: 'add', amount: 2 });
    expect(after).toEqual({ monthlyCredits: 3, creditsUsed: 0, bonusCredits: 3 });
    expect(changesNothing(full, after)).toBe(false);
  });

  it('remove takes the month’s credits first, then the extra ones, never below none', () => {
    const withBonus = { monthlyCredits: 3, creditsUsed: 2, bonusCredits: 2 };
    expect(applyCreditChange(withBonus, { operation: 'remove', amount: 1 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 3,
      bonusCredits: 2,
    });
    expect(applyCreditChange(withBonus, { operation: 'remove', amount: 2 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 3,
      bonusCredits: 1,
    });
    expect(applyCreditChange(withBonus, { operation: 'remove', amount: 50 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 3,
      bonusCredits: 0,
    });
  });

  it('remove with nothing left changes nothing', () => {
    const empty = { monthlyCredits: 3, creditsUsed: 3, bonusCredits: 0 };
    expect(changesNothing(empty, applyCreditChange(empty, { operation: 'remove', amount: 1 }))).toBe(true);
  });

  it('reset starts the standard month again and keeps the extra credits', () => {
    expect(
      applyCreditChange({ monthlyCredits: 10, creditsUsed: 7, bonusCredits: 4 }, { operation: 'reset' }),
    ).toEqual({ monthlyCredits: 3, creditsUsed: 0, bonusCredits: 4 });
    const fresh = { monthlyCredits: 3, creditsUsed: 0, bonusCredits: 0 };
    expect(changesNothing(fresh, applyCreditChange(fresh, { operation: 'reset' }))).toBe(true);
  });
});
