import { fold } from './countries';
import type { Locale } from './locales';

/** A place's name in each of the six languages, where one is known (server/db/schema/places.ts). */
export type PlaceLabels = Partial<Record<Locale, string>>;

/**
 * A name as the gazetteer's search keeps it: lower case, no diacritics, single spaces ("Rīga",
 * "RIGA" and "riga" are one; "Рига" stays Cyrillic). The query is folded the same way.
 */
export const foldPlaceName = fold;

/** A place's name for a reader: the reader's language's where known, else the local one. */
export function placeLabel(place: { name: string; labels: PlaceLabels }, locale: Locale): string {
  return place.labels[locale] ?? place.name;
}

/** A point on the earth, in degrees. */
export type Coordinates = { lat: number; lon: number };

// earthdistance's own radius of the earth (its earth() function, in metres), kept by the radius
// filter's SQL too (server/modules/places/radius-sql.ts), so that a distance the page shows is the
// one the database's radius filter measured.
export const EARTH_RADIUS_KM = 6378.168;

/**
 * Roads are longer than the straight line: an estimate of the road distance is the great-circle
 * distance times this (decision 0067). Tallinn–Riga is 279 km apart and 310 km by road (1.11),
 * Tallinn–Vilnius 531 and 600 (1.13), Riga–Warsaw 562 and 660 (1.17); shorter trips and detours
 * round a bay or a border run more, so 1.2 rather than the long trips' 1.1.
 */
export const ROAD_FACTOR = 1.2;

/** A radius filter's place and radius (the feeds' originNear/originRadiusKm, …). */
export type NearPoint = Coordinates & { radiusKm: number };
export type NearPoints = { origin?: NearPoint; destination?: NearPoint };

/** The radius search's bounds and the radius taken when a point is given without one. */
export const RADIUS_KM = { min: 1, max: 1000, default: 100 } as const;

/** The great-circle distance in km (haversine). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// About a centimetre: far below any place's precision, far above a double's rounding.
const BOX_MARGIN_DEG = 1e-7;

/**
 * The box of latitudes and longitudes (degrees) that holds every point within `radiusKm` of `center`
 * on earthdistance's sphere: what a radius filter asks a b-tree of (lat, lon) for before it measures
 * each point's distance (server/modules/places/radius-sql.ts). The latitudes are the centre's ± the
 * radius as an angle, held to ±90°. The longitudes are the centre's ± asin(sin r / cos lat), the
 * widest the circle reaches; there is no longitude bound (`lon` undefined) when the circle holds a
 * pole (every longitude then) or when the bound would pass ±180° (the antimeridian: the box would
 * have to wrap). A hair is added on every side, so rounding never leaves out a point the exact
 * distance keeps.
 */
export function boundingBox(
  center: Coordinates,
  radiusKm: number,
): { lat: [number, number]; lon?: [number, number] } {
  const deg = 180 / Math.PI;
  const angle = radiusKm / EARTH_RADIUS_KM; // radians
  const dLat = angle * deg + BOX_MARGIN_DEG;
  const lat: [number, number] = [Math.max(-90, center.lat - dLat), Math.min(90, center.lat + dLat)];
  if (Math.abs(center.lat) + dLat >= 90) return { lat };
  const dLon = Math.asin(Math.sin(angle) / Math.cos(center.lat / deg)) * deg + BOX_MARGIN_DEG;
  const lon: [number, number] = [center.lon - dLon, center.lon + dLon];
  if (lon[0] < -180 || lon[1] > 180) return { lat };
  return { lat, lon };
}

/** The estimated road distance in whole km: the great circle times ROAD_FACTOR. */
export function roadKm(a: Coordinates, b: Coordinates): number {
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
