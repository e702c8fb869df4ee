import { describe, expect, it } from 'vitest';
import { availableActions, statusBadge } from './listing-actions';

const now = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('what the menu offers', () => {
  it('a live listing can be completed and paused, not reactivated', () => {
    const actions = availableActions({ status: 'active', expiresAt: inHours(48) }, now);
    expect(actions).toEqual(['complete', 'pause', 'edit', 'duplicate', 'saveTemplate', 'delete']);
  });

  it('a paused listing with time left can be resumed or reactivated', () => {
    const actions = availableActions({ status: 'inactive', expiresAt: inHours(5) }, now);
    expect(actions).toContain('resume');
    expect(actions).toContain('reactivate');
    expect(actions).not.toContain('pause');
    expect(actions).not.toContain('complete');
  });

  it('a paused listing past its expiry needs reactivation, not resuming, and its badge says expired', () => {
    const listing = { status: 'inactive', expiresAt: inHours(-1) };
    const actions = availableActions(listing, now);
    expect(actions).not.toContain('resume');
    expect(actions).toContain('reactivate');
    expect(statusBadge(listing, now)).toMatchObject({ label: 'Kuulutus on aegunud', tone: 'red' });
    expect(statusBadge({ status: 'inactive', expiresAt: inHours(5) }, now)).toMatchObject({
      label: 'Peatatud',
      tone: 'neutral',
    });
  });

  it('expired, completed and past-expiry listings can be reactivated', () => {
    for (const listing of [
      { status: 'expired', expiresAt: inHours(-30) },
      { status: 'completed', expiresAt: inHours(30) },
      { status: 'active', expiresAt: inHours(30), completedByUser: '2026-11-20T10:00:00Z' },
      { status: 'active', expiresAt: inHours(-2) },
    ]) {
      const actions = availableActions(listing, now);
      expect(actions, JSON.stringify(listing)).toContain('reactivate');
      expect(actions).not.toContain('complete');
    }
  });
});

describe('the status badge', () => {
  it('is orange with the relative time within 24 hours of expiry, green before', () => {
    const soon = statusBadge({ status: 'active', expiresAt: inHours(5) }, now);
    expect(soon.tone).toBe('orange');
    expect(soon.label).toMatch(/^Aegub .*5 tunni/);
    expect(statusBadge({ status: 'active', expiresAt: inHours(48) }, now)).toMatchObject({
      tone: 'green',
      label: 'Aktiivne',
    });
  });

  it('uses the spec labels for the ended states', () => {
    expect(statusBadge({ status: 'completed' }, now)).toMatchObject({ label: 'Lõpetatud', tone: 'neutral' });
    expect(statusBadge({ status: 'expired' }, now)).toMatchObject({ label: 'Aegunud', tone: 'red' });
    expect(statusBadge({ status: 'active', expiresAt: inHours(-1) }, now)).toMatchObject({
      label: 'Kuulutus on aegunud',
      tone: 'red',
    });
    expect(statusBadge({ status: 'active', expiresAt: null }, now).label).toBe('Aktiivne');
  });
});
