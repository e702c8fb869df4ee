import { TZDate } from '@date-fns/tz';
import type { AlertFrequency } from './contract/notifications';
import { TALLINN_TIME_ZONE } from './format';

/**
 * When a user's alert mail goes out (../shared/spec/DECISIONS.md "Alerts"): instant alerts at once
 * but at most one mail per 10 minutes, hourly digests at the full hour, daily ones at 07:00 in
 * Tallinn. Pure, so the clock is whatever the caller says.
 */

const INSTANT_SPACING_MS = 10 * 60_000;
const DAILY_DIGEST_HOUR = 7;

/** The next full hour after `now` (Tallinn's offset is whole hours, so UTC's full hour is Tallinn's). */
export function nextFullHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** The next 07:00 in Tallinn after `now`, summer or winter time. */
export function nextDailyDigest(now: Date): Date {
  const local = new TZDate(now.getTime(), TALLINN_TIME_ZONE);
  const today = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    DAILY_DIGEST_HOUR,
    0,
    0,
    TALLINN_TIME_ZONE,
  );
  if (today.getTime() > now.getTime()) return new Date(today.getTime());
  const tomorrow = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + 1,
    DAILY_DIGEST_HOUR,
    0,
    0,
    TALLINN_TIME_ZONE,
  );
  return new Date(tomorrow.getTime());
}

/** The earliest an instant alert may go out: now, or 10 minutes after the last one. */
export function nextInstant(now: Date, lastSentAt: Date | null): Date {
  if (!lastSentAt) return now;
  const allowed = lastSentAt.getTime() + INSTANT_SPACING_MS;
  return allowed > now.getTime() ? new Date(allowed) : now;
}

export function dueAt(frequency: AlertFrequency, now: Date, lastSentAt: Date | null): Date {
  if (frequency === 'hourly') return nextFullHour(now);
  if (frequency === 'daily') return nextDailyDigest(now);
  return nextInstant(now, lastSentAt);
}
