import { tallinnMonthStart, type Credits } from '@domain/credits';
import { availableCredits } from '@domain/plans';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessContext } from '../contacts/contact-access';
import { ensureCurrentCredits, spendOneCredit, type CreditsRow } from './credits.repository';

export function presentCredits(row: CreditsRow, unlimited: boolean): Credits {
  return {
    monthlyCredits: row.monthlyCredits,
    creditsUsed: row.creditsUsed,
    bonusCredits: row.bonusCredits,
    available: availableCredits(row.monthlyCredits, row.creditsUsed, row.bonusCredits),
    unlimited,
    lastResetDate: row.lastResetDate.toISOString(),
  };
}

/** The month's credits (reset on first use in a new Tallinn month), creating the row if needed. */
export async function currentCredits(db: DbOrTx, userId: string, now = new Date()): Promise<CreditsRow> {
  return ensureCurrentCredits(db, userId, tallinnMonthStart(now), now);
}

/** GET /api/me/credits: the viewer's month, unlimited for access holders (premium or a trial). */
export async function myCredits(db: Db, viewer: Viewer, now = new Date()): Promise<Credits> {
  const [row, ctx] = await Promise.all([
    currentCredits(db, viewer.userId, now),
    accessContext(db, viewer, now),
  ]);
  return presentCredits(row, ctx.hasAccess);
}

/**
 * Spends one credit (the month's first, then an extra one), inside the caller's transaction. Undefined when none is left
 * (the caller rolls back whatever it wrote for the spend).
 */
export async function spendCredit(tx: Tx, userId: string, now = new Date()): Promise<CreditsRow | undefined> {
  await currentCredits(tx, userId, now);
  return spendOneCredit(tx, userId, now);
}
