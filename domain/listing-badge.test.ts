import { describe, it, expect } from 'vitest';
import { EXPIRING_SOON_HOURS } from './freshness';
import { listingBadge } from './listing-badge';
import { isExpiredOrPaused } from './listing-status';

const NOW = new Date('2026-05-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('constants', () => {
  it('calls 24 hours soon', () => {
    expect(EXPIRING_SOON_HOURS).toBe(24);
  });
});

describe('listingBadge', () => {
  it('labels completed and expired listings', () => {
    expect(listingBadge({ status: 'completed' }, NOW)).toEqual({ kind: 'completed', label: 'Lõpetatud' });
    expect(listingBadge({ status: 'active', completedByUser: true }, NOW).kind).toBe('completed');
    expect(listingBadge({ status: 'expired', expiresAt: hoursFromNow(5) }, NOW)).toEqual({
      kind: 'expired',
      label: 'Aegunud',
    });
    expect(listingBadge({ status: 'inactive' }, NOW)).toEqual({ kind: 'inactive', label: 'Peatatud' });
  });

  it('says an active listing past its expiry has expired', () => {
    expect(listingBadge({ status: 'active', expiresAt: hoursFromNow(-2) }, NOW)).toEqual({
      kind: 'expiredPast',
      label: 'Kuulutus on aegunud',
    });
  });

  it('calls a paused listing paused only while it has time left', () => {
    expect(listingBadge({ status: 'inactive', expiresAt: hoursFromNow(30) }, NOW)).toEqual({
      kind: 'inactive',
      label: 'Peatatud',
    });
    // Within a day of its expiry a paused listing is still paused, not "expiring": it is not running.
    expect(listingBadge({ status: 'inactive', expiresAt: hoursFromNow(3) }, NOW).kind).toBe('inactive');
    for (const expiresAt of [hoursFromNow(-1), hoursFromNow(0)]) {
      expect(listingBadge({ status: 'inactive', expiresAt }, NOW)).toEqual({
        kind: 'expiredPast',
        label: 'Kuulutus on aegunud',
      });
    }
  });

  it('agrees with the filter: a badge of the running kinds only on listings the filter calls active', () => {
    const running = new Set(['active', 'expiringSoon', 'noExpiry']);
    const cases = [
      { status: 'active', expiresAt: hoursFromNow(48) },
      { status: 'active', expiresAt: hoursFromNow(2) },
      { status: 'active', expiresAt: hoursFromNow(-2) },
      { status: 'active' },
      { status: 'inactive', expiresAt: hoursFromNow(48) },
      { status: 'inactive', expiresAt: hoursFromNow(-48) },
      { status: 'inactive' },
      { status: 'expired', expiresAt: hoursFromNow(48) },
      { status: 'completed', expiresAt: hoursFromNow(-48) },
      { status: 'active', expiresAt: hoursFromNow(48), completedByUser: true },
    ];
    for (const listing of cases) {
      expect(running.has(listingBadge(listing, NOW).kind), JSON.stringify(listing)).toBe(
        !isExpiredOrPaused(listing, NOW),
      );
    }
  });

  it('shows the time left in Estonian when expiry is within 24 hours', () => {
    expect(listingBadge({ status: 'active', expiresAt: hoursFromNow(5) }, NOW)).toEqual({
      kind: 'expiringSoon',
      label: 'Aegub 5 tunni pärast',
    });
    expect(listingBadge({ status: 'active', expiresAt: hoursFromNow(24) }, NOW).kind).toBe('expiringSoon');
    expect(listingBadge({ status: 'active', expiresAt: hoursFromNow(0.5) }, NOW).label).toBe(
      'Aegub 30 minuti pärast',
    );
  });

  it('is plainly active further out or without an expiry', () => {
    expect(listingBadge({ status: 'active', expiresAt: hoursFromNow(25) }, NOW)).toEqual({
      kind: 'active',
      label: 'Aktiivne',
    });
    expect(listingBadge({ status: 'active' }, NOW)).toEqual({ kind: 'noExpiry', label: 'Aktiivne' });
  });
});
