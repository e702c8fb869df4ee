import { namesMatchingLabel } from '@domain/lookup-labels';
import type { StoredLookup } from '@domain/reference';
import type { Db } from '../../db/client';
import { allLookupValues } from '../reference/reference.service';

/** A word of a search, and the stored lookup names whose labels it names. */
export type LabelSearch = (word: string) => string[];

// The lookup lists change a few times a year, and a search should not read seven tables each time:
// each database's lists are kept for half a minute (an admin's new label is searchable after that,
// on every instance).
const KEEP_MS = 30_000;
const kept = new WeakMap<Db, { at: number; values: Promise<StoredLookup[]> }>();

/**
 * The labels of every lookup list, for a text search (issue 28, item 4). When the lists cannot be
 * read the search goes on with the stored words alone.
 */
export async function labelSearch(db: Db, now = Date.now()): Promise<LabelSearch> {
  let entry = kept.get(db);
  if (!entry || now - entry.at > KEEP_MS) {
    entry = { at: now, values: allLookupValues(db) };
    kept.set(db, entry);
  }
  try {
    const values = await entry.values;
    return (word) => namesMatchingLabel(word, values);
  } catch {
    kept.delete(db);
    return () => [];
  }
}
