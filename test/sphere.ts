import { EARTH_RADIUS_KM, type Coordinates } from '../domain/places';

/** The point `km` from `from` in the direction `bearing` (degrees from north), on earthdistance's sphere. */
export function pointAt(from: Coordinates, km: number, bearing: number): Coordinates {
  const rad = Math.PI / 180;
  const d = km / EARTH_RADIUS_KM;
  const [lat1, lon1, b] = [from.lat * rad, from.lon * rad, bearing * rad];
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  // Longitudes back into [-180, 180).
  return { lat: lat2 / rad, lon: ((((lon2 / rad + 180) % 360) + 360) % 360) - 180 };
}
