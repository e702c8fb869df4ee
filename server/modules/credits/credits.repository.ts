import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { FREE_MONTHLY_CREDITS } from '@domain/plans';
import type { DbOrTx } from '../../db/client';
import { userCredits } from '../../db/schema/index';

export type CreditsRow = typeof userCredits.$inferSelect;

/**
 * The user's credits row after the monthly reset, created (3 a month, none used) on first use.
 * Each statement is atomic on its own: parallel callers create one row and reset it once (the
 * reset's condition is re-checked on the row a concurrent reset already updated).
 */
export async function ensureCurrentCredits(
  db: DbOrTx,
  userId: string,
  monthStart: Date,
  now: Date,
): Promise<CreditsRow> {
  const [created] = await db
    .insert(userCredits)
    .values({
      userId,
      monthlyCredits: FREE_MONTHLY_CREDITS,
      creditsUsed: 0,
      lastResetDate: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: userCredits.userId })
    .returning();
  if (created) return created;
  const [reset] = await db
    .update(userCredits)
    .set({ creditsUsed: 0, lastResetDate: now, updatedAt: now })
    .where(and(eq(userCredits.userId, userId), lt(userCredits.lastResetDate, monthStart)))
    .returning();
  if (reset) return reset;
  const [row] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row!;
}

/**
 * Spends one credit if one is left: the month's first (they end with the month), then an extra one an
 * admin granted (kept until spent, decision 0044). One UPDATE whose condition is evaluated on the
 * locked row, so parallel spends can never take credits_used past monthly_credits nor the extra
 * credits below 0 (the check constraints are the backstop). Undefined when none is left.
 */
export async function spendOneCredit(db: DbOrTx, userId: string, now: Date): Promise<CreditsRow | undefined> {
  const monthLeft = sql`${userCredits.creditsUsed} < ${userCredits.monthlyCredits}`;
  const [row] = await db
    .update(userCredits)
    .set({
      creditsUsed: sql`case when ${monthLeft} then ${userCredits.creditsUsed} + 1 else ${userCredits.creditsUsed} end`,
      bonusCredits: sql`case when ${monthLeft} then ${userCredits.bonusCredits} else ${userCredits.bonusCredits} - 1 end`,
      updatedAt: now,
    })
    .where(and(eq(userCredits.userId, userId), or(monthLeft, gt(userCredits.bonusCredits, 0))))
    .returning();
  return row;
}
