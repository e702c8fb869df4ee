import type { WantedDirectionInput } from '@domain/freight';
import type { Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { greatCircleKm, RADIUS_KM, ROAD_FACTOR, type Coordinates } from '@domain/places';
import type { StopInput } from '@domain/stops';
import type { Db } from '../../db/client';
import type { StoredDirection, StoredStop } from '../../db/schema/listings';
import { badRequest } from '../../platform/errors';
import { keyOf, locateEnds, type RouteColumns } from './locate';
import { placeRows } from './places.service';

// The places of a listing besides its ends (issue 30): a truck's wanted directions and a load's
// stops, located as the ends are (locate.ts) and stored with their positions.

/**
 * A truck's wanted directions as stored (transport_listings.wanted_directions): a country as it is,
 * a place with its name, country and position from the gazetteer and its radius (RADIUS_KM.default
 * when none is given), so a match needs no other table. An unknown place is a 400 PLACE_NOT_FOUND
 * naming its direction.
 */
export async function wantedDirectionsColumn(
  db: Db,
  directions: readonly WantedDirectionInput[] | null | undefined,
): Promise<StoredDirection[] | null> {
  if (!directions || directions.length === 0) return null;
  const places = await placeRows(
    db,
    directions.flatMap((direction) => (direction.placeId == null ? [] : [direction.placeId])),
  );
  return directions.map((direction, index): StoredDirection => {
    if (direction.placeId == null) return { country: direction.country! };
    const place = places.get(direction.placeId);
    if (!place) {
      throw badRequest(MESSAGES.places.notFound, `wantedDirections.${index}.placeId`, 'PLACE_NOT_FOUND');
    }
    return {
      placeId: place.id,
      name: place.name,
      country: keyOf(place.country) ?? place.country,
      lat: place.lat,
      lon: place.lon,
      radiusKm: direction.radiusKm ?? RADIUS_KM.default,
    };
  });
}

/**
 * A load's stops as stored (cargo_listings.stops, decision 0074), each located as a route's end is
 * (a picked place, or a typed city unambiguous in its country; an unknown picked place is a 400
 * naming it), and the road distance of the whole trip: pickup, the stops in order, delivery, when
 * every one of them is located; null otherwise. Without stops the distance is the route's.
 */
export async function stopsColumns(
  db: Db,
  route: Pick<RouteColumns, 'originLat' | 'originLon' | 'destinationLat' | 'destinationLon' | 'distanceKm'>,
  stops: readonly StopInput[] | null | undefined,
  locale: Locale,
): Promise<{ stops: StoredStop[] | null; distanceKm: number | null }> {
  if (!stops || stops.length === 0) return { stops: null, distanceKm: route.distanceKm };
  const ends = await locateEnds(
    db,
    stops.map((stop, index) => ({
      city: stop.city,
      country: stop.country,
      chosen: stop.placeId ?? null,
      kept: null,
      field: `stops.${index}.placeId`,
    })),
    locale,
  );
  const stored = stops.map((stop, index): StoredStop => ({
    kind: stop.kind,
    city: ends[index]!.city,
    country: ends[index]!.country,
    placeId: ends[index]!.placeId,
    lat: ends[index]!.lat,
    lon: ends[index]!.lon,
    date: stop.date ?? null,
    timeFrom: stop.timeFrom ?? null,
    timeTo: stop.timeTo ?? null,
  }));
  const points = [
    { lat: route.originLat, lon: route.originLon },
    ...stored.map((stop) => ({ lat: stop.lat, lon: stop.lon })),
    { lat: route.destinationLat, lon: route.destinationLon },
  ];
  const located = points.every((point) => point.lat !== null && point.lon !== null);
  // The legs' straight lines summed, then the road factor once (as roadKm does for one leg).
  const distanceKm = located
    ? Math.round(
        points
          .slice(1)
          .reduce(
            (sum, point, index) => sum + greatCircleKm(points[index] as Coordinates, point as Coordinates),
            0,
          ) * ROAD_FACTOR,
      )
    : null;
  return { stops: stored, distanceKm };
}
