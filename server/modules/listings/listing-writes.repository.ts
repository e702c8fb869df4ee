import { and, eq, isNull, not, type SQL } from 'drizzle-orm';
import type { ListingType } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { expiredOrPausedSql, resumableSql } from '../../db/live';
import { cargoListings, transportListings } from '../../db/schema/index';
import type { CargoRow, TransportRow } from './listings.repository';

export type CargoInsert = typeof cargoListings.$inferInsert;
export type TransportInsert = typeof transportListings.$inferInsert;
export type ListingRow = CargoRow | TransportRow;

// The columns both listing tables share, which every lifecycle change touches.
export type LifecycleSet = Partial<
  Pick<
    CargoInsert,
    'status' | 'expiresAt' | 'postDurationDays' | 'completedByUser' | 'deletedAt' | 'updatedAt' | 'createdAt'
  >
> &
  // A reactivation clears dates before today: the cargo's two, or the transport's one.
  Partial<Record<'pickupDate' | 'deliveryDate' | 'availableDate', null>>;

// Both tables have the same lifecycle columns; typing one as the other lets one query serve both.
const table = (type: ListingType) =>
  (type === 'cargo' ? cargoListings : transportListings) as typeof cargoListings;

/**
 * A listing by id, deleted or not (the service decides what a deleted one means). `forUpdate` locks
 * the row until the transaction ends, so what a write reads is still what it changes.
 */
export async function findListing(
  db: DbOrTx,
  type: ListingType,
  id: string,
  { forUpdate = false } = {},
): Promise<ListingRow | undefined> {
  const t = table(type);
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as ListingRow | undefined;
}

export async function insertCargo(db: Db, values: CargoInsert): Promise<CargoRow> {
  const [row] = await db.insert(cargoListings).values(values).returning();
  return row!;
}

export async function insertTransport(db: Db, values: TransportInsert): Promise<TransportRow> {
  const [row] = await db.insert(transportListings).values(values).returning();
  return row!;
}

export async function updateCargoFields(
  db: DbOrTx,
  id: string,
  values: Partial<CargoInsert>,
): Promise<CargoRow | undefined> {
  const t = cargoListings;
  const [row] = await db
    .update(t)
    .set(values)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .returning();
  return row;
}

export async function updateTransportFields(
  db: DbOrTx,
  id: string,
  values: Partial<TransportInsert>,
): Promise<TransportRow | undefined> {
  const t = transportListings;
  const [row] = await db
    .update(t)
    .set(values)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .returning();
  return row;
}

/**
 * Lifecycle conditions, evaluated by the database in the same statement as the change: the SQL
 * twins (server/db/live.ts) of the states server/policies/listing.policy.ts asks for. 'running' is
 * live and not marked completed (complete, pause), 'resumable' a paused one with time left,
 * 'reactivatable' anything else.
 */
export type LifecycleGuard = 'running' | 'resumable' | 'reactivatable' | 'any';

function guard(t: typeof cargoListings, kind: LifecycleGuard, now: Date): SQL | undefined {
  switch (kind) {
    case 'running':
      return not(expiredOrPausedSql(t, now));
    case 'resumable':
      return resumableSql(t, now);
    case 'reactivatable':
      return expiredOrPausedSql(t, now);
    case 'any':
      return undefined;
  }
}

/**
 * Changes a listing's lifecycle only if it is (still) in the state the action needs, so two
 * clicks or two tabs can never complete or reactivate one listing twice. Undefined when the
 * listing is deleted or not in that state.
 */
export async function changeLifecycle(
  db: DbOrTx,
  type: ListingType,
  id: string,
  when: LifecycleGuard,
  set: LifecycleSet,
  now: Date,
): Promise<ListingRow | undefined> {
  const t = table(type);
  const [row] = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, id), isNull(t.deletedAt), guard(t, when, now)))
    .returning();
  return row as ListingRow | undefined;
}
