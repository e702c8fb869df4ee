import type { ContactAccess } from '@domain/plans';
import { ALLOW, deny, type Decision } from './decision';

/**
 * Who sees contact details (docs/product-rules.md): the owner, an access holder (premium or an active
 * trial), or a user with an access-log row for that item. The admin role alone grants nothing
 * here: admins see contacts in the back office, and in the marketplace as any other user.
 * modules/contacts/contact-access.ts gathers these facts for one viewer or many and asks this.
 */
export function contactAccessOf(facts: {
  isOwner: boolean;
  holdsAccess: boolean;
  hasLogRow: boolean;
}): ContactAccess {
  if (facts.isOwner) return 'owner';
  if (facts.holdsAccess) return 'premium';
  return facts.hasLogRow ? 'unlocked' : 'locked';
}

/** Reading a contact: entitled, or 403 CONTACT_LOCKED. */
export const isEntitled = (access: ContactAccess): access is Exclude<ContactAccess, 'locked'> =>
  access !== 'locked';

/**
 * Whether the viewer may see a contact target (a listing or a directory company) exist at all:
 * live for everybody; not live (paused, expired, left the directory) only for its owner, an admin,
 * or a user who already holds an access-log row for it (paid or credited access is permanent).
 * Callers ask with `hasLogRow: false` first and look the row up only when that is denied.
 */
export function mayFindContactTarget(
  viewer: { userId: string; isAdmin: boolean },
  target: { live: boolean; ownerId: string },
  hasLogRow: boolean,
  /** Hidden by reports or its owner suspended (decision 0082): its owner's and admins' alone. */
  withheld = false,
): Decision<'NOT_FOUND'> {
  if (target.ownerId === viewer.userId || viewer.isAdmin) return ALLOW;
  if (withheld) return deny('NOT_FOUND');
  if (target.live || hasLogRow) return ALLOW;
  return deny('NOT_FOUND');
}

/** Spending a credit (or paying) for access: only on an item everybody can see right now. */
export function mayBuyAccess(target: { live: boolean }): Decision<'NOT_FOUND'> {
  return target.live ? ALLOW : deny('NOT_FOUND');
}
