import { tallinnMonthStart, type Credits } from '@domain/credits';
import { availableCredits } from '@domain/plans';
import type { Db } from '../../db/client';
import { ensureCurrentCredits, spendOneCredit, type CreditsRow } from './credits.repository';

export function presentCredits(row: CreditsRow, unlimited: boolean): Credits {
  return {
    monthlyCredits: row.monthlyCredits,
    creditsUsed: row.creditsUsed,
    available: availableCredits(row.monthlyCredits, row.creditsUsed),
    unlimited,
    lastResetDate: row.lastResetDate.toISOString(),
  };
}

/** The month's credits (reset on first use in a new Tallinn month), creating the row if needed. */
export async function currentCredits(db: Db, userId: string, now = new Date()): Promise<CreditsRow> {
  return ensureCurrentCredits(db, userId, tallinnMonthStart(now), now);
}

/**
 * Spends one of this month's credits, inside the caller's transaction. Undefined when none is left
 * (the caller rolls back whatever it wrote for the spend).
 */
export async function spendCredit(tx: Db, userId: string, now = new Date()): Promise<CreditsRow | undefined> {
  await currentCredits(tx, userId, now);
  return spendOneCredit(tx, userId, now);
}
