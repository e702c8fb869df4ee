import { sql } from 'drizzle-orm';
import { COUNTRIES } from '@domain/countries';
import type { Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import {
  foldPlaceName,
  greatCircleKm,
  placeLabel,
  RADIUS_KM,
  ROAD_FACTOR,
  roadKm,
  type NearPoint,
  type NearPoints,
} from '@domain/places';
import { queryRows, type Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { placeRow, type PlaceRow } from './places.service';

/**
 * Where a listing's route starts and ends in the gazetteer (decision 0067). An end is located by
 * the place a user picked (its id), or by the text typed when it names one place unambiguously;
 * otherwise it stays "not located" and takes no part in distance search.
 */

export type RouteInput = {
  originCity: string;
  originCountry: string;
  originPlaceId?: number | null;
  destinationCity: string;
  destinationCountry: string;
  destinationPlaceId?: number | null;
};

export type RouteColumns = {
  originCity: string;
  originCountry: string;
  originPlaceId: number | null;
  originLat: number | null;
  originLon: number | null;
  destinationCity: string;
  destinationCountry: string;
  destinationPlaceId: number | null;
  destinationLat: number | null;
  destinationLon: number | null;
  distanceKm: number | null;
};

/** What an edit leaves of an end's place: kept as it was, or to be found again. */
export type KeptPlace = { placeId: number; lat: number; lon: number };

const codeOf = (countryKey: string) => COUNTRIES.find((c) => c.key === countryKey)?.code;
const keyOf = (code: string) => COUNTRIES.find((c) => c.code === code)?.key;

type End = { city: string; country: string; placeId: number | null; lat: number | null; lon: number | null };
type EndInput = {
  city: string;
  country: string;
  chosen: number | null | undefined;
  kept: KeptPlace | null | undefined;
  field: 'originPlaceId' | 'destinationPlaceId';
};
type Candidate = PlaceRow & { slot: number; population: number };

/**
 * What the gazetteer says of an end that needs it: the place picked (by id), or the places in the
 * end's country whose name in any language is exactly the typed text (case and diacritics
 * ignored), the two biggest. Null for an end that needs no look-up.
 */
function lookUp(input: EndInput, index: number) {
  if (input.chosen)
    return sql`(select ${index}::int as slot, id, name, country, lat, lon, labels, population
                from places where id = ${input.chosen})`;
  if (input.chosen === undefined && input.kept) return null;
  const code = codeOf(input.country);
  const folded = foldPlaceName(input.city);
  if (!code || !folded) return null;
  return sql`(select ${index}::int as slot, id, name, country, lat, lon, labels, population from places
              where country = ${code} and id in (select place_id from place_names where name = ${folded})
              order by population desc, id limit 2)`;
}

function located(input: EndInput, candidates: Candidate[], locale: Locale): End {
  const notLocated = { city: input.city, country: input.country, placeId: null, lat: null, lon: null };
  if (input.chosen) {
    const [place] = candidates;
    if (!place) throw badRequest(MESSAGES.places.notFound, input.field, 'PLACE_NOT_FOUND');
    // A picked place names the end: its name in the writer's language, its country.
    return {
      city: placeLabel(place, locale),
      country: keyOf(place.country) ?? input.country,
      placeId: place.id,
      lat: place.lat,
      lon: place.lon,
    };
  }
  if (input.chosen === undefined && input.kept)
    return { city: input.city, country: input.country, ...input.kept };
  // A typed city is located when it is unambiguous: the only place of that name in the country, or
  // the biggest when it is at least ten times the next (a town, not a village of the same name).
  const [first, second] = candidates;
  if (!first || (second && first.population < second.population * 10)) return notLocated;
  return { city: input.city, country: input.country, placeId: first.id, lat: first.lat, lon: first.lon };
}

/** Both ends at once: one query (none when neither needs the gazetteer). */
async function locateEnds(db: Db, ends: EndInput[], locale: Locale): Promise<End[]> {
  const parts = ends.map(lookUp).filter((part) => part !== null);
  const candidates =
    parts.length > 0 ? await queryRows<Candidate>(db, sql.join(parts, sql` union all `)) : [];
  return ends.map((input, index) =>
    located(
      input,
      candidates.filter((candidate) => candidate.slot === index),
      locale,
    ),
  );
}

/**
 * The route's columns for a write. `kept` (an edit) holds each end's stored place when the edit
 * changed neither its city nor its country nor its place; a publish has none.
 */
export async function routeColumns(
  db: Db,
  input: RouteInput,
  locale: Locale,
  kept: { origin?: KeptPlace | null; destination?: KeptPlace | null } = {},
): Promise<RouteColumns> {
  const [origin, destination] = await locateEnds(
    db,
    [
      {
        city: input.originCity,
        country: input.originCountry,
        chosen: input.originPlaceId,
        kept: kept.origin,
        field: 'originPlaceId',
      },
      {
        city: input.destinationCity,
        country: input.destinationCountry,
        chosen: input.destinationPlaceId,
        kept: kept.destination,
        field: 'destinationPlaceId',
      },
    ],
    locale,
  );
  const both = origin!.lat !== null && destination!.lat !== null;
  return {
    originCity: origin!.city,
    originCountry: origin!.country,
    originPlaceId: origin!.placeId,
    originLat: origin!.lat,
    originLon: origin!.lon,
    destinationCity: destination!.city,
    destinationCountry: destination!.country,
    destinationPlaceId: destination!.placeId,
    destinationLat: destination!.lat,
    destinationLon: destination!.lon,
    distanceKm: both
      ? roadKm({ lat: origin!.lat!, lon: origin!.lon! }, { lat: destination!.lat!, lon: destination!.lon! })
      : null,
  };
}

/**
 * A feed's radius filters as points (`originNear`/`originRadiusKm`, `destinationNear`/…): each
 * place looked up in the gazetteer, a 400 naming the field when there is none; the radius
 * RADIUS_KM.default when only the place is given.
 */
export async function nearPoints(
  db: Db,
  query: {
    originNear?: number;
    originRadiusKm?: number;
    destinationNear?: number;
    destinationRadiusKm?: number;
  },
): Promise<NearPoints> {
  const point = async (id: number | undefined, radiusKm: number | undefined, field: string) => {
    if (id === undefined) return undefined;
    const place = await placeRow(db, id);
    if (!place) throw badRequest(MESSAGES.places.notFound, field);
    return { lat: place.lat, lon: place.lon, radiusKm: radiusKm ?? RADIUS_KM.default };
  };
  const [origin, destination] = await Promise.all([
    point(query.originNear, query.originRadiusKm, 'originNear'),
    point(query.destinationNear, query.destinationRadiusKm, 'destinationNear'),
  ]);
  return { ...(origin && { origin }), ...(destination && { destination }) };
}

/** A listing's distances from the radius filters' places, in whole km, for the feed's items. */
export function distancesFrom(
  row: {
    originLat: number | null;
    originLon: number | null;
    destinationLat: number | null;
    destinationLon: number | null;
  },
  points: NearPoints,
): { originDistanceKm?: number; destinationDistanceKm?: number } {
  const away = (point: NearPoint | undefined, lat: number | null, lon: number | null) =>
    point && lat !== null && lon !== null ? Math.round(greatCircleKm(point, { lat, lon })) : undefined;
  const origin = away(points.origin, row.originLat, row.originLon);
  const destination = away(points.destination, row.destinationLat, row.destinationLon);
  return {
    ...(origin !== undefined && { originDistanceKm: origin }),
    ...(destination !== undefined && { destinationDistanceKm: destination }),
  };
}

/**
 * Locates the listings stored before the gazetteer (issue 29, item 3): each end not located whose
 * typed city names one place unambiguously (the rule a new listing's typed city follows, `located`) gets that place, and a listing with both ends located its distance. Run once, right
 * after the gazetteer is loaded; the rest stay not located.
 */
export async function locateStoredListings(db: Db): Promise<{ located: number }> {
  let located = 0;
  for (const table of ['cargo_listings', 'transport_listings']) {
    for (const end of ['origin', 'destination']) {
      const t = sql.identifier(table);
      const city = sql.identifier(`${end}_city`);
      const country = sql.identifier(`${end}_country`);
      const placeId = sql.identifier(`${end}_place_id`);
      const pairs = await queryRows<{ city: string; country: string }>(
        db,
        sql`select distinct ${city} as city, ${country} as country from ${t}
            where ${placeId} is null and deleted_at is null`,
      );
      for (const pair of pairs) {
        const [place] = await locateEnds(
          db,
          [{ city: pair.city, country: pair.country, chosen: null, kept: null, field: 'originPlaceId' }],
          'et',
        );
        if (!place || place.placeId === null) continue;
        const rows = await queryRows(
          db,
          sql`update ${t} set ${placeId} = ${place.placeId}, ${sql.identifier(`${end}_lat`)} = ${place.lat},
                ${sql.identifier(`${end}_lon`)} = ${place.lon}
              where ${city} = ${pair.city} and ${country} = ${pair.country} and ${placeId} is null
              returning 1`,
        );
        located += rows.length;
      }
    }
    // The same estimate as roadKm: earthdistance measures with the same radius of the earth.
    await db.execute(
      sql`update ${sql.identifier(table)}
          set distance_km = round(earth_distance(ll_to_earth(origin_lat, origin_lon),
                                                 ll_to_earth(destination_lat, destination_lon)) / 1000
                                  * ${ROAD_FACTOR}::float8)
          where distance_km is null and origin_lat is not null and destination_lat is not null`,
    );
  }
  return { located };
}
