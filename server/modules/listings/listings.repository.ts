import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { countriesMatching, normalizeCountry } from '@domain/countries';
import type { NearPoint, NearPoints } from '@domain/places';
import type { LabelSearch } from './lookup-search';
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
import type { BoundedList, Page } from '../../db/bounded-list';
import { queryRows, type Db } from '../../db/client';
import { liveSql } from '../../db/live';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cargoListings, transportListings } from '../../db/schema/index';
import { withinRadius } from '../places/radius-sql';

export type CargoRow = typeof cargoListings.$inferSelect;
export type TransportRow = typeof transportListings.$inferSelect;
type Table = typeof cargoListings | typeof transportListings;

/**
 * Case-insensitive "contains" over route, countries, types and notes (the generated search_text,
 * trigram-indexed), word by word: "tallinn riga" finds the listings that contain both words, in
 * either order and with the countries between them, which a dispatcher typing a route means (the
 * phrase itself, stored as "tallinn eesti riga lati …", would match nothing). See searchWords.
 */
function textSearch(t: Table, q: string | undefined, labels: LabelSearch): SQL | undefined {
  if (!q) return undefined;
  return and(...searchWords(q).map((word) => wordSearch(t, word, labels)));
}

/**
 * One word: "contains", where a query naming a country in any of the six languages also matches its
 * stored key, and one naming a lookup value by its label (in any language) its stored name. A word too short to contain (1–2 characters) matches the start of a word, and a
 * country only by its code ('EE', 'LV'): both can be looked up in the trigram index, where
 * "contains" cannot.
 */
function wordSearch(t: Table, q: string, labels: LabelSearch): SQL | undefined {
  if (q.length < MIN_CONTAINS_LENGTH) {
    const key = normalizeCountry(q);
    return or(
      sql`${t.searchText} ~ ${wordStartPattern(q)}`,
      key ? sql`${t.searchText} like ${likeContains(key)}` : undefined,
    );
  }
  const patterns = [
    likeContains(q),
    ...countriesMatching(q).map((key) => likeContains(key)),
    ...labels(q).map((name) => likeContains(name)),
  ];
  return or(...[...new Set(patterns)].map((p) => sql`${t.searchText} like ${p}`));
}

function country(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  const key = normalizeCountry(value);
  // An unknown country matches nothing rather than being ignored.
  return key ? eq(column, key) : sql`false`;
}

/**
 * "Within radiusKm of the point" (radius-sql.ts): a box in degrees, which the feed indexes (they
 * carry both ends' coordinates) and the b-tree of each end's position answer (schema/listings.ts,
 * nearIndexes), then the exact great-circle distance. An end that is not located has no position
 * and never matches.
 */
function near(lat: AnyPgColumn, lon: AnyPgColumn, point: NearPoint | undefined): SQL | undefined {
  return point ? withinRadius(lat, lon, point) : undefined;
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
 * A feed's condition and what it was built from: its filters as a stable key (for db/bounded-list.ts's
 * memory of broad totals), whether it searches text, and how far its total is counted exactly.
 */
export type FeedCondition = { where: SQL; key: string; searchesText: boolean; limit: number };

/**
 * `scattered`: no index holds the matches together, so each one is found by testing entries one by
 * one and counting them costs more: a text search's (every "contains" match checked in its row) and
 * a radius on both ends' (an index holds one end's box; 17 000 entries of Warsaw's 200 km read for
 * Tallinn → Warsaw's 4 800 matches, where a pair of countries is one range of the route index).
 * Those count exactly up to EXACT_SEARCH_TOTAL_LIMIT, past it "1 000+", kept for 10 s as any
 * broad total is (bench/README.md, "Radius kinds").
 */
function described(
  where: SQL,
  kind: string,
  fields: readonly string[],
  f: Record<string, unknown>,
  points: NearPoints,
): FeedCondition {
  const given = fields.filter((k) => f[k] !== undefined).map((k) => [k, f[k]]);
  const searchesText = Boolean(f.q);
  const scattered = searchesText || Boolean(points.origin && points.destination);
  return {
    where,
    key: `${kind}:${JSON.stringify(given)}`,
    searchesText,
    limit: scattered ? EXACT_SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT,
  };
}

const CARGO_FILTERS = Object.keys(cargoFilterSchema.shape);
const TRANSPORT_FILTERS = Object.keys(transportFilterSchema.shape);

// A search without the lookup lists' labels (a caller that has not read them).
const NO_LABELS: LabelSearch = () => [];

export function cargoConditions(
  f: CargoFilters,
  now: Date,
  labels = NO_LABELS,
  points: NearPoints = {},
): FeedCondition {
  const t = cargoListings;
  const where = and(
    liveSql(t, now),
    textSearch(t, f.q, labels),
    country(t.originCountry, f.originCountry),
    country(t.destinationCountry, f.destinationCountry),
    near(t.originLat, t.originLon, points.origin),
    near(t.destinationLat, t.destinationLon, points.destination),
    sameText(t.cargoType, f.cargoType),
    f.minWeight !== undefined ? gte(t.weight, f.minWeight) : undefined,
    dateBound(t.pickupDate, 'gte', f.pickupFrom),
    dateBound(t.pickupDate, 'lte', f.pickupTo),
    dateBound(t.deliveryDate, 'gte', f.deliveryFrom),
    dateBound(t.deliveryDate, 'lte', f.deliveryTo),
    f.urgent ? eq(t.isUrgent, true) : undefined,
  )!;
  return described(where, 'cargo', CARGO_FILTERS, f, points);
}

export function transportConditions(
  f: TransportFilters,
  now: Date,
  labels = NO_LABELS,
  points: NearPoints = {},
): FeedCondition {
  const t = transportListings;
  const where = and(
    liveSql(t, now),
    textSearch(t, f.q, labels),
    country(t.originCountry, f.originCountry),
    country(t.destinationCountry, f.destinationCountry),
    near(t.originLat, t.originLon, points.origin),
    near(t.destinationLat, t.destinationLon, points.destination),
    sameText(t.trailerType, f.trailerType),
    sameText(t.serviceArea, f.serviceArea),
    f.minCapacity !== undefined ? gte(t.capacity, f.minCapacity) : undefined,
    atLeastOrUnknown(t.volumeCapacity, f.minVolume),
    dateBound(t.availableDate, 'gte', f.availableFrom),
    dateBound(t.availableDate, 'lte', f.availableTo),
  )!;
  return described(where, 'transport', TRANSPORT_FILTERS, f, points);
}

// The feeds' order: newest first, urgent cargo included (marked, not pinned: decision 0049). The
// feed indexes are built in exactly this order (schema/listings.ts), so the newest matches are read
// from an index instead of sorting every match.
const cargoOrder = () => [desc(cargoListings.createdAt), desc(cargoListings.id)];
const transportOrder = () => [desc(transportListings.createdAt), desc(transportListings.id)];

/** The ids of one page of the cargo feed, in its order (what findCargoPage reads first). */
export function cargoPageIds(db: Db, where: SQL, page: Page) {
  const t = cargoListings;
  return db
    .select({ id: t.id })
    .from(t)
    .where(where)
    .orderBy(...cargoOrder())
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A page in two steps: the ids of the page first (or the ids a text search collected), then only
 * those rows in full. The feed indexes carry the filter columns, so the first step reads index
 * entries alone, however deep the page.
 */
export async function findCargoPage(db: Db, where: SQL, page: Page, ids?: string[]): Promise<CargoRow[]> {
  const t = cargoListings;
  const pageIds = ids ?? cargoPageIds(db, where, page);
  if (Array.isArray(pageIds) && pageIds.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(inArray(t.id, pageIds))
    .orderBy(...cargoOrder());
}

export async function findTransportPage(
  db: Db,
  where: SQL,
  page: Page,
  ids?: string[],
): Promise<TransportRow[]> {
  const t = transportListings;
  const pageIds =
    ids ??
    db
      .select({ id: t.id })
      .from(t)
      .where(where)
      .orderBy(...transportOrder())
      .limit(page.limit)
      .offset(page.offset);
  if (Array.isArray(pageIds) && pageIds.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(inArray(t.id, pageIds))
    .orderBy(...transportOrder());
}

// How a text search's collected matches are sorted into the feed's order (the columns it keeps).
const SEARCH_SORT = {
  cargo: {
    columns: sql`${cargoListings.createdAt} as created_at`,
    order: sql`created_at desc, id desc`,
  },
  transport: {
    columns: sql`${transportListings.createdAt} as created_at`,
    order: sql`created_at desc, id desc`,
  },
};

/**
 * A feed's condition as db/bounded-list.ts reads a page and its total: a text search collects its
 * matches first (readBoundedPage says when that is worth it).
 */
export function feedList(t: Table, condition: FeedCondition): BoundedList {
  const sort = t === cargoListings ? SEARCH_SORT.cargo : SEARCH_SORT.transport;
  return {
    key: condition.key,
    limit: condition.limit,
    collectFirst: condition.searchesText,
    matches: sql`select ${t.id} as id, ${sort.columns} from ${t} where ${condition.where}`,
    order: sort.order,
    counted: sql`${t} where ${condition.where}`,
  };
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
