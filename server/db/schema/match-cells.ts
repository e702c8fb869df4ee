import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boundingBox, greatCircleKm, type Coordinates } from '@domain/places';

/**
 * Matching's cells (decision 0076): where a listing's end is, as one whole number a b-tree can look
 * up, so that "picked up near here and delivered near there" reads the few cells around both ends
 * and nothing else (schema/listing-indexes.ts `matchIndex`).
 *
 * - A located end is in a cell of the grid: 1° of latitude by 2° of longitude, about 111 km square
 *   at 60° N, the middle of our region (in Warsaw 111 by 145 km), numbered band by band from the
 *   south pole and the antimeridian. The SQL here and `gridCells` below compute the same number.
 * - An end that is not located is in its country's own cell: a negative number from the country's
 *   name (hashtext, the same in every PostgreSQL and in PGlite; two countries sharing one only
 *   costs a few rows that the rule's own country test then drops).
 * - A truck with wanted directions goes where they say, not to its destination: DIRECTIONS_CELL.
 */

const COLUMNS = 180;

/** A truck that goes where its wanted directions say. */
export const DIRECTIONS_CELL = -1;

// Every number is written into the SQL text, not passed as a parameter: an index on the expression
// is used only for the expression as the index wrote it.
const gridSql = (lat: AnyPgColumn | SQL, lon: AnyPgColumn | SQL) =>
  sql`(floor(${lat})::int + 90) * ${sql.raw(String(COLUMNS))} + floor((${lon} + 180) / 2)::int`;

/** A country's own cell, for its ends that are not located: `country` a column or a value. */
export const countryCell = (country: AnyPgColumn | string): SQL =>
  sql`(-2 - (hashtext(${country}::text) & 1048575))`;

/** An end's cell: its grid cell when located, else its country's. */
export const matchCell = (lat: AnyPgColumn, lon: AnyPgColumn, country: AnyPgColumn): SQL =>
  sql`(case when ${lat} is null then ${countryCell(country)} else ${gridSql(lat, lon)} end)`;

/** A place's grid cell (a gazetteer place is always located). */
export const placeCell = (lat: AnyPgColumn, lon: AnyPgColumn): SQL => sql`(${gridSql(lat, lon)})`;

/** Where a truck goes: DIRECTIONS_CELL when it has wanted directions, else its destination's cell. */
export const truckGoingCell = (t: {
  wantedDirections: AnyPgColumn;
  destinationLat: AnyPgColumn;
  destinationLon: AnyPgColumn;
  destinationCountry: AnyPgColumn;
}): SQL =>
  sql`(case when ${t.wantedDirections} is not null then ${sql.raw(String(DIRECTIONS_CELL))} else ${matchCell(
    t.destinationLat,
    t.destinationLon,
    t.destinationCountry,
  )} end)`;

/** A located point's grid cell: gridSql's number. */
export const gridCell = (lat: number, lon: number): number =>
  (Math.floor(lat) + 90) * COLUMNS + Math.floor((lon + 180) / 2);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const rad = Math.PI / 180;

/**
 * The great-circle distance from `p` to the nearest point of a cell (latitudes south to north,
 * longitudes west to east). Beside the cell, that point is on its nearer meridian where the great
 * circle through `p` meets it at a right angle (a little poleward of `p`'s latitude), or the corner
 * nearest it: the distance along a meridian has one minimum.
 */
function kmToCell(p: Coordinates, south: number, north: number, west: number, east: number): number {
  if (p.lon >= west && p.lon <= east)
    return greatCircleKm(p, { lat: clamp(p.lat, south, north), lon: p.lon });
  const lon = p.lon < west ? west : east;
  const lat = Math.atan(Math.tan(p.lat * rad) / Math.cos((lon - p.lon) * rad)) / rad;
  return greatCircleKm(p, { lat: clamp(lat, south, north), lon });
}

/**
 * The grid cells every point within `radiusKm` of `center` lies in: those of its bounding box that
 * the circle reaches (a box's corners hold a fifth of its area, and a city there is read for
 * nothing).
 */
export function gridCells(center: Coordinates, radiusKm: number): number[] {
  const box = boundingBox(center, radiusKm);
  const [west, east] = box.lon ?? [-180, 179.999];
  const cells: number[] = [];
  for (let band = Math.floor(box.lat[0]); band <= Math.floor(box.lat[1]); band++) {
    for (let column = Math.floor((west + 180) / 2); column <= Math.floor((east + 180) / 2); column++) {
      const cellWest = column * 2 - 180;
      // Half a km for rounding: a cell is left out only when the circle surely misses it.
      if (box.lon && kmToCell(center, band, band + 1, cellWest, cellWest + 2) > radiusKm + 0.5) continue;
      cells.push(gridCell(band, cellWest));
    }
  }
  return cells;
}
