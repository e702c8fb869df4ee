import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, receipts, users } from '../../db/schema/index';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'seq' | 'createdAt'>;

/**
 * The receipt of one payment, once: a second call for the same provider and ref (a replayed
 * confirmation) writes nothing and answers undefined. With the buyer's address, for the mail.
 */
export async function insertReceipt(
  db: DbOrTx,
  receipt: NewReceipt,
): Promise<(ReceiptRow & { email: string; language: string | null }) | undefined> {
  const [row] = await db.insert(receipts).values(receipt).onConflictDoNothing().returning();
  if (!row) return undefined;
  const [user] = await db
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, row.userId));
  return { ...row, email: user?.email ?? '', language: user?.language ?? null };
}

/** A user's receipts, newest first. */
export async function listReceipts(db: DbOrTx, userId: string): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.paidAt), desc(receipts.seq))
    .limit(500);
}
