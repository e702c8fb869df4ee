import { hasPremiumAccess, type ContactAccess, type ContactTargetType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { contactAccessOf } from '../../policies/contact.policy';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import { findSubscriptionsOf, findUnlockedIds, findUsersWithAccessLog } from './contacts.repository';

/**
 * Who sees contact details (docs/product-rules.md), for one viewer or many: this gathers the facts the
 * rule needs (the viewer's plan, their access-log rows) in as few queries as it can, and
 * server/policies/contact.policy.ts `contactAccessOf` decides. Every answer that can carry
 * contact fields asks this first.
 */
export type AccessContext = { userId: string | null; hasAccess: boolean };

export async function accessContext(db: Db, viewer: Viewer | null, now = new Date()): Promise<AccessContext> {
  if (!viewer) return { userId: null, hasAccess: false };
  // The plan read with the session, when it was: the same rule on the same row, without a query.
  const hasAccess =
    viewer.plan === undefined
      ? await hasAccessNow(db, viewer.userId, now)
      : hasPremiumAccess(viewer.plan, now);
  return { userId: viewer.userId, hasAccess };
}

/** contactAccess for each item of one type, with one query for the access-log rows. */
export async function resolveAccess(
  db: Db,
  ctx: AccessContext,
  type: ContactTargetType,
  items: { id: string; ownerId: string }[],
): Promise<Map<string, ContactAccess>> {
  const result = new Map<string, ContactAccess>();
  if (!ctx.userId) {
    for (const item of items) result.set(item.id, 'locked');
    return result;
  }
  const others = items.filter((i) => i.ownerId !== ctx.userId).map((i) => i.id);
  const unlocked = ctx.hasAccess ? new Set<string>() : await findUnlockedIds(db, ctx.userId, type, others);
  for (const item of items) {
    result.set(item.id, decide(item.ownerId === ctx.userId, ctx.hasAccess, unlocked.has(item.id)));
  }
  return result;
}

/**
 * contactAccess of one item for many signed-in users at once, as a live event needs it for every
 * open stream: one query for which of them hold access, one for which have its access-log row,
 * however many users there are.
 */
export async function accessOfUsers(
  db: Db,
  type: ContactTargetType,
  item: { id: string; ownerId: string },
  userIds: Iterable<string>,
  now = new Date(),
): Promise<Map<string, ContactAccess>> {
  const users = [...new Set(userIds)];
  const others = users.filter((id) => id !== item.ownerId);
  const holders = new Set(
    (await findSubscriptionsOf(db, others)).filter((s) => hasPremiumAccess(s, now)).map((s) => s.userId),
  );
  const unlocked = await findUsersWithAccessLog(
    db,
    type,
    item.id,
    others.filter((id) => !holders.has(id)),
  );
  return new Map(
    users.map((id) => [id, decide(id === item.ownerId, holders.has(id), unlocked.has(id))] as const),
  );
}

const decide = (isOwner: boolean, holdsAccess: boolean, hasLogRow: boolean): ContactAccess =>
  contactAccessOf({ isOwner, holdsAccess, hasLogRow });

/** contactAccess of one item for one viewer: the same rule as the feeds use. */
export async function accessToItem(
  db: Db,
  ctx: AccessContext,
  type: ContactTargetType,
  item: { id: string; ownerId: string },
): Promise<ContactAccess> {
  return (await resolveAccess(db, ctx, type, [item])).get(item.id)!;
}
