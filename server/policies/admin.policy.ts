import { ALLOW, deny, type Decision } from './decision';

/** The back office (maintenance switch so far) and writes during maintenance: the admin role only. */
export function mayAdminister(viewer: { isAdmin: boolean } | null): Decision<'ADMIN_REQUIRED'> {
  return viewer?.isAdmin ? ALLOW : deny('ADMIN_REQUIRED');
}

/** What the back office does to an account: the admin role given or taken, the plan set, deletion. */
export type AccountChange = 'grant admin' | 'remove admin' | 'set plan' | 'delete';

/**
 * What an admin may not do to their own account: remove their own admin role (there would be nobody
 * to give it back if they were the last), delete it, or set their own plan (premium opens every
 * contact: an admin would grant it to themselves without paying). Another admin may do all three.
 */
export function mayChangeAccount(
  admin: { userId: string },
  accountId: string,
  change: AccountChange,
): Decision<'OWN_ADMIN_ROLE' | 'OWN_SUBSCRIPTION' | 'CANNOT_DELETE_SELF'> {
  if (accountId !== admin.userId) return ALLOW;
  if (change === 'remove admin') return deny('OWN_ADMIN_ROLE');
  if (change === 'set plan') return deny('OWN_SUBSCRIPTION');
  if (change === 'delete') return deny('CANNOT_DELETE_SELF');
  return ALLOW;
}

/**
 * Whether a user may delete their own account from the settings (decision 0042): anyone but an
 * admin, for the reason an admin cannot delete their own account in the back office.
 */
export function mayDeleteOwnAccount(viewer: { isAdmin: boolean }): Decision<'ADMIN_ACCOUNT'> {
  return viewer.isAdmin ? deny('ADMIN_ACCOUNT') : ALLOW;
}
