import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { cargoListings, transportListings } from './schema/index';

type ListingTable = typeof cargoListings | typeof transportListings;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * domain/listing-status.ts `isLive` in SQL: active, not deleted, not past expires_at. Every query
 * that asks "live" (feeds, their counts, the home counters, lifecycle guards) uses this one.
 * Written as `status = 'active' and deleted_at is null` plus a test of expires_at, because that is
 * the predicate of the feeds' partial indexes (migrations 0003, 0005, 0008) and expires_at is one of
 * their columns: PostgreSQL answers the feeds from those indexes alone. Adding anything the indexes
 * do not hold (completed_by_user, say) would send every candidate row to the table.
 */
export function liveSql(t: ListingTable, now: Date): SQL {
  return and(
    eq(t.status, 'active'),
    isNull(t.deletedAt),
    or(isNull(t.expiresAt), sql`${t.expiresAt} > ${at(now)}`),
  )!;
}

/**
 * domain/listing-status.ts `isExpiredOrPaused` in SQL: the owner's "expired/paused" filter, i.e.
 * not live, or marked completed by the owner. Never null (every part of liveSql is non-null).
 */
export function expiredOrPausedSql(t: ListingTable, now: Date): SQL {
  return sql`(${t.completedByUser} or not (${liveSql(t, now)}))`;
}

/** domain/listing-status.ts `isResumable` in SQL: paused, not completed, not deleted, with time left. */
export function resumableSql(t: ListingTable, now: Date): SQL {
  return and(
    eq(t.status, 'inactive'),
    sql`not ${t.completedByUser}`,
    isNull(t.deletedAt),
    or(isNull(t.expiresAt), sql`${t.expiresAt} > ${at(now)}`),
  )!;
}
