import { count, desc, eq } from 'drizzle-orm';
import type { AdminAction } from '@domain/admin-activity';
import type { ActivityItem } from '@domain/contract/admin';
import type { Paged } from '@domain/pagination';
import type { Db } from '../../db/client';
import { adminActivityLog, users } from '../../db/schema/index';
import type { Viewer } from '../../platform/auth/session';

type Executor = Pick<Db, 'insert'>;

export type ActivityEntry = {
  action: AdminAction;
  targetType: string;
  targetId: string;
  /** Old and new values and what else identifies the change; never a password, token or key. */
  details?: Record<string, unknown>;
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

/** GET /api/admin/activity: the whole log, newest first, a page at a time. */
export async function activityPage(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<ActivityItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(activityColumns)
      .from(adminActivityLog)
      .leftJoin(users, eq(users.id, adminActivityLog.adminId))
      .orderBy(desc(adminActivityLog.createdAt), desc(adminActivityLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(adminActivityLog),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page, pageSize };
}
