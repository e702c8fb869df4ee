import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_KM, type Coordinates, type NearPoint } from '@domain/places';

/**
 * "Within N km of a place" in SQL, for a position held in two columns (a listing's end, a company's
 * base place): the one place where the radius filters' SQL lives (decisions 0067 and 0069).
 *
 * Not earthdistance's `earth_box(…) @> ll_to_earth(lat, lon)` on a GiST index: PostgreSQL has no
 * statistics for cube containment and takes any box for 0.1 % of the rows, so it read and sorted
 * every listing in a big radius (1.9 s for Tallinn 100 km at a million listings), and
 * `ll_to_earth` is a function call per row (bench/README.md, "Radius kinds"). A box in degrees on
 * the plain columns is estimated from their statistics and read from a b-tree of (lat, lon) or
 * from the feed index, which carries both ends' coordinates (schema/listings.ts); the exact test
 * is then greatCircleKm's haversine, earthdistance's `<@>` on plain points, so a page shows the
 * distance the filter measured. The same on PGlite and PostgreSQL (both load earthdistance).
 */

/** A latitude or longitude in SQL: a column, or an expression of one. */
type Degrees = AnyColumn | SQL;

/**
 * earthdistance's `<@>` (its C function geo_distance) is greatCircleKm's haversine, in statute
 * miles on a sphere of this radius: one operator where the haversine written out in SQL was some
 * twenty nodes, which PostgreSQL parsed, walked while planning (each index considered walks the
 * clauses again) and evaluated function by function for every row (decision 0087). Its miles are
 * turned into km of EARTH_RADIUS_KM's sphere, so a distance is the one the page and greatCircleKm
 * show (they differed by less than 1e-12 km where measured).
 */
const GEO_DISTANCE_RADIUS = 3958.747716;
const KM_PER_GEO_UNIT = EARTH_RADIUS_KM / GEO_DISTANCE_RADIUS;

/** The `<@>` of a position held in SQL and another point, in geo_distance's units (null when either is). */
const geoDistance = (lat: Degrees, lon: Degrees, other: SQL) => sql`(point(${lon}, ${lat}) <@> ${other})`;

/** A distance in geo_distance's units turned into km. */
const inKm = (distance: SQL) => sql`(${distance} * ${sql.raw(String(KM_PER_GEO_UNIT))}::float8)`;

/** A position as geo_distance's point constant: one parameter. */
const centre = (point: Coordinates) => sql`${`(${point.lon},${point.lat})`}::point`;

/** A position's great-circle distance from `point` in km. Null when the position is. */
export function distanceKmSql(lat: Degrees, lon: Degrees, point: Coordinates): SQL {
  return inKm(geoDistance(lat, lon, centre(point)));
}

/**
 * The great-circle distance in km between two positions held in SQL (an alert preference's centre
 * and a new listing's end). Null when either is.
 */
export function distanceKmBetweenSql(
  a: { lat: Degrees; lon: Degrees },
  b: { lat: Degrees; lon: Degrees },
): SQL {
  return inKm(geoDistance(a.lat, a.lon, sql`point(${b.lon}, ${b.lat})`));
}

/**
 * "Within the point's radius": the box around it in degrees (boundingBox, without a longitude bound
 * across ±180° or over a pole), then the exact distance (the same `<@>`). A row without a position
 * never matches.
 *
 * The exact test is written as a null test (`nullif(distance <= r, false) is not null`, true exactly
 * when the distance is within the radius) for the planner's sake: it has no statistics for an
 * expression, and estimates `expression <= constant` at a third of the rows, where the box, which it
 * does estimate from the columns' statistics, has already said how many rows there are (a circle
 * fills π/4 of its box). A radius on both ends was then guessed at a ninth of its matches or less
 * (304 loads for Tallinn 100 km → Warsaw 200 km's 4,816), and PostgreSQL read and sorted Warsaw's
 * whole box (16,000 entries, 4.1 ms) instead of walking the feed index to the page's 26th match
 * (0.3 ms). A null test of an expression it estimates at 0.995, which leaves the box's estimate as
 * it is (decision 0086; bench/README.md, "The radius's estimate").
 */
export function withinRadius(lat: AnyColumn, lon: AnyColumn, point: NearPoint): SQL {
  const box = boundingBox(point, point.radiusKm);
  return and(
    sql`${lat} >= ${box.lat[0]}::float8`,
    sql`${lat} <= ${box.lat[1]}::float8`,
    box.lon && sql`${lon} >= ${box.lon[0]}::float8`,
    box.lon && sql`${lon} <= ${box.lon[1]}::float8`,
    // The radius in geo_distance's units, so that a row costs the operator and one comparison.
    sql`nullif(${geoDistance(lat, lon, centre(point))} <= ${point.radiusKm / KM_PER_GEO_UNIT}::float8, false) is not null`,
  )!;
}
