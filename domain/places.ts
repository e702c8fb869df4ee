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
