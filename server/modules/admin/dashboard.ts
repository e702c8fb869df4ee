import { count, inArray, isNull, sql } from 'drizzle-orm';
import { DASHBOARD_ACTIVITY_COUNT, PERIOD_DAYS, type AdminPeriod } from '@domain/admin-activity';
import type { Overview } from '@domain/contract/admin';
import type { Db } from '../../db/client';
import { cargoListings, feedback, transportListings, users } from '../../db/schema/index';
import { latestActivity } from './activity';
import { countUndelivered } from './mail.repository';

const DAY_MS = 86_400_000;

/**
 * GET /api/admin/overview: users and listings, all and since the period started, feedback waiting
 * for an answer, the latest activity, and mail that could not be delivered. Deleted listings are not counted.
 */
export async function overview(db: Db, period: AdminPeriod, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
  const sinceSql = sql`${since.toISOString()}::timestamptz`;
  const countSince = async (table: typeof cargoListings | typeof transportListings) => {
    const [row] = await db
      .select({
        total: count(),
        since: sql<number>`count(*) filter (where ${table.createdAt} >= ${sinceSql})`.mapWith(Number),
      })
      .from(table)
      .where(isNull(table.deletedAt));
    return { total: row?.total ?? 0, since: row?.since ?? 0 };
  };
  const [usersRow, cargo, transport, [open], activity, mail] = await Promise.all([
    db
      .select({
        total: count(),
        since: sql<number>`count(*) filter (where ${users.createdAt} >= ${sinceSql})`.mapWith(Number),
      })
      .from(users)
      // A deleted account (anonymised, kept for its payment records) is no longer a user.
      .where(isNull(users.deletedAt)),
    countSince(cargoListings),
    countSince(transportListings),
    db
      .select({ n: count() })
      .from(feedback)
      .where(inArray(feedback.status, ['open', 'in_progress'])),
    latestActivity(db, DASHBOARD_ACTIVITY_COUNT),
    countUndelivered(db),
  ]);
  return {
    period,
    since: since.toISOString(),
    users: { total: usersRow[0]?.total ?? 0, since: usersRow[0]?.since ?? 0 },
    cargo,
    transport,
    openFeedback: open?.n ?? 0,
    activity,
    mail,
  };
}
