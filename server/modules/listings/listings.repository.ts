import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { countriesMatching, normalizeCountry } from '@domain/countries';
import { EXACT_TOTAL_LIMIT, likeContains, type CargoFilters, type TransportFilters } from '@domain/feeds';
import { queryRows, type Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cargoListings, transportListings } from '../../db/schema/index';

export type CargoRow = typeof cargoListings.$inferSelect;
export type TransportRow = typeof transportListings.$inferSelect;
type Table = typeof cargoListings | typeof transportListings;

/** Active, not deleted and not yet expired: expiry takes effect at once, before the job marks it. */
function live(t: Table, now: Date): SQL {
  return and(
    eq(t.status, 'active'),
    isNull(t.deletedAt),
    or(isNull(t.expiresAt), sql`${t.expiresAt} > ${now.toISOString()}::timestamptz`),
  )!;
}

/**
 * Case-insensitive "contains" over route, countries, types and notes (the generated search_text,
 * trigram-indexed). A query naming a country in English or Estonian also matches its stored key.
 */
function textSearch(t: Table, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const patterns = [likeContains(q), ...countriesMatching(q).map((key) => likeContains(key))];
  return or(...[...new Set(patterns)].map((p) => sql`${t.searchText} like ${p}`));
}

function country(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  const key = normalizeCountry(value);
  // An unknown country matches nothing rather than being ignored.
  return key ? eq(column, key) : sql`false`;
}

const sameText = (column: AnyPgColumn, value: string | undefined) =>
  value ? sql`lower(${column}) = ${value.toLowerCase()}` : undefined;

/** A date-range bound that keeps items without a date (the spec's rule). */
function dateBound(column: AnyPgColumn, op: 'gte' | 'lte', value: string | undefined) {
  if (!value) return undefined;
  return or(isNull(column), op === 'gte' ? gte(column, value) : lte(column, value));
}

export function cargoConditions(f: CargoFilters, now: Date): SQL {
  const t = cargoListings;
  return and(
    live(t, now),
    textSearch(t, f.q),
    country(t.originCountry, f.originCountry),
    country(t.destinationCountry, f.destinationCountry),
    sameText(t.cargoType, f.cargoType),
    f.minWeight !== undefined ? gte(t.weight, f.minWeight) : undefined,
    dateBound(t.pickupDate, 'gte', f.pickupFrom),
    dateBound(t.pickupDate, 'lte', f.pickupTo),
    dateBound(t.deliveryDate, 'gte', f.deliveryFrom),
    dateBound(t.deliveryDate, 'lte', f.deliveryTo),
    f.urgent ? eq(t.isUrgent, true) : undefined,
  )!;
}

export function transportConditions(f: TransportFilters, now: Date): SQL {
  const t = transportListings;
  return and(
    live(t, now),
    textSearch(t, f.q),
    country(t.originCountry, f.originCountry),
    country(t.destinationCountry, f.destinationCountry),
    sameText(t.trailerType, f.trailerType),
    sameText(t.serviceArea, f.serviceArea),
    f.minCapacity !== undefined ? gte(t.capacity, f.minCapacity) : undefined,
    f.minVolume !== undefined ? gte(t.volumeCapacity, f.minVolume) : undefined,
    dateBound(t.availableDate, 'gte', f.availableFrom),
    dateBound(t.availableDate, 'lte', f.availableTo),
  )!;
}

export type Page = { limit: number; offset: number };

// The feeds' order. The feed indexes are built in exactly this order, so the newest matches are
// read from an index instead of sorting every match.
const cargoOrder = (t: typeof cargoListings) => [desc(t.isUrgent), desc(t.createdAt), desc(t.id)];
const transportOrder = (t: typeof transportListings) => [desc(t.createdAt), desc(t.id)];

/**
 * One page in two steps: the ids of the page first, which the feed indexes answer on their own
 * (they carry the filter columns) however deep the page, then only those rows in full. Skipping
 * `offset` matches then costs index entries, not whole rows.
 */
export async function findCargoPage(db: Db, where: SQL, page: Page): Promise<CargoRow[]> {
  const t = cargoListings;
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(where)
    .orderBy(...cargoOrder(t))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select()
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(...cargoOrder(t));
}

export async function findTransportPage(db: Db, where: SQL, page: Page): Promise<TransportRow[]> {
  const t = transportListings;
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(where)
    .orderBy(...transportOrder(t))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select()
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(...transportOrder(t));
}

/**
 * Counts matches, but stops at EXACT_TOTAL_LIMIT + 1 so a broad filter over a million listings
 * never counts them all: beyond the limit the total is a lower bound.
 */
export async function countBounded(
  db: Db,
  table: Table,
  where: SQL,
): Promise<{ total: number; lowerBound: boolean }> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) s`,
  );
  const n = Number(row?.n ?? 0);
  return n > EXACT_TOTAL_LIMIT
    ? { total: EXACT_TOTAL_LIMIT, lowerBound: true }
    : { total: n, lowerBound: false };
}

export async function findCargoById(db: Db, id: string): Promise<CargoRow | undefined> {
  const [row] = await db.select().from(cargoListings).where(eq(cargoListings.id, id));
  return row;
}

export async function findTransportById(db: Db, id: string): Promise<TransportRow | undefined> {
  const [row] = await db.select().from(transportListings).where(eq(transportListings.id, id));
  return row;
}

export async function countLive(db: Db, table: Table, now: Date, since?: Date): Promise<number> {
  const where = since ? and(live(table, now), gte(table.createdAt, since))! : live(table, now);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
