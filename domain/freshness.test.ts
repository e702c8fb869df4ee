import { describe, expect, it } from 'vitest';
import { expiringSoonHorizon, isExpiringSoon, isPossiblyOutdated, remindBefore } from './freshness';

const now = new Date('2026-11-30T12:00:00Z');

describe('freshness', () => {
  it('marks an offer possibly outdated from 48 hours without a confirmation', () => {
    expect(isPossiblyOutdated('2026-11-28T12:00:01Z', now)).toBe(false);
    expect(isPossiblyOutdated('2026-11-28T12:00:00Z', now)).toBe(true);
    expect(isPossiblyOutdated(new Date('2026-11-20T00:00:00Z'), now)).toBe(true);
    expect(isPossiblyOutdated(null, now)).toBe(false);
  });

  it('reminds a day after the confirmation and a day before the expiry', () => {
    expect(remindBefore(now).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(expiringSoonHorizon(now).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('lets a running listing be extended in its last day only', () => {
    const running = { status: 'active', completedByUser: false, deletedAt: null };
    expect(isExpiringSoon({ ...running, expiresAt: '2026-12-01T11:00:00Z' }, now)).toBe(true);
    expect(isExpiringSoon({ ...running, expiresAt: '2026-12-01T13:00:00Z' }, now)).toBe(false);
    expect(isExpiringSoon({ ...running, expiresAt: '2026-11-30T11:00:00Z' }, now)).toBe(false);
    expect(isExpiringSoon({ ...running, status: 'inactive', expiresAt: '2026-12-01T11:00:00Z' }, now)).toBe(
      false,
    );
  });
});
