import { describe, expect, it } from 'vitest';
import { mayAdminister, mayChangeAccount, mayDeleteOwnAccount } from './admin.policy';

describe('administering', () => {
  it('the admin role only; a visitor or a user is refused', () => {
    expect(mayAdminister({ isAdmin: true }).allowed).toBe(true);
    expect(mayAdminister({ isAdmin: false })).toEqual({ allowed: false, reason: 'ADMIN_REQUIRED' });
    expect(mayAdminister(null)).toEqual({ allowed: false, reason: 'ADMIN_REQUIRED' });
  });
});

describe("an admin's own account", () => {
  const admin = { userId: 'admin-1' };

  it('may not lose its admin role, be deleted or have its plan set by itself', () => {
    expect(mayChangeAccount(admin, 'admin-1', 'remove admin')).toEqual({
      allowed: false,
      reason: 'OWN_ADMIN_ROLE',
    });
    expect(mayChangeAccount(admin, 'admin-1', 'delete')).toEqual({
      allowed: false,
      reason: 'CANNOT_DELETE_SELF',
    });
    expect(mayChangeAccount(admin, 'admin-1', 'set plan')).toEqual({
      allowed: false,
      reason: 'OWN_SUBSCRIPTION',
    });
    // Asking for the role it has changes nothing.
    expect(mayChangeAccount(admin, 'admin-1', 'grant admin').allowed).toBe(true);
  });

  it("allows all of it on someone else's account", () => {
    for (const change of ['grant admin', 'remove admin', 'set plan', 'delete'] as const) {
      expect(mayChangeAccount(admin, 'user-2', change).allowed).toBe(true);
    }
  });
});

describe('deleting one’s own account from the settings', () => {
  it('is open to a user, not to an admin (as in the back office)', () => {
    expect(mayDeleteOwnAccount({ isAdmin: false })).toEqual({ allowed: true });
    expect(mayDeleteOwnAccount({ isAdmin: true })).toEqual({ allowed: false, reason: 'ADMIN_ACCOUNT' });
  });
});
