import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/**
 * A list's page and its bounded total, read with as few statements as the filters allow: the public
 * feeds (modules/listings) and the back office's lists (modules/admin) read theirs here. This is where
 * the lists' one piece of memory lives: totals found "broad". The SQL of each list is its
 * repository's; this file only runs the shapes below.
 */

export type BoundedCount = { total: number; lowerBound: boolean };
export type Page = { limit: number; offset: number };

/** n rows counted up to limit + 1: the total, or "at least limit" once the count passed it. */
export const bounded = (n: number, limit: number): BoundedCount =>
  n > limit ? { total: limit, lowerBound: true } : { total: n, lowerBound: false };

/**
 * One list's filters, as readBoundedPage reads them.
 *
 * - `key`: the filters as a stable key, unique across lists (start it with the list's name), for
 *   the memory of broad totals.
 * - `limit`: how far the total is counted exactly.
 * - `collectFirst`: the filter is found through an index that does not keep the list's order (a
 *   "contains" search through a trigram index, a plan through the subscriptions), so its matches
 *   are collected first, up to limit + 1, rather than walked in order.
 * - `matches`: `select <id> as id, <the order's columns> from … where …`, every match in any order,
 *   written so that PostgreSQL can stop after limit + 1 of them (no sort, no union that dedupes).
 * - `order`: the list's order over the columns `matches` selects, ending with `id`.
 * - `counted`: `<table> where <condition>`, what countUpTo counts.
 */
export type BoundedList = {
  key: string;
  limit: number;
  collectFirst: boolean;
  matches: SQL;
  order: SQL;
  counted: SQL;
};

// A filter set found to match more than its limit answers "more than 10 000" (1 000 for a text
// search) for this long without counting again: such a total is shown as "10 000+" and a new or
// removed row does not change it, yet counting it reads 10 001 index entries, on every page and
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
 * A list's matches, up to `limit + 1` of them, in one statement: how many (n), and when there are
 * no more than the limit also the page's ids, sorted from just those (null otherwise).
 */
async function collectMatches(
  db: Db,
  list: Pick<BoundedList, 'matches' | 'order' | 'limit'>,
  page: Page,
): Promise<{ n: number; ids: string[] | null }> {
  const { matches, order, limit } = list;
  const [row] = await queryRows<{ n: number; ids: string[] | null }>(
    db,
    sql`with matches as materialized (${matches} limit ${limit + 1})
        select n, case when n <= ${limit} then array(
            select id::text as page_id from matches order by ${order} limit ${page.limit} offset ${page.offset}
          ) end as ids
        from (select count(*)::int as n from matches) counted`,
  );
  const n = Number(row?.n ?? 0);
  return { n, ids: n <= limit ? (row?.ids ?? []) : null };
}

/**
 * Counts `counted` (`<table> where <condition>`), but stops one past `limit` so a broad filter
 * over a million rows never counts them all: the answer is at most limit + 1.
 */
async function countUpTo(db: Db, counted: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${counted} limit ${limit + 1}) s`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The page (read by `readPage`, given the ids when they are already known) and the bounded total
 * of one list.
 *
 * A list that collects first (`collectFirst`) collects its matches once, up to its limit + 1: that
 * is the bounded count, and when there are no more than the limit it is also the page, sorted from
 * just those. Walking the list's index in order is what PostgreSQL itself would choose for a broad
 * filter, but it can only guess how many rows a "contains" pattern matches, and a rare word guessed
 * common makes it walk the whole list, reading every row, for a page that is not there; the other
 * way round, a bitmap scan of a common word reads every match before it can sort. A filter found
 * broad (more than the limit) walks the list's index, where its matches are never far apart. Any
 * other filter reads the page and counts at once.
 */
export async function readBoundedPage<R>(
  db: Db,
  list: BoundedList,
  page: Page,
  readPage: (ids?: string[]) => Promise<R[]>,
): Promise<{ rows: R[]; count: BoundedCount }> {
  const { key, limit } = list;
  const knownBroad = recallBroad(db, key);
  if (list.collectFirst && !knownBroad) {
    const { n, ids } = await collectMatches(db, list, page);
    const count = rememberCount(db, key, bounded(n, limit));
    return { rows: await readPage(ids ?? undefined), count };
  }
  const [rows, count] = await Promise.all([readPage(), countList(db, list)]);
  return { rows, count };
}

/** The bounded total alone (the back office's tab counts): a broad one is not counted again for 10 s. */
export async function countList(db: Db, list: Pick<BoundedList, 'key' | 'limit' | 'counted'>) {
  const { key, limit } = list;
  if (recallBroad(db, key)) return bounded(limit + 1, limit);
  return rememberCount(db, key, bounded(await countUpTo(db, list.counted, limit), limit));
}
