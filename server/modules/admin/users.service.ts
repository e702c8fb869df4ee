import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { MESSAGES } from '@domain/messages';
import type { FastifyBaseLogger } from 'fastify';
import {
  isFutureEnd,
  type AdminSubscriptionChange,
  type AdminUser,
  type AdminUsersQuery,
} from '@domain/contract/admin-users';
import type { Paged } from '@domain/pagination';
import { hasPremiumAccess } from '@domain/plans';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { mayChangeAccount, mayDeleteOwnAccount, type AccountChange } from '../../policies/admin.policy';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments/provider';
import { cancelPaidSubscriptionNow } from '../subscriptions/billing.service';
import {
  endAccessNow,
  grantPremiumWithoutPayment,
  subscriptionForAdmin,
} from '../subscriptions/subscriptions.service';
import { recordActivity, boundedTotal } from './activity';
import {
  anonymiseUser,
  findUserPage,
  findUserRow,
  lockUser,
  lockUserAndActor,
  writeAdminRole,
  type AdminUserRow,
} from './users.repository';

export type UsersContext = { db: Db; provider: PaymentProvider; log: FastifyBaseLogger };

const userNotFound = () => notFound(ADMIN_MESSAGES.userNotFound, 'USER_NOT_FOUND');

const OWN_ACCOUNT_MESSAGES = {
  OWN_ADMIN_ROLE: ADMIN_MESSAGES.cannotRemoveOwnAdminRole,
  OWN_SUBSCRIPTION: ADMIN_MESSAGES.cannotChangeOwnPlan,
  CANNOT_DELETE_SELF: ADMIN_MESSAGES.cannotDeleteSelf,
};

/** 409 with the reason when the policy keeps an admin from doing `change` to the account `id` (their own). */
function requireMayChange(admin: Viewer, id: string, change: AccountChange) {
  const decision = mayChangeAccount(admin, id, change);
  if (!decision.allowed) throw conflict(OWN_ACCOUNT_MESSAGES[decision.reason], decision.reason);
}

function presentUser(row: AdminUserRow, viewer: Viewer, now: Date): AdminUser {
  const subscriptionRunning = !!row.subscribed && !!row.subscriptionEnd && row.subscriptionEnd > now;
  const trialRunning = !!row.isTrial && !!row.trialEnd && row.trialEnd > now;
  const end = subscriptionRunning ? row.subscriptionEnd : trialRunning ? row.trialEnd : null;
  return {
    id: row.id,
    email: row.email,
    contactPerson: row.contactPerson,
    companyName: row.companyName,
    role: row.isAdmin ? 'admin' : 'user',
    subscription: {
      tier: subscriptionRunning ? 'premium' : 'free',
      isTrial: trialRunning,
      end: end?.toISOString() ?? null,
      access: hasPremiumAccess(row, now),
      grantedByAdmin: subscriptionRunning && !row.paymentSubscriptionId,
    },
    cargoCount: row.cargoCount,
    transportCount: row.transportCount,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === viewer.userId,
    suspended: row.suspended,
  };
}

async function presentUserById(db: DbOrTx, viewer: Viewer, id: string, now: Date): Promise<AdminUser> {
  const row = await findUserRow(db, id);
  if (!row) throw userNotFound();
  return presentUser(row, viewer, now);
}

/** GET /api/admin/users: a page of the users who are not deleted, newest first, searched and filtered in SQL. */
export async function listUsers(
  db: Db,
  viewer: Viewer,
  query: AdminUsersQuery,
  now = new Date(),
): Promise<Paged<AdminUser> & { totalIsLowerBound: boolean }> {
  const { rows, count } = await findUserPage(db, query, now);
  return {
    items: rows.map((row) => presentUser(row, viewer, now)),
    ...boundedTotal(count),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * PUT /api/admin/users/{id}/role: adds or removes the admin row. An admin cannot remove their own
 * role (there would be nobody to give it back if they were the last). A request that changes nothing
 * answers the user as they are and logs nothing.
 */
export async function setAdminRole(
  db: Db,
  admin: Viewer,
  id: string,
  wanted: boolean,
  now = new Date(),
): Promise<AdminUser> {
  requireMayChange(admin, id, wanted ? 'grant admin' : 'remove admin');
  await db.transaction(async (tx) => {
    const { user, actorIsAdmin } = await lockUserAndActor(tx, id, admin.userId);
    if (!actorIsAdmin) throw adminRequired();
    if (!user) throw userNotFound();
    if (user.isAdmin === wanted) return;
    await writeAdminRole(tx, id, wanted);
    const role = (isAdmin: boolean) => ({ role: isAdmin ? 'admin' : 'user' });
    await recordActivity(tx, admin, {
      action: 'role_updated',
      targetType: 'user',
      targetId: id,
      details: { label: user.email, before: role(user.isAdmin), after: role(wanted) },
    });
  });
  return presentUserById(db, admin, id, now);
}

/** What the activity log keeps of a plan: its kind and when it ends. */
function planSummary(state: {
  tier: string;
  isTrial: boolean;
  trialEnd: string | null;
  subscriptionEnd: string | null;
  subscribed: boolean;
}) {
  const end = state.subscribed ? state.subscriptionEnd : state.isTrial ? state.trialEnd : null;
  return { tier: state.tier, isTrial: state.isTrial, end };
}

/**
 * PUT /api/admin/users/{id}/subscription (DECISIONS.md, "Subscriptions and billing"). Free ends a
 * running trial and subscription at once; a paid subscription is cancelled at the provider first, so
 * a refusal there changes nothing here. Premium runs until `end` without a payment; it is refused
 * while a paid subscription runs (that one is the provider's to end: set free first). A trial is not
 * given here. An admin's own plan is not theirs to set (policies/admin.policy.ts): 409 OWN_SUBSCRIPTION.
 */
export async function setSubscription(
  ctx: UsersContext,
  admin: Viewer,
  id: string,
  change: AdminSubscriptionChange,
  now = new Date(),
): Promise<AdminUser> {
  requireMayChange(admin, id, 'set plan');
  const end = change.tier === 'premium' ? new Date(change.end) : null;
  if (end && !isFutureEnd(end, now)) throw badRequest(ADMIN_MESSAGES.endDateInPast, 'end');
  if (!(await findUserRow(ctx.db, id))) throw userNotFound();

  const current = await subscriptionForAdmin(ctx.db, id, now);
  if (end && current.paidSubscriptionId) {
    throw conflict(ADMIN_MESSAGES.paidSubscriptionRunning, 'PAID_SUBSCRIPTION');
  }
  // Read before the provider is asked: the demo provider's cancellation writes the stored row itself.
  const before = planSummary(current.state);
  if (!end && current.paidSubscriptionId) await cancelPaidSubscriptionNow(ctx, current.paidSubscriptionId);

  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw userNotFound();
    if (end) await grantPremiumWithoutPayment(tx, { userId: id, email: user.email }, end, now);
    else await endAccessNow(tx, id, now);
    const after = planSummary((await subscriptionForAdmin(tx, id, now)).state);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recordActivity(tx, admin, {
      action: 'subscription_updated',
      targetType: 'user',
      targetId: id,
      details: { label: user.email, before, after },
    });
  });
  return presentUserById(ctx.db, admin, id, now);
}

/**
 * DELETE /api/admin/users/{id} (DECISIONS.md, "Deleting a user"): in one transaction the account is
 * anonymised so it can no longer sign in and its address can sign up again, its listings leave every
 * feed (the triggers announce the removals) and its access ends; payment records stay with it. A
 * paid subscription is cancelled at the provider after the commit: the account is gone either way,
 * and a failure there is logged for a person to finish.
 */
export async function deleteUser(
  ctx: UsersContext,
  admin: Viewer,
  id: string,
  now = new Date(),
): Promise<void> {
  requireMayChange(admin, id, 'delete');
  await deleteAccount(ctx, { actor: admin, id, action: 'user_deleted' }, now, async (tx) => {
    const { user, actorIsAdmin } = await lockUserAndActor(tx, id, admin.userId);
    if (!actorIsAdmin) throw adminRequired();
    return user;
  });
}

/**
 * DELETE /api/me: a user deletes their own account, by the same rule and the same steps as an
 * admin's deletion (decision 0042), logged as `account_deleted`. An admin cannot, as in the back
 * office (policies/admin.policy.ts): another admin removes the role first.
 */
export async function deleteOwnAccount(ctx: UsersContext, viewer: Viewer, now = new Date()): Promise<void> {
  const decision = mayDeleteOwnAccount(viewer);
  if (!decision.allowed) throw conflict(MESSAGES.privacy.adminCannotDeleteOwnAccount, decision.reason);
  await deleteAccount(
    ctx,
    { actor: viewer, id: viewer.userId, action: 'account_deleted' },
    now,
    async (tx) => {
      const user = await lockUser(tx, viewer.userId);
      // The role may have been given since the request began.
      if (user?.isAdmin) throw conflict(MESSAGES.privacy.adminCannotDeleteOwnAccount, 'ADMIN_ACCOUNT');
      return user;
    },
  );
}

/** The one deletion of an account: `lock` finds and locks it (and checks the actor). */
async function deleteAccount(
  ctx: UsersContext,
  who: { actor: Viewer; id: string; action: 'user_deleted' | 'account_deleted' },
  now: Date,
  lock: (tx: Tx) => Promise<Awaited<ReturnType<typeof lockUser>>>,
): Promise<void> {
  const { actor, id, action } = who;
  const paidSubscriptionId = await ctx.db.transaction(async (tx) => {
    const user = await lock(tx);
    if (!user) throw userNotFound();
    const { state, paidSubscriptionId } = await subscriptionForAdmin(tx, id, now);
    await endAccessNow(tx, id, now);
    await anonymiseUser(tx, id, now);
    await recordActivity(tx, actor, {
      action,
      targetType: 'user',
      targetId: id,
      details: {
        label: user.email,
        before: { email: user.email, role: user.isAdmin ? 'admin' : 'user', ...planSummary(state) },
        after: null,
      },
    });
    return paidSubscriptionId;
  });
  if (paidSubscriptionId) {
    try {
      await cancelPaidSubscriptionNow(ctx, paidSubscriptionId);
    } catch {
      ctx.log.error(
        { user: id, subscription: paidSubscriptionId },
        'deleted user: the paid subscription is still running at the provider, cancel it there',
      );
    }
  }
}
