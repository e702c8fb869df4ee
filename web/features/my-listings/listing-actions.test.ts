import { describe, expect, it } from 'vitest';
import { allows, menuActions, statusBadge } from './listing-actions';

const now = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('what the menu offers', () => {
  it('the actions the server allows, in the menu order whatever order they came in', () => {
    expect(menuActions({ actions: ['delete', 'edit', 'pause', 'complete'], premiumOnly: [] })).toEqual([
      { action: 'complete', premiumOnly: false },
      { action: 'pause', premiumOnly: false },
      { action: 'edit', premiumOnly: false },
      { action: 'delete', premiumOnly: false },
    ]);
  });

  it('a premium-only action in its place, marked so the menu shows it disabled with why', () => {
    expect(menuActions({ actions: ['edit', 'delete'], premiumOnly: ['saveTemplate'] })).toEqual([
      { action: 'edit', premiumOnly: false },
      { action: 'saveTemplate', premiumOnly: true },
      { action: 'delete', premiumOnly: false },
    ]);
  });

  it('nothing the server did not name, and nothing unknown', () => {
    expect(menuActions({})).toEqual([]);
    expect(menuActions({ actions: ['fly'], premiumOnly: [] })).toEqual([]);
    expect(allows({ actions: ['reactivate'] }, 'reactivate')).toBe(true);
    expect(allows({ premiumOnly: ['reactivate'] }, 'reactivate')).toBe(false);
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
