import { describe, expect, it } from 'vitest';
import { contactAccessOf, isEntitled, mayBuyAccess, mayFindContactTarget } from './contact.policy';

describe('who sees a contact', () => {
  it('the owner first, then an access holder, then an access-log row; nobody else', () => {
    expect(contactAccessOf({ isOwner: true, holdsAccess: true, hasLogRow: true })).toBe('owner');
    expect(contactAccessOf({ isOwner: false, holdsAccess: true, hasLogRow: true })).toBe('premium');
    expect(contactAccessOf({ isOwner: false, holdsAccess: false, hasLogRow: true })).toBe('unlocked');
    expect(contactAccessOf({ isOwner: false, holdsAccess: false, hasLogRow: false })).toBe('locked');
  });

  it('everything but locked is entitled', () => {
    expect(['owner', 'premium', 'unlocked', 'locked'].map((a) => isEntitled(a as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('who may find a contact target', () => {
  const viewer = { userId: 'me', isAdmin: false };
  it('a live item everybody; one that is not live its owner, an admin or who holds its access', () => {
    expect(mayFindContactTarget(viewer, { live: true, ownerId: 'x' }, false).allowed).toBe(true);
    expect(mayFindContactTarget(viewer, { live: false, ownerId: 'x' }, false)).toEqual({
      allowed: false,
      reason: 'NOT_FOUND',
    });
    expect(mayFindContactTarget(viewer, { live: false, ownerId: 'me' }, false).allowed).toBe(true);
    expect(
      mayFindContactTarget({ ...viewer, isAdmin: true }, { live: false, ownerId: 'x' }, false).allowed,
    ).toBe(true);
    expect(mayFindContactTarget(viewer, { live: false, ownerId: 'x' }, true).allowed).toBe(true);
  });

  it('a withheld item (hidden by reports, its owner suspended) only its owner and an admin', () => {
    const live = { live: true, ownerId: 'x' };
    expect(mayFindContactTarget(viewer, live, false, true).allowed).toBe(false);
    // Even one who opened it before.
    expect(mayFindContactTarget(viewer, live, true, true).allowed).toBe(false);
    expect(mayFindContactTarget(viewer, { live: true, ownerId: 'me' }, false, true).allowed).toBe(true);
    expect(mayFindContactTarget({ ...viewer, isAdmin: true }, live, false, true).allowed).toBe(true);
  });

  it('access is bought only for a live item', () => {
    expect(mayBuyAccess({ live: true }).allowed).toBe(true);
    expect(mayBuyAccess({ live: false })).toEqual({ allowed: false, reason: 'NOT_FOUND' });
  });
});
