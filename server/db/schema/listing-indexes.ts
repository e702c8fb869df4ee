import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { matchCell } from './match-cells';

// The listing tables' index builders and the SQL expressions their indexes hold
// (schema/listings.ts uses them; the feeds' and matching's queries repeat the expressions).

/**
 * "Within N km of a point" (server/modules/places/radius-sql.ts): a b-tree of each end's position,
 * partial on the feed's rows like every feed index and on the located ends, which a radius's box in
 * degrees reads (the counts, and a radius with few matches; a page of a broad one walks the feed
 * index, which carries the coordinates too). Migration 0036 builds them with `INCLUDE (expires_at,
 * created_at, id, the other end's lat and lon, origin_country, destination_country)`, which drizzle
 * cannot express, so that a count (with a country filter too) reads the index alone, and adds
 * `CREATE STATISTICS … (mcv)` on each end's (lat, lon): the places are points, and a few cities
 * hold most listings. Change these indexes by hand in a migration, keeping both.
 */
export const nearIndexes = (
  name: string,
  t: {
    originLat: AnyPgColumn;
    originLon: AnyPgColumn;
    destinationLat: AnyPgColumn;
    destinationLon: AnyPgColumn;
    status: AnyPgColumn;
    deletedAt: AnyPgColumn;
  },
) => [
  index(`${name}_origin_near_idx`)
    .on(t.originLat, t.originLon)
    .where(sql`${feedRows(t)} and ${t.originLat} is not null`),
  index(`${name}_destination_near_idx`)
    .on(t.destinationLat, t.destinationLon)
    .where(sql`${feedRows(t)} and ${t.destinationLat} is not null`),
];

/** Lower-cased text the feed search matches with a trigram index ("contains", any case). */
export function searchText(...cols: AnyPgColumn[]): SQL {
  const parts = cols.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

/** Both ends' positions, which the feed indexes carry last for the radius filters. */
export const coordinates = (t: {
  originLat: AnyPgColumn;
  originLon: AnyPgColumn;
  destinationLat: AnyPgColumn;
  destinationLon: AnyPgColumn;
}) => [t.originLat, t.originLon, t.destinationLat, t.destinationLon] as const;

/** The rows the feeds show (before the expiry time): every feed index is partial on it. */
export const feedRows = (t: { status: AnyPgColumn; deletedAt: AnyPgColumn }): SQL =>
  sql`${t.status} = 'active' and ${t.deletedAt} is null`;

/**
 * The feeds' orders other than the newest (domain/feeds.ts SORT_KEYS, decision 0075): one index per
 * order, its value first and the newest first among equal values, so that PostgreSQL walks it
 * forward for the natural direction and backward for the reverse and stops at the page's last row.
 * Partial on the listings that have the value: those without come after them, read from the feed
 * index (server/modules/listings/feed-order.ts). The expiry and the countries ride along, so the
 * live test and a country filter are answered from the index alone.
 */
export const sortIndex = (
  name: string,
  value: AnyPgColumn | SQL,
  t: {
    createdAt: ExtraConfigColumn;
    id: ExtraConfigColumn;
    expiresAt: AnyPgColumn;
    originCountry: AnyPgColumn;
    destinationCountry: AnyPgColumn;
    status: AnyPgColumn;
    deletedAt: AnyPgColumn;
  },
  nullable = true,
) =>
  index(name)
    .on(
      value as AnyPgColumn,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiresAt,
      t.originCountry,
      t.destinationCountry,
    )
    .where(nullable ? sql`${feedRows(t)} and ${value} is not null` : feedRows(t));

/**
 * The rare freight filters' own lists, in the feed's order: dangerous goods and a temperature range
 * are a few in a hundred listings, so walking the feed index for them read hundreds of entries a
 * page and every live listing for an exact total.
 */
export const rareIndex = (
  name: string,
  where: SQL,
  t: {
    createdAt: ExtraConfigColumn;
    id: ExtraConfigColumn;
    expiresAt: AnyPgColumn;
    status: AnyPgColumn;
    deletedAt: AnyPgColumn;
  },
  ...carried: AnyPgColumn[]
) =>
  index(name)
    .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.expiresAt, ...carried)
    .where(sql`${feedRows(t)} and ${where}`);

/**
 * Matching (decision 0076): the live listings by the cells of their two ends (schema/match-cells.ts)
 * and then their day, so that the listings picked up near one place, going near another, within a
 * few days, are read from a few short runs of the index; every column the rule tests and the order
 * reads is carried along, so the match is answered from the index alone, without the table.
 */
export const matchIndex = (
  name: string,
  going: SQL,
  day: AnyPgColumn,
  t: {
    createdAt: AnyPgColumn;
    id: AnyPgColumn;
    expiresAt: AnyPgColumn;
    userId: AnyPgColumn;
    originLat: AnyPgColumn;
    originLon: AnyPgColumn;
    originCountry: AnyPgColumn;
    destinationLat: AnyPgColumn;
    destinationLon: AnyPgColumn;
    destinationCountry: AnyPgColumn;
    loadingMeters: AnyPgColumn;
    temperatureMin: AnyPgColumn;
    temperatureMax: AnyPgColumn;
    status: AnyPgColumn;
    deletedAt: AnyPgColumn;
  },
  ...own: AnyPgColumn[]
) =>
  index(name)
    .on(
      matchCell(t.originLat, t.originLon, t.originCountry),
      going,
      day,
      t.createdAt,
      t.id,
      t.expiresAt,
      t.userId,
      t.originLat,
      t.originLon,
      t.originCountry,
      t.destinationLat,
      t.destinationLon,
      t.destinationCountry,
      t.loadingMeters,
      t.temperatureMin,
      t.temperatureMax,
      ...own,
    )
    .where(feedRows(t));

/** A temperature range given at either end: what `temperatureControlled` asks for. */
export const temperatureGiven = (t: { temperatureMin: AnyPgColumn; temperatureMax: AnyPgColumn }): SQL =>
  sql`(${t.temperatureMin} is not null or ${t.temperatureMax} is not null)`;

/** A load's price per km of its estimated road distance, as its index holds it. */
export const cargoPricePerKm = (t: { priceAmount: AnyPgColumn; distanceKm: AnyPgColumn }): SQL =>
  sql`(${t.priceAmount} / nullif(${t.distanceKm}, 0))`;

// Columns shared by both listing kinds: route, contact, lifecycle.

/**
 * `verified=true` (decision 0081): the listings of verified companies in the feed's order and in the
 * freshness order, the expiry and the countries carried, so that a page of either reads index
 * entries alone however few of the listings are verified.
 */
export const verifiedIndexes = (
  name: string,
  t: {
    createdAt: ExtraConfigColumn;
    id: ExtraConfigColumn;
    confirmedAt: AnyPgColumn;
    expiresAt: AnyPgColumn;
    originCountry: AnyPgColumn;
    destinationCountry: AnyPgColumn;
    ownerVerified: AnyPgColumn;
    status: AnyPgColumn;
    deletedAt: AnyPgColumn;
  },
) => [
  rareIndex(`${name}_verified_idx`, sql`${t.ownerVerified}`, t, t.originCountry, t.destinationCountry),
  index(`${name}_verified_confirmed_idx`)
    .on(
      t.confirmedAt,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.expiresAt,
      t.originCountry,
      t.destinationCountry,
    )
    .where(sql`${feedRows(t)} and ${t.ownerVerified}`),
];
