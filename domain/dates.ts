/**
 * The one rule for a calendar day sent as `YYYY-MM-DD` (filters, listing dates): a real day
 * (2026-02-31 is refused, not rolled over into March) in a real year range. Year 0000 is a valid
 * ISO string to JavaScript but not a date PostgreSQL knows; nothing Veoturg stores or searches for
 * lies outside these years.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const DAY = /^(\d{4})-\d{2}-\d{2}$/;

export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after a `YYYY-MM-DD` day (before it for a negative count). */
export function addDaysToKey(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
