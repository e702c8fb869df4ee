import { and, eq, getTableColumns, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { expiringSoonHorizon } from '@domain/freshness';
import type { ListingType } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { expiredOrPausedSql, resumableSql } from '../../db/live';
import { preparedQuery } from '../../db/prepared';
import { cargoListings, transportListings } from '../../db/schema/index';
import type { CargoRow, TransportRow } from './listings.repository';

export type CargoInsert = typeof cargoListings.$inferInsert;
export type TransportInsert = typeof transportListings.$inferInsert;
export type ListingRow = CargoRow | TransportRow;

// The columns both listing tables share, which every lifecycle change touches.
export type LifecycleSet = Partial<
  Pick<
    CargoInsert,
    | 'status'
    | 'expiresAt'
    | 'postDurationDays'
    | 'completedByUser'
    | 'deletedAt'
    | 'updatedAt'
    | 'createdAt'
    | 'confirmedAt'
  >
> &
  // A reactivation clears dates before today (the cargo's two with their time windows, or the
  // transport's one) and its stops' (pastDatesCleared).
  Partial<
    Record<
      | 'pickupDate'
      | 'deliveryDate'
      | 'availableDate'
      | 'pickupTimeFrom'
      | 'pickupTimeTo'
      | 'deliveryTimeFrom'
      | 'deliveryTimeTo',
      null
    >
  > &
  Partial<Pick<CargoInsert, 'stops'>>;

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

// What a new listing is given: every column but those the database fills (the id, the search
// text) or that a new listing never has (deletedAt, the reminders' marks). All of them, each value
// or null, so that one prepared insert serves every new listing: a column left out would be null,
// not its default.
const NOT_GIVEN = [
  'id',
  'deletedAt',
  'searchText',
  'confirmRemindedAt',
  'expiryRemindedAt',
  // Kept by the database (migration 0049).
  'ownerVerified',
] as const;
type NewListing<T> = Required<Omit<T, (typeof NOT_GIVEN)[number]>>;
export type NewCargo = NewListing<CargoInsert>;
export type NewTransport = NewListing<TransportInsert>;

/**
 * The prepared insert of a new listing, each given column a placeholder of its own name. Drizzle's
 * prepared queries hand a placeholder's value to the column's encoder even when it is null, and
 * the numeric columns' encoder turns null into the text 'null'; so the placeholders are plain
 * parameters, and `run` encodes each value as an unprepared insert does (null stays null).
 */
function insertNew<T extends typeof cargoListings | typeof transportListings>(db: Db, t: T, name: string) {
  const columns = Object.entries(getTableColumns(t)).filter(
    ([key]) => !(NOT_GIVEN as readonly string[]).includes(key),
  );
  // Built from the table's columns, so TypeScript cannot see that every required one is there.
  const values = Object.fromEntries(columns.map(([key]) => [key, sql`${sql.placeholder(key)}`]));
  const query = db
    .insert(t)
    .values(values as unknown as PgInsertValue<T>)
    .returning()
    .prepare(name);
  return {
    run(row: Record<string, unknown>) {
      const encoded: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[key];
        // Left out would silently be null here, where an unprepared insert gives the default.
        if (value === undefined) throw new Error(`${name}: no value for ${key}`);
        encoded[key] = value === null ? null : column.mapToDriverValue(value);
      }
      return query.execute(encoded);
    },
  };
}

// Prepared once per client (server/db/prepared.ts): publishing is the busiest write.
const insertCargoQuery = preparedQuery((db) => insertNew(db, cargoListings, 'insert_cargo_listing'));
const insertTransportQuery = preparedQuery((db) =>
  insertNew(db, transportListings, 'insert_transport_listing'),
);

export async function insertCargo(db: Db, values: NewCargo): Promise<CargoRow> {
  const [row] = await insertCargoQuery(db).run(values);
  return row!;
}

export async function insertTransport(db: Db, values: NewTransport): Promise<TransportRow> {
  const [row] = await insertTransportQuery(db).run(values);
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
 * 'reactivatable' anything else, or running in its last day.
 */
export type LifecycleGuard = 'running' | 'resumable' | 'reactivatable' | 'any';

function guard(t: typeof cargoListings, kind: LifecycleGuard, now: Date): SQL | undefined {
  switch (kind) {
    case 'running':
      return not(expiredOrPausedSql(t, now));
    case 'resumable':
      return resumableSql(t, now);
    case 'reactivatable':
      // domain/freshness.ts isExpiringSoon: a running listing in its last day may be extended.
      return or(expiredOrPausedSql(t, now), lte(t.expiresAt, expiringSoonHorizon(now)));
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
