import { describe, it, expect } from 'vitest';
import { isExpiredOrPaused, isLive, isResumable, watchState } from './listing-status';

const NOW = new Date('2026-05-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('isLive', () => {
  it('is active, not deleted and not past its expiry', () => {
    expect(isLive({ status: 'active', expiresAt: hoursFromNow(1) }, NOW)).toBe(true);
    expect(isLive({ status: 'active', expiresAt: null }, NOW)).toBe(true);
    expect(isLive({ status: 'active', expiresAt: hoursFromNow(0) }, NOW)).toBe(false);
    expect(isLive({ status: 'active', deletedAt: hoursFromNow(-1) }, NOW)).toBe(false);
    for (const status of ['inactive', 'expired', 'completed']) {
      expect(isLive({ status, expiresAt: hoursFromNow(5) }, NOW)).toBe(false);
    }
  });

  it('reads ISO strings as the web receives them', () => {
    expect(isLive({ status: 'active', expiresAt: hoursFromNow(-1).toISOString() }, NOW)).toBe(false);
    expect(isLive({ status: 'active', expiresAt: hoursFromNow(1).toISOString() }, NOW)).toBe(true);
  });
});

describe('isResumable', () => {
  it('is a paused listing with time left', () => {
    expect(isResumable({ status: 'inactive', expiresAt: hoursFromNow(1) }, NOW)).toBe(true);
    expect(isResumable({ status: 'inactive', expiresAt: null }, NOW)).toBe(true);
    expect(isResumable({ status: 'inactive', expiresAt: hoursFromNow(-1) }, NOW)).toBe(false);
    expect(isResumable({ status: 'inactive', completedByUser: true }, NOW)).toBe(false);
    expect(isResumable({ status: 'active', expiresAt: hoursFromNow(1) }, NOW)).toBe(false);
  });
});

describe('isExpiredOrPaused', () => {
  it('counts completed, expired and inactive listings', () => {
    expect(isExpiredOrPaused({ status: 'completed' }, NOW)).toBe(true);
    expect(isExpiredOrPaused({ status: 'expired' }, NOW)).toBe(true);
    expect(isExpiredOrPaused({ status: 'inactive', expiresAt: hoursFromNow(48) }, NOW)).toBe(true);
  });

  it('counts an active listing the owner marked completed', () => {
    expect(isExpiredOrPaused({ status: 'active', completedByUser: true }, NOW)).toBe(true);
    expect(isExpiredOrPaused({ status: 'active', completedByUser: '2026-05-01T00:00:00Z' }, NOW)).toBe(true);
  });

  it('counts an active listing past its expiry', () => {
    expect(isExpiredOrPaused({ status: 'active', expiresAt: hoursFromNow(-1) }, NOW)).toBe(true);
  });

  it('leaves running listings active', () => {
    expect(isExpiredOrPaused({ status: 'active', expiresAt: hoursFromNow(1) }, NOW)).toBe(false);
    expect(isExpiredOrPaused({ status: 'active', expiresAt: null, completedByUser: false }, NOW)).toBe(false);
  });
});

describe('watchState', () => {
  it('says what became of a followed listing, deletion and completion first', () => {
    expect(watchState({ status: 'active', expiresAt: hoursFromNow(1) }, NOW)).toBe('live');
    expect(watchState({ status: 'active', expiresAt: hoursFromNow(-1) }, NOW)).toBe('expired');
    expect(watchState({ status: 'expired', expiresAt: hoursFromNow(-1) }, NOW)).toBe('expired');
    expect(watchState({ status: 'inactive', expiresAt: hoursFromNow(5) }, NOW)).toBe('paused');
    expect(watchState({ status: 'inactive', expiresAt: hoursFromNow(-5) }, NOW)).toBe('expired');
    expect(watchState({ status: 'completed', completedByUser: true }, NOW)).toBe('completed');
    expect(watchState({ status: 'inactive', completedByUser: true }, NOW)).toBe('completed');
    expect(
      watchState({ status: 'active', expiresAt: hoursFromNow(1), deletedAt: hoursFromNow(-1) }, NOW),
    ).toBe('deleted');
  });
});
