import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListingType } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { cargoListings, transportListings, watchedListings } from '../../db/schema/index';
import type { CargoRow, TransportRow } from '../listings/listings.service';

type WatchedRow = { listingType: ListingType; listingId: string; createdAt: Date };

/** One page of the user's watchlist, the latest watched first. */
export async function findWatched(db: Db, userId: string, limit: number, offset: number) {
  const w = watchedListings;
  const rows = await db
    .select({ listingType: w.listingType, listingId: w.listingId, createdAt: w.createdAt })
    .from(w)
    .where(eq(w.userId, userId))
    .orderBy(desc(w.createdAt), desc(w.listingId))
    .limit(limit)
    .offset(offset);
  return rows as WatchedRow[];
}

export async function countWatched(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchedListings)
    .where(eq(watchedListings.userId, userId));
  return row?.n ?? 0;
}

/** Every id the user watches, of both kinds (at most WATCHLIST_LIMIT). */
export async function findWatchedIds(db: Db, userId: string) {
  return db
    .select({ listingType: watchedListings.listingType, listingId: watchedListings.listingId })
    .from(watchedListings)
    .where(eq(watchedListings.userId, userId));
}

/**
 * Watches a listing unless the user already watches `limit` others, in one transaction that first
 * locks the user's row: two watches at once wait for each other, so the count each reads is the
 * one it adds to and the limit holds. Answers whether the listing is watched now.
 */
export async function insertWatched(
  db: Db,
  row: { userId: string; listingType: ListingType; listingId: string },
  limit: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${row.userId} for update`);
    const w = watchedListings;
    const [already] = await tx
      .select({ n: sql<number>`1` })
      .from(w)
      .where(
        and(eq(w.userId, row.userId), eq(w.listingType, row.listingType), eq(w.listingId, row.listingId)),
      );
    if (already) return true;
    if ((await countWatched(tx, row.userId)) >= limit) return false;
    await tx.insert(w).values(row).onConflictDoNothing();
    return true;
  });
}

export async function deleteWatched(db: Db, userId: string, listingType: ListingType, listingId: string) {
  const w = watchedListings;
  await db
    .delete(w)
    .where(and(eq(w.userId, userId), eq(w.listingType, listingType), eq(w.listingId, listingId)));
}

export async function findCargoRows(db: Db, ids: string[]): Promise<CargoRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(cargoListings).where(inArray(cargoListings.id, ids));
}

export async function findTransportRows(db: Db, ids: string[]): Promise<TransportRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(transportListings).where(inArray(transportListings.id, ids));
}
