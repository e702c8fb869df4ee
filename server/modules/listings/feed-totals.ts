import type { Db } from '../../db/client';
import {
  collectMatches,
  countUpTo,
  type FeedCondition,
  type FeedTable,
  type Page,
} from './listings.repository';

/**
 * A feed page and its bounded total, read with as few statements as the filters allow. This is
 * where the feeds' one piece of memory lives (the repository only runs SQL): totals found "broad".
 */

export type BoundedCount = { total: number; lowerBound: boolean };

const bounded = (n: number, limit: number): BoundedCount =>
  n > limit ? { total: limit, lowerBound: true } : { total: n, lowerBound: false };

// A filter set found to match more than its limit answers "more than 10 000" (1 000 for a text
// search) for this long without counting again: such a total is shown as "10 000+" and a new or
// removed listing does not change it, yet counting it reads 10 001 index entries, on every page and
// on every refetch a live update triggers. Exact totals are never kept: they are counted each time.
// Kept per database (tests open many), for at most BROAD_MAX_KEYS filter sets.
const BROAD_KEEP_MS = 10_000;
const BROAD_MAX_KEYS = 1_000;
const broadSince = new WeakMap<Db, Map<string, number>>();

function recallBroad(db: Db, key: string): boolean {
  const since = broadSince.get(db)?.get(key);
  return since !== undefined && Date.now() - since < BROAD_KEEP_MS;
}

function rememberCount(db: Db, key: string, count: BoundedCount): BoundedCount {
  let broad = broadSince.get(db);
  if (!broad) broadSince.set(db, (broad = new Map()));
  broad.delete(key);
  if (count.lowerBound) {
    broad.set(key, Date.now());
    if (broad.size > BROAD_MAX_KEYS) broad.delete(broad.keys().next().value!);
  }
  return count;
}

/**
 * The page (read by `readPage`, given the ids when they are already known) and the total of one
 * feed condition.
 *
 * A text search collects its matches once, up to its limit + 1: that is the bounded count, and
 * when there are no more than the limit it is also the page, sorted from just those. Walking the
 * feed in order is what PostgreSQL itself would choose, but it can only guess how many rows a
 * "contains" pattern matches, and a rare word guessed common makes it walk the whole feed, reading
 * every row, for a page that is not there. A broad search (more than the limit) walks the feed,
 * where its matches are never far apart. Any other filter reads the page and counts at once.
 */
export async function readFeedPage<R>(
  db: Db,
  table: FeedTable,
  condition: FeedCondition,
  page: Page,
  readPage: (ids?: string[]) => Promise<R[]>,
): Promise<{ rows: R[]; count: BoundedCount }> {
  const { where, key, limit } = condition;
  const knownBroad = recallBroad(db, key);
  if (condition.searchesText && !knownBroad) {
    const { n, ids } = await collectMatches(db, table, where, limit, page);
    const count = rememberCount(db, key, bounded(n, limit));
    return { rows: await readPage(ids ?? undefined), count };
  }
  const [rows, count] = await Promise.all([
    readPage(),
    knownBroad
      ? bounded(limit + 1, limit)
      : countUpTo(db, table, where, limit).then((n) => rememberCount(db, key, bounded(n, limit))),
  ]);
  return { rows, count };
}
