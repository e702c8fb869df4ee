import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FeedbackStatus, FeedbackType } from '@domain/feedback';
import { likeContains } from '@domain/feeds';
import type { Db, DbOrTx } from '../../db/client';
import { feedback, users } from '../../db/schema/index';

export type SupportFilters = { type?: FeedbackType; status?: FeedbackStatus; q: string };

// The account's e-mail now; the one it was sent with once the account is gone.
const email = sql<string>`coalesce(${users.email}, ${feedback.email})`;

const columns = {
  id: feedback.id,
  type: feedback.type,
  subject: feedback.subject,
  message: feedback.message,
  email,
  priority: feedback.priority,
  status: feedback.status,
  createdAt: feedback.createdAt,
};

export type SupportRow = {
  id: string;
  type: string;
  subject: string;
  message: string;
  email: string;
  priority: string;
  status: string;
  createdAt: Date;
};

function supportWhere(f: SupportFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.type) conditions.push(eq(feedback.type, f.type));
  if (f.status) conditions.push(eq(feedback.status, f.status));
  if (f.q) {
    const like = likeContains(f.q);
    conditions.push(
      sql`(lower(${feedback.subject}) like ${like} or lower(${feedback.email}) like ${like}
        or lower(${users.email}) like ${like})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the support queue, newest first, and how many match. */
export async function findSupportPage(
  db: Db,
  filters: SupportFilters,
  limit: number,
  offset: number,
): Promise<{ rows: SupportRow[]; total: number }> {
  const where = supportWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One item, locked until the transaction ends, so two status changes at once are told apart. */
export async function lockSupportRow(tx: DbOrTx, id: string): Promise<SupportRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .for('update', { of: feedback });
  return row;
}

export async function updateSupportStatus(tx: DbOrTx, id: string, status: FeedbackStatus): Promise<void> {
  await tx.update(feedback).set({ status, updatedAt: new Date() }).where(eq(feedback.id, id));
}
