import { searchWords } from '@domain/feeds';
import { namesMatchingLabel } from '@domain/lookup-labels';
import type { StoredLookup } from '@domain/reference';
import type { Db } from '../../db/client';
import { placeNamesFor } from '../places/places.service';
import { allLookupValues } from '../reference/reference.service';

/**
 * A word of a search, and the other words a listing may say it with: the stored lookup names whose
 * labels it names, and the names of a place it names in any language.
 */
export type LabelSearch = (word: string) => string[];

// The lookup lists change a few times a year, and a search should not read seven tables each time:
// each database's lists are kept for half a minute (an admin's new label is searchable after that,
// on every instance).
const KEEP_MS = 30_000;
const kept = new WeakMap<Db, { at: number; values: Promise<StoredLookup[]> }>();

/**
 * What the words of a text search also mean (issue 28, item 4): a lookup value's label in any of the
 * six languages names its stored value, and a place's name in any language (the gazetteer,
 * places.service.ts) names the place's names in the six languages: "Рига" also looks for "Riga",
 * "Riia" and "Rīga". When the lists or the gazetteer cannot be read the search goes on with the
 * words alone.
 */
export async function labelSearch(db: Db, q: string, now = Date.now()): Promise<LabelSearch> {
  let entry = kept.get(db);
  if (!entry || now - entry.at > KEEP_MS) {
    entry = { at: now, values: allLookupValues(db) };
    kept.set(db, entry);
  }
  const [values, places] = await Promise.all([
    entry.values.catch(() => {
      kept.delete(db);
      return [] as StoredLookup[];
    }),
    Promise.all(
      searchWords(q).map(async (word) => [word, await placeNamesFor(db, word).catch(() => [])] as const),
    ),
  ]);
  const placeNames = new Map(places);
  return (word) => [...namesMatchingLabel(word, values), ...(placeNames.get(word) ?? [])];
}
