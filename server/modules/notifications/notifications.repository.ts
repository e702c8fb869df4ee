import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferencesValues = Omit<
  typeof notificationPreferences.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** One row per user: the whole set replaces what was stored. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: PreferencesValues,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ ...values, userId })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('notification preferences upsert returned no row');
  return row;
}
