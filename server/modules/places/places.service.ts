import { sql } from 'drizzle-orm';
import type { Place } from '@domain/contract/places';
import type { Locale } from '@domain/locales';
import { foldPlaceName, placeLabel, type PlaceLabels } from '@domain/places';
import { queryRows, type Db } from '../../db/client';
import { BIG_PLACE } from '../../db/schema/index';
import { likeStartsWith } from '@domain/feeds';
import { notFound } from '../../platform/errors';
import { MESSAGES } from '@domain/messages';

const LIMIT = 10;
// A prefix this short matches thousands of names: the big places (place_names_big_idx) answer it
// first, and only when they are fewer than LIMIT does the whole gazetteer.
const SHORT_PREFIX = 2;

export type PlaceRow = {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
  labels: PlaceLabels;
};

// The places found by id, kept per database: the gazetteer is written only by its seed, which adds
// places and never changes one, so a place once read stays true. Every radius filter reads its
// place on every request (a feed page, its refetch after a live update); from memory that is no
// statement at all (bench/README.md, "Radius kinds"); so does each located listing's place name on
// every page (placeLabels). An id not found is not kept: a seed still loading may add it. At most
// KEPT_PLACES per database, the oldest read dropped first (a row is about half a kilobyte).
const KEPT_PLACES = 20_000;
const keptPlaces = new WeakMap<Db, Map<number, PlaceRow>>();

function keep(db: Db, row: PlaceRow): void {
  let kept = keptPlaces.get(db);
  if (!kept) keptPlaces.set(db, (kept = new Map()));
  kept.set(row.id, row);
  if (kept.size > KEPT_PLACES) kept.delete(kept.keys().next().value!);
}

/** One place of the gazetteer by its GeoNames id. */
export async function placeRow(db: Db, id: number): Promise<PlaceRow | undefined> {
  const known = keptPlaces.get(db)?.get(id);
  if (known) return known;
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select id, name, country, lat, lon, labels from places where id = ${id}`,
  );
  if (row) keep(db, row);
  return row;
}

/**
 * Places by id (an unknown id is left out): from the places kept, and one query for those not kept
 * yet, which are kept from then on.
 */
export async function keptPlaceRows(db: Db, ids: readonly number[]): Promise<Map<number, PlaceRow>> {
  const kept = keptPlaces.get(db);
  const rows = new Map<number, PlaceRow>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const row = kept?.get(id);
    if (row) rows.set(id, row);
    else missing.push(id);
  }
  for (const row of (await placeRows(db, missing)).values()) {
    keep(db, row);
    rows.set(row.id, row);
  }
  return rows;
}

/**
 * A located place's name for a reader of `locale` (decision 0091), from keptPlaceRows' `places`;
 * `text` (what its writer typed or picked) when the place is not located or not among them.
 */
export function placeNameFor(
  places: Map<number, PlaceRow>,
  placeId: number | null | undefined,
  text: string,
  locale: Locale,
): string {
  const place = placeId == null ? undefined : places.get(placeId);
  return place ? placeLabel(place, locale) : text;
}

/** Places of the gazetteer by their GeoNames ids, in one query (an unknown id is left out). */
export async function placeRows(db: Db, ids: readonly number[]): Promise<Map<number, PlaceRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select id, name, country, lat, lon, labels from places
        where id in (${sql.join(
          unique.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function shown(row: PlaceRow, locale: Locale): Place {
  return { id: row.id, name: placeLabel(row, locale), country: row.country, lat: row.lat, lon: row.lon };
}

/** A place as a reference shows it (a company's base place): its id, its name for the reader, its country. */
export function placeRef(row: PlaceRow, locale: Locale): Pick<Place, 'id' | 'name' | 'country'> {
  return { id: row.id, name: placeLabel(row, locale), country: row.country };
}

async function matching(db: Db, prefix: string, bigOnly: boolean): Promise<PlaceRow[]> {
  return queryRows<PlaceRow>(
    db,
    sql`select p.id, p.name, p.country, p.lat, p.lon, p.labels
        from (
          select place_id, max(population) as population
          from place_names
          where name like ${prefix} ${bigOnly ? sql`and population >= ${sql.raw(String(BIG_PLACE))}` : sql``}
          group by place_id
          order by max(population) desc, place_id
          limit ${LIMIT}
        ) m
        join places p on p.id = m.place_id
        order by m.population desc, p.id`,
  );
}

/**
 * At most ten places whose name in any language starts with `q` (case and diacritics ignored), the
 * biggest first, each named in the reader's language where known (../shared/spec/API.md, "Places").
 */
export async function searchPlaces(db: Db, q: string, locale: Locale): Promise<Place[]> {
  const folded = foldPlaceName(q);
  if (!folded) return [];
  const prefix = likeStartsWith(folded);
  let rows = folded.length <= SHORT_PREFIX ? await matching(db, prefix, true) : [];
  if (rows.length < LIMIT) rows = await matching(db, prefix, false);
  return rows.map((row) => shown(row, locale));
}

export async function placeById(db: Db, id: number, locale: Locale): Promise<Place> {
  const row = await placeRow(db, id);
  if (!row) throw notFound(MESSAGES.places.notFound, 'PLACE_NOT_FOUND');
  return shown(row, locale);
}

/**
 * The names a text search should also look for when a word names a place (issue 28, item 4: "Рига"
 * finds a listing from "Riga" or "Riia"): the places whose name, in any language, is exactly the
 * word, the three biggest, and each one's own name and its names in the six languages.
 */
export async function placeNamesFor(db: Db, word: string): Promise<string[]> {
  const folded = foldPlaceName(word);
  if (folded.length < 3) return [];
  const rows = await queryRows<{ name: string; labels: PlaceLabels }>(
    db,
    sql`select p.name, p.labels from places p
        where p.id in (select place_id from place_names where name = ${folded}
                       order by population desc limit 3)`,
  );
  const names = new Set<string>();
  for (const row of rows) for (const name of [row.name, ...Object.values(row.labels)]) names.add(name);
  return [...names];
}
