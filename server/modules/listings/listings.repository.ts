import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { countriesMatching, normalizeCountry } from '@domain/countries';
import {
  cargoFilterSchema,
  EXACT_TOTAL_LIMIT,
  likeContains,
  transportFilterSchema,
  type CargoFilters,
  type TransportFilters,
} from '@domain/feeds';
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

/**
 * What a feed condition was built from: its filters as a stable key (for the count cache below) and
 * whether it searches text. Kept beside the SQL, so the service passes the condition along as it is.
 */
type Built = { key: string; searchesText: boolean };
const built = new WeakMap<SQL, Built>();

function remember(where: SQL, kind: string, fields: readonly string[], f: Record<string, unknown>): SQL {
  const given = fields.filter((k) => f[k] !== undefined).map((k) => [k, f[k]]);
  built.set(where, { key: `${kind}:${JSON.stringify(given)}`, searchesText: Boolean(f.q) });
  return where;
}

const CARGO_FILTERS = Object.keys(cargoFilterSchema.shape);
const TRANSPORT_FILTERS = Object.keys(transportFilterSchema.shape);

export function cargoConditions(f: CargoFilters, now: Date): SQL {
  const t = cargoListings;
  const where = and(
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
  return remember(where, 'cargo', CARGO_FILTERS, f);
}

export function transportConditions(f: TransportFilters, now: Date): SQL {
  const t = transportListings;
  const where = and(
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
  return remember(where, 'transport', TRANSPORT_FILTERS, f);
}

export type Page = { limit: number; offset: number };

// The feeds' order. The feed indexes are built in exactly this order (schema/listings.ts), so the
// newest matches are read from an index instead of sorting every match.
type Sortable = { id: SQLWrapper; createdAt: SQLWrapper };
const cargoOrder = (c: Sortable & { isUrgent: SQLWrapper }) => [
  desc(c.isUrgent),
  desc(c.createdAt),
  desc(c.id),
];
const transportOrder = (c: Sortable) => [desc(c.createdAt), desc(c.id)];

/**
 * Whether a page is better found by collecting every match and sorting them than by walking the
 * feed in order. Only a text search asks: PostgreSQL can only guess how many rows a "contains"
 * pattern matches, and a rare word guessed common makes it walk the whole feed, reading every row,
 * for a page that is not there. So a search counts first (the count the feed needs anyway, shared
 * with it): up to 10 000 matches are collected through the trigram index; more are never far
 * apart in the feed's order, and walking it finds a page quickly.
 */
async function collectMatches(db: Db, t: Table, where: SQL): Promise<boolean> {
  return Boolean(built.get(where)?.searchesText) && !(await countBounded(db, t, where)).lowerBound;
}

/**
 * A page in two steps: the ids of the page first, then only those rows in full. The feed indexes
 * carry the filter columns, so the first step reads index entries alone, however deep the page.
 */
export async function findCargoPage(db: Db, where: SQL, page: Page): Promise<CargoRow[]> {
  const t = cargoListings;
  const ids = (await collectMatches(db, t, where))
    ? // MATERIALIZED keeps the planner from turning the collection back into a walk in feed order.
      sql`(with matches as materialized (
            select ${t.id} as id, ${t.isUrgent} as is_urgent, ${t.createdAt} as created_at from ${t} where ${where})
          select id from matches order by is_urgent desc, created_at desc, id desc
          limit ${page.limit} offset ${page.offset})`
    : db
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
  const ids = (await collectMatches(db, t, where))
    ? sql`(with matches as materialized (
            select ${t.id} as id, ${t.createdAt} as created_at from ${t} where ${where})
          select id from matches order by created_at desc, id desc
          limit ${page.limit} offset ${page.offset})`
    : db
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

export type BoundedCount = { total: number; lowerBound: boolean };

// A filter set found to match more than EXACT_TOTAL_LIMIT listings answers "at least 10 000" for
// this long without counting again: such a total is shown as "10 000+" and a new or removed
// listing does not change it, yet counting it reads 10 001 index entries, on every page and on
// every refetch a live update triggers. Exact totals are never kept: they are counted each time.
const BROAD_KEEP_MS = 10_000;
const BROAD_MAX_KEYS = 1_000;
const broadSince = new WeakMap<Db, Map<string, number>>();
const countingByWhere = new WeakMap<SQL, Promise<BoundedCount>>();

/**
 * Counts matches, but stops at EXACT_TOTAL_LIMIT + 1 so a broad filter over a million listings
 * never counts them all: beyond the limit the total is a lower bound. One count per condition:
 * the page of a text search asks for it too.
 */
export function countBounded(db: Db, table: Table, where: SQL): Promise<BoundedCount> {
  let counting = countingByWhere.get(where);
  if (!counting) {
    counting = countOrRecall(db, table, where);
    countingByWhere.set(where, counting);
  }
  return counting;
}

async function countOrRecall(db: Db, table: Table, where: SQL): Promise<BoundedCount> {
  const key = built.get(where)?.key;
  let broad = broadSince.get(db);
  const since = key === undefined ? undefined : broad?.get(key);
  if (since !== undefined && Date.now() - since < BROAD_KEEP_MS) {
    return { total: EXACT_TOTAL_LIMIT, lowerBound: true };
  }
  const count = await countOnce(db, table, where);
  if (key !== undefined) {
    if (!broad) broadSince.set(db, (broad = new Map()));
    broad.delete(key);
    if (count.lowerBound) {
      broad.set(key, Date.now());
      if (broad.size > BROAD_MAX_KEYS) broad.delete(broad.keys().next().value!);
    }
  }
  return count;
}

async function countOnce(db: Db, table: Table, where: SQL): Promise<BoundedCount> {
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
