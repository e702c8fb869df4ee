import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}
