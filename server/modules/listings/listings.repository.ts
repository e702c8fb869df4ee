import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { countriesMatching, normalizeCountry } from '@domain/countries';
import {
  cargoFilterSchema,
  EXACT_SEARCH_TOTAL_LIMIT,
  EXACT_TOTAL_LIMIT,
  likeContains,
  searchWords,
  MIN_CONTAINS_LENGTH,
  transportFilterSchema,
  wordStartPattern,
  type CargoFilters,
  type TransportFilters,
} from '@domain/feeds';
import { queryRows, type Db } from '../../db/client';
import { liveSql } from '../../db/live';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cargoListings, transportListings } from '../../db/schema/index';

export type CargoRow = typeof cargoListings.$inferSelect;
export type TransportRow = typeof transportListings.$inferSelect;
type Table = typeof cargoListings | typeof transportListings;

/**
 * Case-insensitive "contains" over route, countries, types and notes (the generated search_text,
 * trigram-indexed), word by word: "tallinn riga" finds the listings that contain both words, in
 * either order and with the countries between them, which a dispatcher typing a route means (the
 * phrase itself, stored as "tallinn eesti riga lati …", would match nothing). See searchWords.
 */
function textSearch(t: Table, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return and(...searchWords(q).map((word) => wordSearch(t, word)));
}

/**
 * One word: "contains", where a query naming a country in English or Estonian also matches its
 * stored key. A word too short to contain (1–2 characters) matches the start of a word, and a
 * country only by its code ('EE', 'LV'): both can be looked up in the trigram index, where
 * "contains" cannot.
 */
function wordSearch(t: Table, q: string): SQL | undefined {
  if (q.length < MIN_CONTAINS_LENGTH) {
    const key = normalizeCountry(q);
    return or(
      sql`${t.searchText} ~ ${wordStartPattern(q)}`,
      key ? sql`${t.searchText} like ${likeContains(key)}` : undefined,
    );
  }
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
 * "No value, or at least `min`": the volume minimum keeps listings that give no volume, as the date
 * ranges keep undated ones (the spec). Written as one range, with no value counted as endless, so
 * that transport_volume_idx (built on this very expression) reads only the matches; `is null or >=`
 * made PostgreSQL filter the whole index instead (55–106 ms for one count at a million listings).
 */
function atLeastOrUnknown(column: AnyPgColumn, min: number | undefined): SQL | undefined {
  if (min === undefined) return undefined;
  return sql`coalesce(${column}, 'Infinity'::numeric) >= ${min}`;
}

/**
 * What a feed condition was built from: its filters as a stable key (for the count cache below),
 * whether it searches text, and how far its total is counted exactly (a text search's matches cost
 * more to count: EXACT_SEARCH_TOTAL_LIMIT). Kept beside the SQL, so the service passes the condition
 * along as it is.
 */
type Built = { key: string; searchesText: boolean; limit: number };
const built = new WeakMap<SQL, Built>();

function remember(where: SQL, kind: string, fields: readonly string[], f: Record<string, unknown>): SQL {
  const given = fields.filter((k) => f[k] !== undefined).map((k) => [k, f[k]]);
  const searchesText = Boolean(f.q);
  built.set(where, {
    key: `${kind}:${JSON.stringify(given)}`,
    searchesText,
    limit: searchesText ? EXACT_SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT,
  });
  return where;
}

/** How far the total of this condition is counted exactly. */
const limitOf = (where: SQL) => built.get(where)?.limit ?? EXACT_TOTAL_LIMIT;

const CARGO_FILTERS = Object.keys(cargoFilterSchema.shape);
const TRANSPORT_FILTERS = Object.keys(transportFilterSchema.shape);

export function cargoConditions(f: CargoFilters, now: Date): SQL {
  const t = cargoListings;
  const where = and(
    liveSql(t, now),
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
    liveSql(t, now),
    textSearch(t, f.q),
    country(t.originCountry, f.originCountry),
    country(t.destinationCountry, f.destinationCountry),
    sameText(t.trailerType, f.trailerType),
    sameText(t.serviceArea, f.serviceArea),
    f.minCapacity !== undefined ? gte(t.capacity, f.minCapacity) : undefined,
    atLeastOrUnknown(t.volumeCapacity, f.minVolume),
    dateBound(t.availableDate, 'gte', f.availableFrom),
    dateBound(t.availableDate, 'lte', f.availableTo),
  )!;
  return remember(where, 'transport', TRANSPORT_FILTERS, f);
}

export type Page = { limit: number; offset: number };

// The feeds' order. The feed indexes are built in exactly this order (schema/listings.ts), so the
// newest matches are read from an index instead of sorting every match.
const cargoOrder = () => [
  desc(cargoListings.isUrgent),
  desc(cargoListings.createdAt),
  desc(cargoListings.id),
];
const transportOrder = () => [desc(transportListings.createdAt), desc(transportListings.id)];

/**
 * A page in two steps: the ids of the page first, then only those rows in full. The feed indexes
 * carry the filter columns, so the first step reads index entries alone, however deep the page.
 */
export async function findCargoPage(db: Db, where: SQL, page: Page): Promise<CargoRow[]> {
  const t = cargoListings;
  const collected = await searchOnce(db, t, where, page, {
    columns: sql`${t.isUrgent} as is_urgent, ${t.createdAt} as created_at`,
    order: sql`is_urgent desc, created_at desc, id desc`,
  });
  const ids =
    collected ??
    db
      .select({ id: t.id })
      .from(t)
      .where(where)
      .orderBy(...cargoOrder())
      .limit(page.limit)
      .offset(page.offset);
  if (Array.isArray(ids) && ids.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(...cargoOrder());
}

export async function findTransportPage(db: Db, where: SQL, page: Page): Promise<TransportRow[]> {
  const t = transportListings;
  const collected = await searchOnce(db, t, where, page, {
    columns: sql`${t.createdAt} as created_at`,
    order: sql`created_at desc, id desc`,
  });
  const ids =
    collected ??
    db
      .select({ id: t.id })
      .from(t)
      .where(where)
      .orderBy(...transportOrder())
      .limit(page.limit)
      .offset(page.offset);
  if (Array.isArray(ids) && ids.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(...transportOrder());
}

/**
 * A text search collects its matches once, up to EXACT_SEARCH_TOTAL_LIMIT + 1 of them: that is the
 * bounded count, and when there are no more than the limit it is also the page, sorted from
 * just those (null otherwise: the caller walks the feed in order, where a broad search's matches
 * are never far apart). Walking is what PostgreSQL itself would choose, but it can only guess how
 * many rows a "contains" pattern matches, and a rare word guessed common makes it walk the whole
 * feed, reading every row, for a page that is not there.
 */
async function searchOnce(
  db: Db,
  t: Table,
  where: SQL,
  page: Page,
  sort: { columns: SQL; order: SQL },
): Promise<string[] | null> {
  const meta = built.get(where);
  if (!meta?.searchesText || countingByWhere.has(where) || recallBroad(db, meta.key)) return null;
  const collecting = queryRows<{ n: number; ids: string[] }>(
    db,
    sql`with matches as materialized (
          select ${t.id} as id, ${sort.columns} from ${t} where ${where} limit ${meta.limit + 1})
        select n, case when n <= ${meta.limit} then array(
            select id::text as page_id from matches order by ${sort.order} limit ${page.limit} offset ${page.offset}
          ) end as ids
        from (select count(*)::int as n from matches) counted`,
  ).then(([row]) => ({ n: Number(row?.n ?? 0), ids: row?.ids ?? [] }));
  // The feed's own count (countBounded on the same condition) is this one.
  const counted = collecting.then(({ n }) => rememberCount(db, meta.key, bounded(n, meta.limit)));
  counted.catch(() => {}); // whoever awaits it sees the failure; the page below reports it too
  countingByWhere.set(where, counted);
  const { n, ids } = await collecting;
  return n > meta.limit ? null : ids;
}

export type BoundedCount = { total: number; lowerBound: boolean };

const bounded = (n: number, limit: number): BoundedCount =>
  n > limit ? { total: limit, lowerBound: true } : { total: n, lowerBound: false };

// A filter set found to match more than its limit answers "more than 10 000" (1 000 for a text
// search) for this long without counting again: such a total is shown as "10 000+" and a new or
// removed listing does not change it, yet counting it reads 10 001 index entries, on every page and
// on every refetch a live update triggers. Exact totals are never kept: they are counted each time.
const BROAD_KEEP_MS = 10_000;
const BROAD_MAX_KEYS = 1_000;
const broadSince = new WeakMap<Db, Map<string, number>>();
const countingByWhere = new WeakMap<SQL, Promise<BoundedCount>>();

function recallBroad(db: Db, key: string | undefined): boolean {
  const since = key === undefined ? undefined : broadSince.get(db)?.get(key);
  return since !== undefined && Date.now() - since < BROAD_KEEP_MS;
}

function rememberCount(db: Db, key: string | undefined, count: BoundedCount): BoundedCount {
  if (key === undefined) return count;
  let broad = broadSince.get(db);
  if (!broad) broadSince.set(db, (broad = new Map()));
  broad.delete(key);
  if (count.lowerBound) {
    broad.set(key, Date.now());
    if (broad.size > BROAD_MAX_KEYS) broad.delete(broad.keys().next().value!);
  }
  return count;
}

/**
 * Counts matches, but stops one past the condition's limit so a broad filter over a million
 * listings never counts them all: beyond the limit the total is a lower bound. One count per
 * condition: a text search's page may have counted already.
 */
export function countBounded(db: Db, table: Table, where: SQL): Promise<BoundedCount> {
  let counting = countingByWhere.get(where);
  if (!counting) {
    const key = built.get(where)?.key;
    const limit = limitOf(where);
    counting = recallBroad(db, key)
      ? Promise.resolve(bounded(limit + 1, limit))
      : countOnce(db, table, where, limit).then((count) => rememberCount(db, key, count));
    countingByWhere.set(where, counting);
  }
  return counting;
}

async function countOnce(db: Db, table: Table, where: SQL, limit: number): Promise<BoundedCount> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${limit + 1}) s`,
  );
  return bounded(Number(row?.n ?? 0), limit);
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
  const where = since ? and(liveSql(table, now), gte(table.createdAt, since))! : liveSql(table, now);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
