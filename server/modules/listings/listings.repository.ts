import { and, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
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
import { cargoListings, temperatureGiven, transportListings } from '../../db/schema/index';
import { notWithheldListing } from '../reports/withheld';
import { withinRadius } from '../places/radius-sql';
import type { FeedOrder } from './feed-order';

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

/** `text[] @> array[value]`: an array column that holds the value (a GIN index looks it up). */
const holds = (column: AnyPgColumn, value: string | undefined): SQL | undefined =>
  value ? sql`${column} @> array[${value}]::text[]` : undefined;

/**
 * `adr`: dangerous goods of any class (true) or none (false); a load names one class, a truck the
 * classes it may carry (null for none: domain/freight.ts keeps no empty list).
 */
function dangerous(column: AnyPgColumn, adr: boolean | undefined): SQL | undefined {
  if (adr === undefined) return undefined;
  return adr ? sql`${column} is not null` : sql`${column} is null`;
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
 * Tallinn → Warsaw's 4 800 matches, where a pair of countries is one range of the route index), and
 * a load's body type (a GIN index finds its loads but not their expiry: 8 500 "mega" loads counted
 * from the table took 23 ms, from the feed index it reads every live load). Those count exactly
 * up to EXACT_SEARCH_TOTAL_LIMIT, past it "1 000+", kept for 10 s as any broad total is
 * (bench/README.md, "Radius kinds"; decision 0075).
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
  const scattered =
    searchesText || Boolean(points.origin && points.destination) || (kind === 'cargo' && Boolean(f.bodyType));
  return {
    where,
    key: `${kind}:${JSON.stringify(given)}`,
    searchesText,
    limit: scattered ? EXACT_SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT,
  };
}

/**
 * A feed's condition for a viewer who hid some companies (decision 0080): their listings left out,
 * and the total kept apart from everybody else's under a key of its own.
 */
export function withoutOwners(c: FeedCondition, t: Table, owners: readonly string[]): FeedCondition {
  if (owners.length === 0) return c;
  return {
    ...c,
    where: and(c.where, notInArray(t.userId, [...owners]))!,
    key: `${c.key}:hidden:${owners.join(',')}`,
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
    notWithheldListing('cargo', t.id),
    textSearch(t, f.q, labels),
    // Written as the verified indexes' predicate (schema/listing-indexes.ts), which a parameter is not.
    f.verified ? sql`${t.ownerVerified}` : undefined,
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
    f.loadType ? eq(t.loadType, f.loadType) : undefined,
    f.palletType ? eq(t.palletType, f.palletType) : undefined,
    f.minLoadingMeters !== undefined ? gte(t.loadingMeters, f.minLoadingMeters) : undefined,
    dangerous(t.adrClass, f.adr),
    f.adrClass ? eq(t.adrClass, f.adrClass) : undefined,
    f.temperatureControlled ? temperatureGiven(t) : undefined,
    holds(t.bodyTypes, f.bodyType),
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
    notWithheldListing('transport', t.id),
    textSearch(t, f.q, labels),
    f.verified ? sql`${t.ownerVerified}` : undefined,
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
    f.minLoadingMeters !== undefined ? gte(t.loadingMeters, f.minLoadingMeters) : undefined,
    dangerous(t.adrClasses, f.adr),
    holds(t.adrClasses, f.adrClass),
    f.temperatureControlled ? temperatureGiven(t) : undefined,
    // A truck's body type is its trailer type (../shared/spec/API.md's name for it).
    sameText(t.trailerType, f.bodyType),
  )!;
  return described(where, 'transport', TRANSPORT_FILTERS, f, points);
}

/**
 * A page in two steps: the ids of the page in the feed's order first (feed-order.ts), or the ids a
 * text search collected, then only those rows in full. The feed and order indexes carry the filter
 * columns, so the first step reads index entries alone, however deep the page.
 */
async function findPage(db: Db, t: Table, where: SQL, order: FeedOrder, page: Page, ids?: string[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(t)
    .where(ids ? inArray(t.id, ids) : sql`${t.id} in (${order.pageIds(where, page)})`)
    .orderBy(order.rows);
}

export async function findCargoPage(
  db: Db,
  where: SQL,
  order: FeedOrder,
  page: Page,
  ids?: string[],
): Promise<CargoRow[]> {
  return findPage(db, cargoListings, where, order, page, ids) as Promise<CargoRow[]>;
}

export async function findTransportPage(
  db: Db,
  where: SQL,
  order: FeedOrder,
  page: Page,
  ids?: string[],
): Promise<TransportRow[]> {
  return findPage(db, transportListings, where, order, page, ids) as Promise<TransportRow[]>;
}

/**
 * A feed's condition and order as db/bounded-list.ts reads a page and its total: a text search
 * collects its matches first (readBoundedPage says when that is worth it), with the order's columns.
 */
export function feedList(t: Table, condition: FeedCondition, order: FeedOrder): BoundedList {
  return {
    key: condition.key,
    limit: condition.limit,
    collectFirst: condition.searchesText,
    matches: sql`select ${t.id} as id, ${order.collected.columns} from ${t} where ${condition.where}`,
    order: order.collected.order,
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
  const shown = and(
    liveSql(table, now),
    notWithheldListing(table === cargoListings ? 'cargo' : 'transport', table.id),
  )!;
  const where = since ? and(shown, gte(table.createdAt, since))! : shown;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} where ${where}`,
  );
  return Number(row?.n ?? 0);
}

/** Listings by id, in the order of `ids` (a page another rule has ordered: matching). */
export async function findByIds<R extends CargoRow | TransportRow>(
  db: Db,
  t: Table,
  ids: string[],
): Promise<R[]> {
  if (ids.length === 0) return [];
  const rows = (await db.select().from(t).where(inArray(t.id, ids))) as R[];
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}
