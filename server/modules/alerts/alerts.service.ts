import { and, count, eq, gte } from 'drizzle-orm';
import type { AlertActivity } from '@domain/contract/alerts';
import type { Db } from '../../db/client';
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
