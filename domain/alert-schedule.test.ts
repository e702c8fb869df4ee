import { describe, expect, it } from 'vitest';
import { dueAt, nextDailyDigest, nextFullHour, nextInstant } from './alert-schedule';

describe('alert schedule', () => {
  it('sends instant alerts at once, then at most one per 10 minutes', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(nextInstant(now, null)).toEqual(now);
    expect(nextInstant(now, new Date('2026-11-26T09:55:00Z'))).toEqual(new Date('2026-11-26T10:05:00Z'));
    expect(nextInstant(now, new Date('2026-11-26T09:40:00Z'))).toEqual(now);
  });

  it('sends hourly digests at the next full hour', () => {
    expect(nextFullHour(new Date('2026-11-26T10:20:31Z'))).toEqual(new Date('2026-11-26T11:00:00Z'));
    expect(nextFullHour(new Date('2026-11-26T23:00:00Z'))).toEqual(new Date('2026-11-27T00:00:00Z'));
  });

  it('sends daily digests at 07:00 Tallinn time, winter (UTC+2) and summer (UTC+3)', () => {
    // 04:59 UTC is 06:59 in Tallinn in winter: today at 07:00.
    expect(nextDailyDigest(new Date('2026-11-26T04:59:00Z'))).toEqual(new Date('2026-11-26T05:00:00Z'));
    // 07:00 itself has passed: tomorrow.
    expect(nextDailyDigest(new Date('2026-11-26T05:00:00Z'))).toEqual(new Date('2026-11-27T05:00:00Z'));
    expect(nextDailyDigest(new Date('2026-07-01T12:00:00Z'))).toEqual(new Date('2026-07-02T04:00:00Z'));
    // The night summer time starts (29 March 2026, 03:00 → 04:00): 07:00 is 04:00 UTC.
    expect(nextDailyDigest(new Date('2026-03-28T22:30:00Z'))).toEqual(new Date('2026-03-29T04:00:00Z'));
    // Late evening in Tallinn, already the next day in no zone: tomorrow's 07:00.
    expect(nextDailyDigest(new Date('2026-11-26T21:30:00Z'))).toEqual(new Date('2026-11-27T05:00:00Z'));
  });

  it('picks the rule by frequency', () => {
    const now = new Date('2026-11-26T10:20:00Z');
    expect(dueAt('instant', now, null)).toEqual(now);
    expect(dueAt('hourly', now, null)).toEqual(new Date('2026-11-26T11:00:00Z'));
    expect(dueAt('daily', now, null)).toEqual(new Date('2026-11-27T05:00:00Z'));
  });
});
