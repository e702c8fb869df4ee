import { sql, type SQL } from 'drizzle-orm';
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
  type Coordinates,
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
export const keyOf = (code: string) => COUNTRIES.find((c) => c.code === code)?.key;

type End = { city: string; country: string; placeId: number | null; lat: number | null; lon: number | null };
type EndInput = {
  city: string;
  country: string;
  chosen: number | null | undefined;
  kept: KeptPlace | null | undefined;
  /** Which field an unknown picked place is named by in the 400 ('stops.2.placeId', say). */
  field: string;
};
type Candidate = PlaceRow & { slot: number; population: number };

/**
 * The places whose name in any language is exactly `folded` (a folded name of place_names), in the
 * country `code` when one is given, the two biggest: what `unambiguous` decides on. `slot` tells one
 * look-up's rows from another's in a union.
 */
function namedExactly(slot: number, folded: string, code?: string): SQL {
  return sql`(select ${slot}::int as slot, id, name, country, lat, lon, labels, population from places
              where ${code ? sql`country = ${code} and ` : sql``}id in (select place_id from place_names where name = ${folded})
              order by population desc, id limit 2)`;
}

/**
 * The place a typed name locates: the only place of that name, or the biggest when it is at least
 * ten times the next (a town, not a village of the same name: "Valga" the town, decision 0067).
 * `candidates` are the two biggest, the biggest first; none when the name is ambiguous or unknown.
 */
function unambiguous<T extends { population: number }>(candidates: readonly T[]): T | undefined {
  const [first, second] = candidates;
  return first && !(second && first.population < second.population * 10) ? first : undefined;
}

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
  return namedExactly(index, folded, code);
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
  // A typed city is located when it is unambiguous in the country.
  const place = unambiguous(candidates);
  if (!place) return notLocated;
  return { city: input.city, country: input.country, placeId: place.id, lat: place.lat, lon: place.lon };
}

/** Both ends at once: one query (none when neither needs the gazetteer). */
export async function locateEnds(db: Db, ends: EndInput[], locale: Locale): Promise<End[]> {
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
 * place looked up in the gazetteer, a 400 PLACE_NOT_FOUND naming the field when there is none (as
 * a listing's unknown place); the radius RADIUS_KM.default when only the place is given. Alert
 * preferences store theirs the same way (modules/notifications).
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
  const [origin, destination] = await Promise.all([
    nearPoint(db, query.originNear, query.originRadiusKm, 'originNear'),
    nearPoint(db, query.destinationNear, query.destinationRadiusKm, 'destinationNear'),
  ]);
  return { ...(origin && { origin }), ...(destination && { destination }) };
}

/**
 * One radius filter's point: the place `id` looked up in the gazetteer (a 400 PLACE_NOT_FOUND naming
 * `field` when there is none), the radius RADIUS_KM.default when none is given; undefined without a
 * place. The feeds' two (nearPoints) and the directory's `near` (modules/companies) are such points.
 */
export async function nearPoint(
  db: Db,
  id: number | undefined,
  radiusKm: number | undefined,
  field: string,
): Promise<NearPoint | undefined> {
  if (id === undefined) return undefined;
  const place = await placeRow(db, id);
  if (!place) throw badRequest(MESSAGES.places.notFound, field, 'PLACE_NOT_FOUND');
  return { lat: place.lat, lon: place.lon, radiusKm: radiusKm ?? RADIUS_KM.default };
}

/**
 * A position's distance from a point in whole km, as the items show it; undefined without either.
 * greatCircleKm is the haversine the radius filters compute in SQL (radius-sql.ts, distanceKmSql),
 * so an item shows the distance its filter measured.
 */
export function kmFrom(point: Coordinates | undefined, lat: number | null, lon: number | null) {
  return point && lat !== null && lon !== null ? Math.round(greatCircleKm(point, { lat, lon })) : undefined;
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
  const origin = kmFrom(points.origin, row.originLat, row.originLon);
  const destination = kmFrom(points.destination, row.destinationLat, row.destinationLon);
  return {
    ...(origin !== undefined && { originDistanceKm: origin }),
    ...(destination !== undefined && { destinationDistanceKm: destination }),
  };
}

/**
 * The place a typed city names unambiguously in its country (the rule a new listing's typed city
 * follows, `located`), or null: for locating what was stored as text before the gazetteer.
 */
export async function placeOfTypedCity(db: Db, city: string, country: string): Promise<KeptPlace | null> {
  const [place] = await locateEnds(
    db,
    [{ city, country, chosen: null, kept: null, field: 'originPlaceId' }],
    'et',
  );
  if (!place || place.placeId === null || place.lat === null || place.lon === null) return null;
  return { placeId: place.placeId, lat: place.lat, lon: place.lon };
}

/**
 * Locates the listings stored before the gazetteer (issue 29, item 3): each end not located whose
 * typed city names one place unambiguously (placeOfTypedCity) gets that place, and a listing with
 * both ends located its distance. Run once, right after the gazetteer is loaded; the rest stay not
 * located. Templates are located the same way (modules/templates/locate-templates.ts).
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
        const place = await placeOfTypedCity(db, pair.city, pair.country);
        if (!place) continue;
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

/** A company's base place, as the profile stores it (base_place_id, base_lat, base_lon). */
export type BasePlace = { basePlaceId: number; baseLat: number; baseLon: number };

// An address names its place in one of its last parts ("Pärnu mnt 139, 11317 Tallinn"); the parts
// before those are a street, a building, a care-of.
const ADDRESS_PARTS = 5;

// A part of an address without its words that hold a digit: a house number, a postal code.
const withoutNumbers = (part: string) =>
  part
    .split(/\s+/)
    .filter((word) => !/\p{N}/u.test(word))
    .join(' ');

/**
 * The parts of an address that may name its place (decision 0069), folded as place_names keeps
 * names, the last first: the address split at commas, each part without its words that hold a digit
 * (house numbers, postal codes such as "11317" or "LV-1019"), blank parts and repeats left out; at
 * most the last ADDRESS_PARTS.
 */
export function addressPlaceNames(address: string): string[] {
  const parts = address
    .split(',')
    .map((part) => foldPlaceName(withoutNumbers(part)))
    .filter((part) => part !== '');
  return [...new Set(parts.reverse())].slice(0, ADDRESS_PARTS);
}

/**
 * The place an address names (decision 0069): its parts from the last to the first
 * (addressPlaceNames), the first that names a place unambiguously in the whole gazetteer (exactly a
 * name of one place, case and diacritics ignored, or of the biggest when it is at least ten times the
 * next: `unambiguous`, the listings' rule). Null when no part does. One query.
 */
export async function locateAddress(db: Db, address: string | null): Promise<BasePlace | null> {
  const names = address ? addressPlaceNames(address) : [];
  const located = await locateNames(db, names);
  const place = names.map((name) => located.get(name)).find((found) => found !== undefined);
  return place ? { basePlaceId: place.placeId, baseLat: place.lat, baseLon: place.lon } : null;
}

/**
 * Locates the companies stored before they had a base place (decision 0069): each profile with an
 * address and no base place gets the place its address names (locateAddress). Run once, right after
 * the gazetteer is loaded, as locateStoredListings; the rest stay without one.
 */
export async function locateStoredCompanies(db: Db): Promise<{ located: number }> {
  const addresses = await queryRows<{ address: string }>(
    db,
    sql`select distinct address from profiles where base_place_id is null and btrim(address) <> ''`,
  );
  let located = 0;
  for (const { address } of addresses) {
    const place = await locateAddress(db, address);
    if (!place) continue;
    const rows = await queryRows(
      db,
      sql`update profiles set base_place_id = ${place.basePlaceId}, base_lat = ${place.baseLat},
            base_lon = ${place.baseLon}
          where address = ${address} and base_place_id is null
          returning 1`,
    );
    located += rows.length;
  }
  return { located };
}

// Names looked up in one query: a union of two-row look-ups, each on the place_names index.
const NAMES_PER_QUERY = 100;

/**
 * The places typed names locate in the whole gazetteer (a company's route ends, decision 0091):
 * a name that is exactly a name of one place in any language, case and diacritics ignored, or of
 * the biggest when it is at least ten times the next (`unambiguous`, the listings' rule without a
 * country). A map from each name as given to its place; names that locate nothing are left out.
 * One query per NAMES_PER_QUERY names.
 */
export async function locateNames(db: Db, names: readonly string[]): Promise<Map<string, KeptPlace>> {
  const typed = [...new Set(names)].filter((name) => foldPlaceName(name) !== '');
  const located = new Map<string, KeptPlace>();
  for (let start = 0; start < typed.length; start += NAMES_PER_QUERY) {
    const batch = typed.slice(start, start + NAMES_PER_QUERY);
    const candidates = await queryRows<Candidate>(
      db,
      sql.join(
        batch.map((name, slot) => namedExactly(slot, foldPlaceName(name))),
        sql` union all `,
      ),
    );
    batch.forEach((name, slot) => {
      const place = unambiguous(candidates.filter((candidate) => candidate.slot === slot));
      if (place) located.set(name, { placeId: place.id, lat: place.lat, lon: place.lon });
    });
  }
  return located;
}
