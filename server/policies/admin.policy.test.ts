import { describe, expect, it } from 'vitest';
import { mayAdminister } from './admin.policy';

describe('administering', () => {
  it('the admin role only; a visitor or a user is refused', () => {
    expect(mayAdminister({ isAdmin: true }).allowed).toBe(true);
    expect(mayAdminister({ isAdmin: false })).toEqual({ allowed: false, reason: 'ADMIN_REQUIRED' });
    expect(mayAdminister(null)).toEqual({ allowed: false, reason: 'ADMIN_REQUIRED' });
  });
});
