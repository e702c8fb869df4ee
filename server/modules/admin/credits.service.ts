import { ADMIN_MESSAGES } from '@domain/admin-messages';
import type { AdminAction } from '@domain/admin-activity';
import type {
  AdminCreditItem,
  AdminCredits,
  AdminCreditsQuery,
  CreditChangeBody,
} from '@domain/contract/admin-credits';
import { applyCreditChange, changesNothing, tallinnMonthStart } from '@domain/credits';
import { availableCredits } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { conflict, notFound } from '../../platform/errors';
import { currentCredits } from '../credits/credits.service';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import { recordActivity } from './activity';
import {
  findCreditFigures,
  findCreditPage,
  findLiveUser,
  lockCredits,
  writeCredits,
  type CreditListRow,
} from './credits.repository';

function present(row: CreditListRow): AdminCreditItem {
  return { ...row, lastResetDate: row.lastResetDate?.toISOString() ?? null };
}

/**
 * GET /api/admin/credits: the figures and a page of the users' months. Reading applies the monthly
 * reset without writing it (a GET changes nothing; the row is reset at the user's next use, as
 * always): a month last reset in an earlier Tallinn month shows none used.
 */
export async function creditsPage(db: Db, query: AdminCreditsQuery, now = new Date()): Promise<AdminCredits> {
  const monthStart = tallinnMonthStart(now);
  const [{ rows, total }, figures] = await Promise.all([
    findCreditPage(db, query, now, monthStart),
    findCreditFigures(db, now, monthStart),
  ]);
  return { items: rows.map(present), total, page: query.page, pageSize: query.pageSize, figures };
}

const ACTIONS: Record<CreditChangeBody['operation'], AdminAction> = {
  add: 'credits_added',
  remove: 'credits_removed',
  reset: 'credits_reset',
};

/**
 * POST /api/admin/credits/{userId}: add, remove or reset a free user's credits, with its activity row
 * in the same transaction. Add gives the month's used credits back and grants the rest as extra
 * credits, kept until spent (decision 0044), so it always changes something. A change that would
 * change nothing (remove with none left, reset of a month already at its start) is refused with its
 * reason (409 CREDITS_UNCHANGED) and not logged. An access holder spends no credits, so there is
 * nothing to edit: 409. A user without a credits row gets one (this month's, none used) first.
 */
export async function changeCredits(
  db: Db,
  admin: Viewer,
  userId: string,
  change: CreditChangeBody,
  now = new Date(),
): Promise<AdminCreditItem> {
  return db.transaction(async (tx) => {
    const user = await findLiveUser(tx, userId);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'USER_NOT_FOUND');
    if (await hasAccessNow(tx, userId, now))
      throw conflict(ADMIN_MESSAGES.creditsAccessHolder, 'ACCESS_HOLDER');
    await currentCredits(tx, userId, now);
    const before = await lockCredits(tx, userId);
    const next = applyCreditChange(before, change);
    if (changesNothing(before, next)) {
      throw conflict(
        change.operation === 'reset'
          ? ADMIN_MESSAGES.creditsAlreadyReset
          : ADMIN_MESSAGES.creditsNothingToRemove,
        'CREDITS_UNCHANGED',
      );
    }
    const after = await writeCredits(
      tx,
      userId,
      change.operation === 'reset' ? { ...next, lastResetDate: now } : next,
      now,
    );
    const counts = (row: typeof before) => ({
      monthlyCredits: row.monthlyCredits,
      creditsUsed: row.creditsUsed,
      bonusCredits: row.bonusCredits,
    });
    const available = (row: typeof before) =>
      availableCredits(row.monthlyCredits, row.creditsUsed, row.bonusCredits);
    await recordActivity(tx, admin, {
      action: ACTIONS[change.operation],
      targetType: 'user',
      targetId: userId,
      details: {
        label: user.email,
        user_email: user.email,
        operation: change.operation,
        ...(change.operation === 'reset' ? {} : { amount: change.amount }),
        previous_credits: available(before),
        new_credits: available(after),
        before: counts(before),
        after: counts(after),
      },
    });
    return present({
      userId,
      email: user.email,
      plan: 'free',
      monthlyCredits: after.monthlyCredits,
      creditsUsed: after.creditsUsed,
      bonusCredits: after.bonusCredits,
      available: available(after),
      lastResetDate: after.lastResetDate,
      resetDue: false,
    });
  });
}
