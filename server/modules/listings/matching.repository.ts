import { and, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDaysToKey } from '@domain/dates';
import { MATCH, type MatchLoad, type MatchTruck } from '@domain/matching';
import type { Coordinates } from '@domain/places';
import type { Page } from '../../db/bounded-list';
import { queryRows, type Db } from '../../db/client';
import { liveSql } from '../../db/live';
import { notWithheldListing } from '../reports/withheld';
import { cargoListings, transportListings } from '../../db/schema/index';
import {
  countryCell,
  DIRECTIONS_CELL,
  gridCells,
  matchCell,
  truckGoingCell,
} from '../../db/schema/match-cells';
import { countryCells } from '../places/country-cells';
import { distanceKmSql, withinRadius } from '../places/radius-sql';

/**
 * domain/matching.ts's rule in SQL (decision 0076): the live loads that fit a truck, and the live
 * trucks that fit a load, nearest pickup first. Each part below is the domain function of the same
 * name turned round: the fixed listing's values are parameters, the other kind's are columns.
 */

type Table = typeof cargoListings | typeof transportListings;
type Place = MatchTruck['origin'];

const located = (place: Place): place is Place & Coordinates => place.lat !== null && place.lon !== null;

/** `near(place, row's end)`: within radiusKm when both are located, else the same country. */
function near(lat: AnyPgColumn, lon: AnyPgColumn, country: AnyPgColumn, place: Place, radiusKm: number): SQL {
  if (!located(place)) return eq(country, place.country);
  return or(
    and(sql`${lat} is not null`, withinRadius(lat, lon, { lat: place.lat, lon: place.lon, radiusKm })),
    and(isNull(lat), eq(country, place.country)),
  )!;
}

/** The loads that fit `truck` (loadFitsTruck with the truck fixed), but for the pickup's place. */
function loadsFor(truck: MatchTruck, ownerId: string, now: Date): SQL {
  const c = cargoListings;
  const goingThere = truck.wantedDirections
    ? or(
        ...truck.wantedDirections.map((d) =>
          'lat' in d
            ? and(sql`${c.destinationLat} is not null`, withinRadius(c.destinationLat, c.destinationLon, d))
            : eq(c.destinationCountry, d.country),
        ),
      )
    : near(c.destinationLat, c.destinationLon, c.destinationCountry, truck.destination, MATCH.radiusKm);
  const hasRange = truck.temperatureMin !== null || truck.temperatureMax !== null;
  return and(
    liveSql(c, now),
    notWithheldListing('cargo', c.id),
    ne(c.userId, ownerId),
    goingThere,
    truck.availableDate
      ? or(
          isNull(c.pickupDate),
          and(
            gte(c.pickupDate, truck.availableDate),
            lte(c.pickupDate, addDaysToKey(truck.availableDate, MATCH.days)),
          ),
        )
      : undefined,
    truck.capacity !== null ? or(isNull(c.weight), lte(c.weight, truck.capacity * 1000)) : undefined,
    truck.loadingMeters !== null
      ? or(isNull(c.loadingMeters), lte(c.loadingMeters, truck.loadingMeters))
      : undefined,
    or(isNull(c.bodyTypes), sql`${c.bodyTypes} @> array[${truck.trailerType}]::text[]`),
    truck.adrClasses ? or(isNull(c.adrClass), inArray(c.adrClass, truck.adrClasses)) : isNull(c.adrClass),
    hasRange
      ? and(
          truck.temperatureMin !== null
            ? sql`coalesce(${c.temperatureMin}, ${c.temperatureMax}, ${truck.temperatureMin}) >= ${truck.temperatureMin}`
            : undefined,
          truck.temperatureMax !== null
            ? sql`coalesce(${c.temperatureMax}, ${c.temperatureMin}, ${truck.temperatureMax}) <= ${truck.temperatureMax}`
            : undefined,
        )
      : and(isNull(c.temperatureMin), isNull(c.temperatureMax)),
  )!;
}

/** The trucks that fit `load` (loadFitsTruck with the load fixed), but for the pickup's place. */
function trucksFor(load: MatchLoad, ownerId: string, now: Date): SQL {
  const t = transportListings;
  const delivery = load.destination;
  // One wanted direction holds the delivery: a country, or a place within its radius.
  const direction = sql`exists (select 1 from jsonb_array_elements(${t.wantedDirections}) d where case
      when d ? 'lat' then ${
        located(delivery)
          ? sql`${distanceKmSql(sql`(d->>'lat')::float8`, sql`(d->>'lon')::float8`, delivery)} <= (d->>'radiusKm')::float8`
          : sql`false`
      }
      else d->>'country' = ${delivery.country} end)`;
  const goingThere = sql`case when ${t.wantedDirections} is null then ${near(
    t.destinationLat,
    t.destinationLon,
    t.destinationCountry,
    delivery,
    MATCH.radiusKm,
  )} else ${direction} end`;
  const low = load.temperatureMin ?? load.temperatureMax;
  const high = load.temperatureMax ?? load.temperatureMin;
  return and(
    liveSql(t, now),
    notWithheldListing('transport', t.id),
    ne(t.userId, ownerId),
    goingThere,
    load.pickupDate
      ? or(
          isNull(t.availableDate),
          and(
            lte(t.availableDate, load.pickupDate),
            gte(t.availableDate, addDaysToKey(load.pickupDate, -MATCH.days)),
          ),
        )
      : undefined,
    load.weight !== null ? or(isNull(t.capacity), gte(t.capacity, load.weight / 1000)) : undefined,
    load.loadingMeters !== null
      ? or(isNull(t.loadingMeters), gte(t.loadingMeters, load.loadingMeters))
      : undefined,
    load.bodyTypes ? inArray(t.trailerType, load.bodyTypes) : undefined,
    load.adrClass ? sql`${t.adrClasses} @> array[${load.adrClass}]::text[]` : undefined,
    low !== null && high !== null
      ? and(
          or(sql`${t.temperatureMin} is not null`, sql`${t.temperatureMax} is not null`),
          sql`coalesce(${t.temperatureMin}, ${low}) <= ${low}`,
          sql`coalesce(${t.temperatureMax}, ${high}) >= ${high}`,
        )
      : undefined,
  )!;
}

/**
 * The cells (schema/match-cells.ts) an end of the other kind's listings can be in to be near
 * `place`: the grid cells within `radiusKm` of it and its country's own cell when it is located;
 * every cell of its country and its country's own cell when it is not.
 */
async function cellsNear(db: Db, place: Place, radiusKm: number): Promise<SQL[]> {
  const grid = located(place) ? gridCells(place, radiusKm) : await countryCells(db, place.country);
  return [...grid.map((cell) => sql.raw(String(cell))), countryCell(place.country)];
}

/** Where a load can be delivered to suit the truck: its wanted directions, else near its destination. */
async function truckGoing(db: Db, truck: MatchTruck): Promise<SQL[]> {
  if (!truck.wantedDirections) return cellsNear(db, truck.destination, MATCH.radiusKm);
  const parts = await Promise.all(
    truck.wantedDirections.map(async (d) =>
      'lat' in d
        ? gridCells(d, d.radiusKm).map((cell) => sql.raw(String(cell)))
        : cellsNear(db, { country: d.country, lat: null, lon: null }, 0),
    ),
  );
  return parts.flat();
}

// Past this many pairs of cells (an end not located in a big country: Russia is hundreds of
// cells), a look-up per pair costs more than reading the pickups' cells whole and testing the
// delivery in each index entry.
const MAX_CELL_PAIRS = 4_000;

const cellIn = (cell: SQL, cells: SQL[]) => sql`${cell} = any(array[${sql.join(cells, sql`, `)}]::int[])`;

/** The days the other kind's listings must have, when the fixed listing has one (or have none). */
type Days = { column: AnyPgColumn; from: string; to: string };

/**
 * What the other kind's listings that fit must be: where they are picked up, where they go, the
 * days they have (when the fixed listing has one), and the rule.
 */
type Fitting = { t: Table; where: SQL; origin: Place; going: { cell: SQL; cells: SQL[] }; days: Days | null };

/**
 * The listings that fit, as rows of `columns`: those whose two ends are in the cells near the fixed
 * listing's, and whose day is in `days` or not given, read from the kind's match index
 * (schema/listing-indexes.ts `matchIndex`: a look-up per pair of cells, the days a range of each, the rule
 * tested on the index entry).
 */
async function fitsSql(db: Db, { t, where, origin, going, days }: Fitting, columns: SQL): Promise<SQL> {
  const pickups = await cellsNear(db, origin, MATCH.radiusKm);
  const fitting = (day?: SQL) => sql`
    select ${columns} from ${t}
    where ${cellIn(matchCell(t.originLat, t.originLon, t.originCountry), pickups)}
      and ${pickups.length * going.cells.length <= MAX_CELL_PAIRS ? cellIn(going.cell, going.cells) : sql`true`}
      and ${day ?? sql`true`}
      and ${near(t.originLat, t.originLon, t.originCountry, origin, MATCH.radiusKm)}
      and ${where}`;
  // The days in two parts, each a range of the index: between the two days, and none given.
  return days
    ? sql`${fitting(and(gte(days.column, days.from), lte(days.column, days.to)))}
          union all ${fitting(isNull(days.column))}`
    : fitting();
}

/**
 * One page of the ids that fit, nearest pickup first, and how many fit in all. Those picked up where
 * the fixed listing is not located follow the located ones, newest first. An origin that is not
 * located lists its country's, newest first.
 */
async function matchingIds(db: Db, fitting: Fitting, page: Page): Promise<{ ids: string[]; total: number }> {
  const { t, origin } = fitting;
  const distance = located(origin) ? distanceKmSql(t.originLat, t.originLon, origin) : sql`null::float8`;
  const fits = await fitsSql(
    db,
    fitting,
    sql`${t.id} as id, ${t.createdAt} as created_at, ${distance} as distance, ${t.originLat} is null as unlocated`,
  );
  const rows = await queryRows<{ id: string | null; total: number }>(
    db,
    sql`with fits as (${fits})
      select counted.total, f.id from (select count(*)::int as total from fits) counted
      left join lateral (
        select id, unlocated, distance, created_at from fits
        order by unlocated, distance, created_at desc, id desc limit ${page.limit} offset ${page.offset}
      ) f on true
      order by f.unlocated, f.distance, f.created_at desc, f.id desc`,
  );
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** A page of the live loads that fit the truck, best fit (the nearest pickup) first. */
export async function loadIdsForTruck(db: Db, truck: MatchTruck, ownerId: string, page: Page, now: Date) {
  const c = cargoListings;
  const going = {
    cell: matchCell(c.destinationLat, c.destinationLon, c.destinationCountry),
    cells: await truckGoing(db, truck),
  };
  const free = truck.availableDate;
  const days = free ? { column: c.pickupDate, from: free, to: addDaysToKey(free, MATCH.days) } : null;
  return matchingIds(
    db,
    { t: c, where: loadsFor(truck, ownerId, now), origin: truck.origin, going, days },
    page,
  );
}

/** What a truck must be to fit the load (the kind, the rule, its cells and days). */
async function trucksFitting(db: Db, load: MatchLoad, ownerId: string, now: Date): Promise<Fitting> {
  const t = transportListings;
  // Trucks going near the delivery, and every truck with wanted directions (tested one by one).
  const going = {
    cell: truckGoingCell(t),
    cells: [...(await cellsNear(db, load.destination, MATCH.radiusKm)), sql.raw(String(DIRECTIONS_CELL))],
  };
  const pickup = load.pickupDate;
  const days = pickup
    ? { column: t.availableDate, from: addDaysToKey(pickup, -MATCH.days), to: pickup }
    : null;
  return { t, where: trucksFor(load, ownerId, now), origin: load.origin, going, days };
}

/** A page of the live trucks that fit the load, the nearest free truck first. */
export async function truckIdsForLoad(db: Db, load: MatchLoad, ownerId: string, page: Page, now: Date) {
  return matchingIds(db, await trucksFitting(db, load, ownerId, now), page);
}

/**
 * The owners among `owners` (an SQL list of user ids) of live trucks that fit each load: the
 * alerts of the loads for one's trucks. One statement for all the loads.
 */
export async function truckOwnersFitting(
  db: Db,
  loads: readonly { id: string; ownerId: string; load: MatchLoad }[],
  owners: SQL,
  now: Date,
): Promise<{ loadId: string; userId: string }[]> {
  if (loads.length === 0) return [];
  const t = transportListings;
  const parts = await Promise.all(
    loads.map(async ({ id, ownerId, load }) => {
      const fitting = await trucksFitting(db, load, ownerId, now);
      return fitsSql(
        db,
        { ...fitting, where: and(fitting.where, sql`${t.userId} in (${owners})`)! },
        sql`${t.userId} as user_id, ${id}::uuid as load_id`,
      );
    }),
  );
  const rows = await queryRows<{ user_id: string; load_id: string }>(
    db,
    sql`select distinct user_id, load_id from (${sql.join(parts, sql` union all `)}) fits`,
  );
  return rows.map((r) => ({ loadId: r.load_id, userId: r.user_id }));
}
