import { describe, expect, it } from 'vitest';
import {
  listingActions,
  mayDoListingAction,
  mayExpireListing,
  mayManageListing,
  mayViewListing,
} from './listing.policy';

const now = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const owner = { userId: 'owner', isAdmin: false, hasPremium: true };
const freeOwner = { ...owner, hasPremium: false };
const stranger = { userId: 'someone', isAdmin: false, hasPremium: true };
const admin = { userId: 'admin', isAdmin: true, hasPremium: false };
const listing = (fields: Record<string, unknown>) => ({ userId: 'owner', status: 'active', ...fields });

describe('what the owner may do', () => {
  it('a live listing can be confirmed, completed and paused, not resumed or reactivated', () => {
    expect(listingActions(owner, listing({ expiresAt: inHours(48) }), now)).toEqual({
      actions: ['confirm', 'complete', 'pause', 'edit', 'duplicate', 'saveTemplate', 'delete'],
      premiumOnly: [],
    });
  });

  it('a live listing in its last day may also be extended (reactivated)', () => {
    expect(listingActions(owner, listing({ expiresAt: inHours(23) }), now).actions).toEqual([
      'confirm',
      'complete',
      'pause',
      'reactivate',
      'edit',
      'duplicate',
      'saveTemplate',
      'delete',
    ]);
  });

  it('only the owner confirms, and only a running listing', () => {
    const live = listing({ expiresAt: inHours(48) });
    expect(mayDoListingAction(admin, live, 'confirm', now)).toEqual({ allowed: false, reason: 'NOT_OWNER' });
    expect(mayDoListingAction(stranger, live, 'confirm', now)).toEqual({
      allowed: false,
      reason: 'NOT_OWNER',
    });
    for (const fields of [
      { status: 'inactive', expiresAt: inHours(48) },
      { status: 'active', expiresAt: inHours(-1) },
      { status: 'active', expiresAt: inHours(48), completedByUser: true },
    ]) {
      expect(mayDoListingAction(owner, listing(fields), 'confirm', now)).toEqual({
        allowed: false,
        reason: 'INVALID_LISTING_STATE',
      });
    }
  });

  it('a paused listing with time left can be resumed or reactivated', () => {
    const { actions } = listingActions(owner, listing({ status: 'inactive', expiresAt: inHours(5) }), now);
    expect(actions).toEqual(['resume', 'reactivate', 'edit', 'duplicate', 'saveTemplate', 'delete']);
  });

  it('a paused listing past its expiry needs reactivating: resuming it says why', () => {
    const paused = listing({ status: 'inactive', expiresAt: inHours(-1) });
    expect(listingActions(owner, paused, now).actions).not.toContain('resume');
    expect(mayDoListingAction(owner, paused, 'resume', now)).toEqual({
      allowed: false,
      reason: 'LISTING_EXPIRED',
    });
  });

  it('expired, completed and past-expiry listings can be reactivated, never completed or paused', () => {
    for (const fields of [
      { status: 'expired', expiresAt: inHours(-30) },
      { status: 'completed', expiresAt: inHours(30), completedByUser: true },
      { status: 'active', expiresAt: inHours(30), completedByUser: true },
      { status: 'active', expiresAt: inHours(-2) },
    ]) {
      const { actions } = listingActions(owner, listing(fields), now);
      expect(actions, JSON.stringify(fields)).toContain('reactivate');
      expect(actions).not.toContain('complete');
      expect(actions).not.toContain('pause');
      expect(mayDoListingAction(owner, listing(fields), 'complete', now)).toEqual({
        allowed: false,
        reason: 'INVALID_LISTING_STATE',
      });
    }
  });

  it('completing a listing past its expiry is refused, as the menu never offered it', () => {
    expect(mayDoListingAction(owner, listing({ expiresAt: inHours(-1) }), 'complete', now).allowed).toBe(
      false,
    );
  });

  it('a free owner sees saving as a template as premium-only, in its place in the menu', () => {
    expect(listingActions(freeOwner, listing({ expiresAt: inHours(48) }), now)).toEqual({
      actions: ['confirm', 'complete', 'pause', 'edit', 'duplicate', 'delete'],
      premiumOnly: ['saveTemplate'],
    });
    expect(mayDoListingAction(freeOwner, listing({}), 'saveTemplate', now)).toEqual({
      allowed: false,
      reason: 'ACCESS_REQUIRED',
    });
  });

  it('someone else may do nothing; an admin may manage any listing', () => {
    const live = listing({ expiresAt: inHours(48) });
    expect(mayManageListing(stranger, live)).toEqual({ allowed: false, reason: 'NOT_OWNER' });
    expect(listingActions(stranger, live, now)).toEqual({ actions: [], premiumOnly: [] });
    expect(mayDoListingAction(admin, live, 'pause', now).allowed).toBe(true);
    expect(mayDoListingAction(admin, live, 'delete', now).allowed).toBe(true);
  });

  it('a deleted listing is not found for anybody, its owner and admins included', () => {
    const deleted = listing({ deletedAt: inHours(-1) });
    for (const viewer of [owner, admin]) {
      expect(mayManageListing(viewer, deleted)).toEqual({ allowed: false, reason: 'LISTING_NOT_FOUND' });
    }
  });
});

describe('who may see a listing', () => {
  it('a live one everybody, signed in or not', () => {
    expect(mayViewListing(null, listing({ expiresAt: inHours(1) }), now).allowed).toBe(true);
  });

  it('one that is not live only its owner and admins', () => {
    for (const fields of [{ status: 'inactive' }, { status: 'completed' }, { expiresAt: inHours(-1) }]) {
      const item = listing(fields);
      expect(mayViewListing(null, item, now).allowed).toBe(false);
      expect(mayViewListing(stranger, item, now).allowed).toBe(false);
      expect(mayViewListing(owner, item, now).allowed).toBe(true);
      expect(mayViewListing(admin, item, now).allowed).toBe(true);
    }
  });

  it('a live one withheld by moderation only its owner and admins', () => {
    const item = listing({ expiresAt: inHours(1) });
    expect(mayViewListing(null, item, now, true).allowed).toBe(false);
    expect(mayViewListing(stranger, item, now, true).allowed).toBe(false);
    expect(mayViewListing(owner, item, now, true).allowed).toBe(true);
    expect(mayViewListing(admin, item, now, true).allowed).toBe(true);
  });

  it('a deleted one nobody', () => {
    expect(mayViewListing(owner, listing({ deletedAt: inHours(-1) }), now).allowed).toBe(false);
  });
});

describe('mayExpireListing (the back office\'s "Aegunud")', () => {
  const running = listing({ expiresAt: inHours(48) });
  it('lets an admin end a running listing, and nobody else', () => {
    expect(mayExpireListing(admin, running, now)).toEqual({ allowed: true });
    expect(mayExpireListing(owner, running, now)).toEqual({ allowed: false, reason: 'NOT_OWNER' });
    expect(mayExpireListing(stranger, running, now)).toEqual({ allowed: false, reason: 'NOT_OWNER' });
  });
  it('refuses what is already out of the feeds, and a deleted listing', () => {
    for (const state of [{ status: 'inactive' }, { status: 'expired' }, { expiresAt: inHours(-1) }]) {
      expect(mayExpireListing(admin, listing(state), now)).toEqual({
        allowed: false,
        reason: 'INVALID_LISTING_STATE',
      });
    }
    expect(mayExpireListing(admin, listing({ deletedAt: now }), now)).toEqual({
      allowed: false,
      reason: 'LISTING_NOT_FOUND',
    });
  });
});
