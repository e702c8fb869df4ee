import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactAccessLog, subscribers } from '../../db/schema/index';

export async function findSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row;
}

/** Of `ids`, those the user holds an access-log row for. */
export async function findUnlockedIds(
  db: Db,
  userId: string,
  type: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contactAccessLog.listingId })
    .from(contactAccessLog)
    .where(
      and(
        eq(contactAccessLog.userId, userId),
        eq(contactAccessLog.listingType, type),
        inArray(contactAccessLog.listingId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
