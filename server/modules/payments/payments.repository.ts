import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { creditTransactions, paymentEvents, users } from '../../db/schema/index';

export type TransactionRow = typeof creditTransactions.$inferSelect;

type Checkout = {
  userId: string;
  amount: number;
  currency: string;
  listingType: string;
  listingId: string;
  provider: string;
  providerRef: string;
};

/** pending with an end: the checkout a buyer can still pay (legacy rows have no expires_at). */
const open = sql`${creditTransactions.status} = 'pending' and ${creditTransactions.expiresAt} is not null`;

/**
 * The checkout as started: a pending row with its URL and end. False when the buyer already has
 * an open checkout for the item (a parallel start won the unique index); nothing is written then.
 */
export async function insertOpenCheckout(
  db: Db,
  c: Checkout & { checkoutUrl: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(creditTransactions)
    .values({ ...c, kind: 'contact_unlock', status: 'pending' })
    .onConflictDoNothing({
      target: [creditTransactions.userId, creditTransactions.listingType, creditTransactions.listingId],
      where: open,
    })
    .returning({ id: creditTransactions.id });
  return rows.length > 0;
}

/** The buyer's open checkout for the item, if any (at most one: the unique index). */
export async function findOpenCheckout(
  db: Db,
  userId: string,
  listingType: string,
  listingId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        eq(creditTransactions.listingType, listingType),
        eq(creditTransactions.listingId, listingId),
        open,
      ),
    );
  return row;
}

export async function findTransaction(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.provider, provider), eq(creditTransactions.providerRef, providerRef)));
  return row;
}

/**
 * pending (or not yet written) -> completed, with the confirmed amount. True only for the call
 * that made the change; a completed or failed row is left as it is.
 */
export async function completeTransaction(db: DbOrTx, c: Checkout): Promise<boolean> {
  const rows = await db
    .insert(creditTransactions)
    .values({ ...c, kind: 'contact_unlock', status: 'completed' })
    .onConflictDoUpdate({
      target: [creditTransactions.provider, creditTransactions.providerRef],
      set: { status: 'completed', amount: sql`excluded.amount`, currency: sql`excluded.currency` },
      setWhere: sql`${creditTransactions.status} = 'pending'`,
    })
    .returning({ id: creditTransactions.id });
  return rows.length > 0;
}

/** A completed payment that granted nothing new: flagged for a refund; answers the row id. */
export async function markDuplicate(db: DbOrTx, provider: string, providerRef: string): Promise<string> {
  const [row] = await db
    .update(creditTransactions)
    .set({ duplicate: true })
    .where(and(eq(creditTransactions.provider, provider), eq(creditTransactions.providerRef, providerRef)))
    .returning({ id: creditTransactions.id });
  return row!.id;
}

/** pending -> failed (cancelled, expired, async payment failed); true when it changed. */
export async function failTransaction(db: Db, provider: string, providerRef: string): Promise<boolean> {
  const rows = await db
    .update(creditTransactions)
    .set({ status: 'failed' })
    .where(
      and(
        eq(creditTransactions.provider, provider),
        eq(creditTransactions.providerRef, providerRef),
        eq(creditTransactions.status, 'pending'),
      ),
    )
    .returning({ id: creditTransactions.id });
  return rows.length > 0;
}

/** Records a webhook event id; false when it was recorded before (a replay). */
export async function recordEvent(
  db: DbOrTx,
  e: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(e)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}
