import type { ListingItem } from '@domain/contract/listings';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { keptPlaceRows, placeNameFor, type PlaceRow } from '../places/places.service';

// Listings as a reader of a language reads them (decision 0091): a located place (a route's end, a
// stop, a truck's wanted direction) by its name in the reader's language, as the place picker and
// the directory name it. The city a listing stores is the name in its writer's language: a Russian
// writer's "Тарту", which a Finnish dispatcher reads as "Tartto" and an Estonian one as "Tartu". A
// place not located keeps the text its writer typed.

/** The gazetteer ids a listing's places carry. */
export function placeIdsOf(items: readonly ListingItem[]): number[] {
  const ids: number[] = [];
  for (const item of items) {
    if (item.originPlaceId !== null) ids.push(item.originPlaceId);
    if (item.destinationPlaceId !== null) ids.push(item.destinationPlaceId);
    if (item.type === 'cargo') {
      for (const stop of item.stops ?? []) if (stop.placeId !== null) ids.push(stop.placeId);
    } else {
      for (const direction of item.wantedDirections ?? []) {
        if (direction.placeId !== null) ids.push(direction.placeId);
      }
    }
  }
  return ids;
}

/** `item` with its located places named for a reader of `locale` (`places`: placeIdsOf's rows). */
export function inLanguage<T extends ListingItem>(item: T, places: Map<number, PlaceRow>, locale: Locale): T {
  const name = (placeId: number | null, text: string) => placeNameFor(places, placeId, text, locale);
  const ends = {
    originCity: name(item.originPlaceId, item.originCity),
    destinationCity: name(item.destinationPlaceId, item.destinationCity),
  };
  return item.type === 'cargo'
    ? {
        ...item,
        ...ends,
        stops: item.stops?.map((stop) => ({ ...stop, city: name(stop.placeId, stop.city) })) ?? null,
      }
    : {
        ...item,
        ...ends,
        wantedDirections:
          item.wantedDirections?.map((direction) =>
            direction.name === null
              ? direction
              : { ...direction, name: name(direction.placeId, direction.name) },
          ) ?? null,
      };
}

/** Listings in the reader's language: one query at most, for places not kept yet. */
export async function inReadersLanguage<T extends ListingItem>(
  db: Db,
  items: T[],
  locale: Locale,
): Promise<T[]> {
  const ids = placeIdsOf(items);
  if (ids.length === 0) return items;
  const places = await keptPlaceRows(db, ids);
  return items.map((item) => inLanguage(item, places, locale));
}

/** A page of listings (a feed, matches, the caller's own) with its items in the reader's language. */
export async function pageInReadersLanguage<A extends { items: ListingItem[] }>(
  db: Db,
  answer: A,
  locale: Locale,
): Promise<A> {
  return { ...answer, items: await inReadersLanguage(db, answer.items, locale) };
}

/** One listing in the reader's language. */
export async function itemInReadersLanguage<T extends ListingItem>(
  db: Db,
  item: T,
  locale: Locale,
): Promise<T> {
  const [named] = await inReadersLanguage(db, [item], locale);
  return named!;
}
