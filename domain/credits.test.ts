import { describe, expect, it } from 'vitest';
import { applyCreditChange, nextCreditRenewal, tallinnMonthStart } from './credits';

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
  const month = { monthlyCredits: 3, creditsUsed: 2 };

  it('add gives used credits back, never below none used', () => {
    expect(applyCreditChange(month, { operation: 'add', amount: 1 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 1,
    });
    expect(applyCreditChange(month, { operation: 'add', amount: 5 }).creditsUsed).toBe(0);
  });

  it('remove uses credits up, never past the month', () => {
    expect(applyCreditChange(month, { operation: 'remove', amount: 1 }).creditsUsed).toBe(3);
    expect(applyCreditChange(month, { operation: 'remove', amount: 50 })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 3,
    });
  });

  it('reset starts the standard month again', () => {
    expect(applyCreditChange({ monthlyCredits: 10, creditsUsed: 7 }, { operation: 'reset' })).toEqual({
      monthlyCredits: 3,
      creditsUsed: 0,
    });
  });
});
