import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { userBlocks } from '../../db/schema/index';

type NewBlock = { userId: string; blockedUserId: string; label: string; labelKind: 'company' | 'route' };

/** One page of the user's hidden companies, the latest hidden first. */
export function findBlocks(db: Db, userId: string, limit: number, offset: number) {
  const b = userBlocks;
  return db
    .select({ id: b.id, label: b.label, labelKind: b.labelKind, createdAt: b.createdAt })
    .from(b)
    .where(eq(b.userId, userId))
    .orderBy(desc(b.createdAt), desc(b.id))
    .limit(limit)
    .offset(offset);
}

export async function countBlocks(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBlocks).where(eq(userBlocks.userId, userId));
  return row?.n ?? 0;
}

/**
 * Hides an owner unless the user hid `limit` others already, in one transaction that first locks
 * the user's row, so two at once cannot pass the limit together. Answers the block (the earlier one
 * when the owner was hidden already), or null at the limit.
 */
export async function insertBlock(db: Db, row: NewBlock, limit: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${row.userId} for update`);
    const b = userBlocks;
    const pair = and(eq(b.userId, row.userId), eq(b.blockedUserId, row.blockedUserId));
    const [already] = await tx.select().from(b).where(pair);
    if (already) return already;
    if ((await countBlocks(tx, row.userId)) >= limit) return null;
    const [inserted] = await tx.insert(b).values(row).returning();
    return inserted!;
  });
}

export async function deleteBlock(db: Db, userId: string, id: string) {
  await db.delete(userBlocks).where(and(eq(userBlocks.userId, userId), eq(userBlocks.id, id)));
}

/** The owners a user hid (at most BLOCK_LIMIT). */
export async function findHiddenOwners(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userBlocks.blockedUserId })
    .from(userBlocks)
    .where(eq(userBlocks.userId, userId));
  return rows.map((r) => r.id).sort();
}

/** The users who hid an owner (few: read by the owner's index). */
export async function findHidersOf(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userBlocks.userId })
    .from(userBlocks)
    .where(eq(userBlocks.blockedUserId, ownerId));
  return rows.map((r) => r.id);
}
