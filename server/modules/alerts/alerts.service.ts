import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AlertActivity } from '@domain/contract/alerts';
import { queryRows, type Db } from '../../db/client';
import { alertMatches, notificationPreferences } from '../../db/schema/index';

/** The unsubscribe link: alerts off, filters kept (switching them on again restores everything). */
export async function switchAlertsOff(db: Db, userId: string): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ isEnabled: false, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}

const WEEK_MS = 7 * 24 * 3_600_000;

/** When the last alert went out, and how many items matched in the last 7 days. */
export async function alertActivity(db: Db, userId: string, now = new Date()): Promise<AlertActivity> {
  const [prefs] = await db
    .select({ lastSentAt: notificationPreferences.lastAlertSentAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [matched] = await db
    .select({ n: count() })
    .from(alertMatches)
    .where(
      and(eq(alertMatches.userId, userId), gte(alertMatches.matchedAt, new Date(now.getTime() - WEEK_MS))),
    );
  return { lastSentAt: prefs?.lastSentAt?.toISOString() ?? null, matchedLast7Days: matched?.n ?? 0 };
}

/**
 * How long a match is kept (docs/decisions/0057): longer than a listing can stay in one
 * publication (30 days, the longest duration; a pause resumed within it must not alert again),
 * which also covers the daily digest, a delivery's three days of retries and the settings' count of
 * the last 7 days.
 */
const ALERT_MATCHES_KEPT_DAYS = 35;

const PRUNE_CHUNK = 10_000;

/**
 * Removes the matches older than ALERT_MATCHES_KEPT_DAYS, 10 000 rows a statement (each its own
 * transaction, so no long lock and no long-held snapshot), found by the BRIN index on matched_at.
 * An item matched again after that (a listing reactivated weeks later, a company that rejoins the
 * directory) alerts again. Answers how many went.
 */
export async function pruneAlertMatches(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - ALERT_MATCHES_KEPT_DAYS * 24 * 3_600_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
          delete from alert_matches where (user_id, item_type, item_id) in (
            select user_id, item_type, item_id from alert_matches
            where matched_at < ${horizon}::timestamptz limit ${PRUNE_CHUNK})
          returning 1
        ) select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    removed += n;
    if (n < PRUNE_CHUNK) return removed;
  }
}
