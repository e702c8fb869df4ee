import { and, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { MyListingsFilter } from '@domain/contract/my-listings';
import type { ListingType } from '@domain/plans';
import { queryRows, type Db } from '../../db/client';
import { expiredOrPausedSql } from '../../db/live';
import { cargoListings, profiles, transportListings } from '../../db/schema/index';
import type { CargoRow, TransportRow } from './listings.repository';

export type FilterCounts = Record<MyListingsFilter, number>;

type Table = typeof cargoListings | typeof transportListings;

function mine(t: Table, userId: string, filter: MyListingsFilter, now: Date): SQL {
  const own = and(eq(t.userId, userId), isNull(t.deletedAt))!;
  if (filter === 'all') return own;
  const expired = expiredOrPausedSql(t, now);
  return and(own, filter === 'expired' ? expired : not(expired))!;
}

async function page<R>(
  db: Db,
  t: Table,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${t} where ${where}`),
  ]);
  return { rows: rows as R[], total: Number(counted?.n ?? 0) };
}

/** One page of the user's own listings of one type, newest first; deleted ones never. */
export function findMyCargo(
  db: Db,
  userId: string,
  filter: MyListingsFilter,
  now: Date,
  limit: number,
  offset: number,
) {
  return page<CargoRow>(db, cargoListings, mine(cargoListings, userId, filter, now), limit, offset);
}

export function findMyTransport(
  db: Db,
  userId: string,
  filter: MyListingsFilter,
  now: Date,
  limit: number,
  offset: number,
) {
  return page<TransportRow>(
    db,
    transportListings,
    mine(transportListings, userId, filter, now),
    limit,
    offset,
  );
}

/** The tab and filter counts: one pass over each table's rows of the user. */
export async function countMine(
  db: Db,
  userId: string,
  now: Date,
): Promise<Record<ListingType, FilterCounts>> {
  const count = async (t: Table): Promise<FilterCounts> => {
    const [row] = await queryRows<{ total: number; expired: number }>(
      db,
      sql`select count(*)::int as total, (count(*) filter (where ${expiredOrPausedSql(t, now)}))::int as expired
          from ${t} where ${mine(t, userId, 'all', now)}`,
    );
    const all = Number(row?.total ?? 0);
    const expired = Number(row?.expired ?? 0);
    return { active: all - expired, expired, all };
  };
  const [cargo, transport] = await Promise.all([count(cargoListings), count(transportListings)]);
  return { cargo, transport };
}

/** The profile fields the wizard's contact step starts from (a user may have no profile yet). */
export async function findContactDefaults(db: Db, userId: string) {
  const [row] = await db
    .select({
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      phone: profiles.phone,
      email: profiles.email,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}
