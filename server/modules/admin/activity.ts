import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAction } from '@domain/admin-activity';
import { EXACT_SEARCH_TOTAL_LIMIT, EXACT_TOTAL_LIMIT } from '@domain/feeds';
import type { ActivityItem, ActivityQuery } from '@domain/contract/admin';
import type { Paged } from '@domain/pagination';
import type { BoundedCount } from '../../db/bounded-list';
import type { Db } from '../../db/client';
import { adminActivityLog, users } from '../../db/schema/index';
import type { Viewer } from '../../platform/auth/session';

type Executor = Pick<Db, 'insert'>;

export type ActivityEntry = {
  action: AdminAction;
  targetType: string;
  targetId: string | null;
  /**
   * `before` and `after` (the changed fields' old and new values) and what else identifies the
   * change (an e-mail, a listing's route); never a password, token or key.
   */
  details?: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } & Record<
    string,
    unknown
  >;
};

/**
 * Writes the activity row of an admin write. Call it with the transaction that makes the change, so
 * the change and its row commit (or fail) together (DECISIONS.md, "Every admin write").
 */
export async function recordActivity(tx: Executor, admin: Viewer, entry: ActivityEntry): Promise<void> {
  await tx.insert(adminActivityLog).values({
    adminId: admin.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
  });
}

const activityColumns = {
  id: adminActivityLog.id,
  action: adminActivityLog.action,
  adminId: adminActivityLog.adminId,
  adminEmail: users.email,
  targetType: adminActivityLog.targetType,
  targetId: adminActivityLog.targetId,
  details: adminActivityLog.details,
  createdAt: adminActivityLog.createdAt,
};

function present(row: {
  id: string;
  action: string;
  adminId: string | null;
  adminEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}): ActivityItem {
  return { ...row, action: row.action as AdminAction, createdAt: row.createdAt.toISOString() };
}

/** The newest `limit` entries (the dashboard's card). */
export async function latestActivity(db: Db, limit: number): Promise<ActivityItem[]> {
  const rows = await db
    .select(activityColumns)
    .from(adminActivityLog)
    .leftJoin(users, eq(users.id, adminActivityLog.adminId))
    .orderBy(desc(adminActivityLog.createdAt), desc(adminActivityLog.id))
    .limit(limit);
  return rows.map(present);
}

/** The days are Tallinn's: `from` from its midnight on, `to` up to the midnight after it. */
function activityWhere(query: Pick<ActivityQuery, 'action' | 'from' | 'to'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminActivityLog.action, query.action));
  if (query.from) {
    conditions.push(
      sql`${adminActivityLog.createdAt} >= (${query.from}::date)::timestamp at time zone 'Europe/Tallinn'`,
    );
  }
  if (query.to) {
    conditions.push(
      sql`${adminActivityLog.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'Europe/Tallinn'`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** GET /api/admin/activity: the log, newest first, a page at a time. */
export async function activityPage(db: Db, query: ActivityQuery): Promise<Paged<ActivityItem>> {
  const { page, pageSize } = query;
  const where = activityWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(activityColumns)
      .from(adminActivityLog)
      .leftJoin(users, eq(users.id, adminActivityLog.adminId))
      .where(where)
      .orderBy(desc(adminActivityLog.createdAt), desc(adminActivityLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(adminActivityLog).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page, pageSize };
}

/**
 * How far a back-office list counts (as the feeds do, domain/feeds.ts): up to 10 000 rows, 1 000 for
 * a search, whose every match is a "contains" check. A count that reaches it stops one row past it
 * (db/bounded-list.ts, which reads the lists' pages and totals).
 */
export function countLimitFor(q: string): number {
  return q ? EXACT_SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT;
}

/** A list's bounded count as the back office's answers spell it. */
export function boundedTotal(count: BoundedCount): { total: number; totalIsLowerBound: boolean } {
  return { total: count.total, totalIsLowerBound: count.lowerBound };
}
