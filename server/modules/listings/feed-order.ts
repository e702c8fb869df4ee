import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeedSort, SortKey } from '@domain/feeds';
import type { Page } from '../../db/bounded-list';
import { cargoListings, cargoPricePerKm, transportListings } from '../../db/schema/index';

type Table = typeof cargoListings | typeof transportListings;

/**
 * The feeds' orders (domain/feeds.ts SORT_KEYS, decision 0075) in SQL. Each order other than the
 * newest has its own b-tree (schema/listing-indexes.ts `sortIndex`): the value, then the newest first among
 * equal values. PostgreSQL walks it forward for the ascending direction and backward for the
 * descending one, so among equal values the descending direction lists the oldest first; one index
 * per order instead of two, and ties are rare except in dates.
 *
 * Listings without the value come last in either direction (a "most expensive first" list that
 * opened with every load without a price would be useless); the index holds only those with it, and
 * the rest follow in the same order of publication, read from the feed index.
 */

/** The column (or expression) an order sorts by, and whether a listing may lack it. */
type OrderValue = { value: SQL | AnyPgColumn; nullable: boolean; latestFirst: boolean };

const plain = (value: SQL | AnyPgColumn): OrderValue => ({ value, nullable: true, latestFirst: false });

// A truck's "pickup date" is the day it is free, its "weight" its payload, and its price is per km
// already: both price orders read it.
const VALUES: Record<'cargo' | 'transport', Record<Exclude<SortKey, 'newest'>, OrderValue>> = {
  cargo: {
    pickupDate: plain(cargoListings.pickupDate),
    price: plain(cargoListings.priceAmount),
    pricePerKm: plain(cargoPricePerKm(cargoListings)),
    weight: plain(cargoListings.weight),
    freshness: { value: cargoListings.confirmedAt, nullable: false, latestFirst: true },
  },
  transport: {
    pickupDate: plain(transportListings.availableDate),
    price: plain(transportListings.pricePerKm),
    pricePerKm: plain(transportListings.pricePerKm),
    weight: plain(transportListings.capacity),
    freshness: { value: transportListings.confirmedAt, nullable: false, latestFirst: true },
  },
};

export type FeedOrder = {
  /** The rows' ORDER BY: what a page's rows are sorted by once read. */
  rows: SQL;
  /** A page's ids under `where`, in this order (`select id … limit … offset …`). */
  pageIds: (where: SQL, page: Page) => SQL;
  /** For a text search's collected matches (db/bounded-list.ts): the columns kept, and their order. */
  collected: { columns: SQL; order: SQL };
};

const dir = (descending: boolean) => sql.raw(descending ? 'desc' : 'asc');

export function feedOrder(t: Table, sort: FeedSort): FeedOrder {
  const kind = t === cargoListings ? 'cargo' : 'transport';
  if (sort.key === 'newest') {
    // The feed indexes' own order: the newest first, the oldest first reversed.
    const d = dir(!sort.reversed);
    const rows = sql`${t.createdAt} ${d}, ${t.id} ${d}`;
    return {
      rows,
      pageIds: (where, page) =>
        sql`select ${t.id} from ${t} where ${where} order by ${rows} limit ${page.limit} offset ${page.offset}`,
      collected: {
        columns: sql`${t.createdAt} as created_at`,
        order: sql`created_at ${d}, id ${d}`,
      },
    };
  }
  const { value, nullable, latestFirst } = VALUES[kind][sort.key];
  const descending = latestFirst !== sort.reversed;
  const d = dir(descending);
  // Ties as the index holds them: the newest first walking forward, the oldest walking back.
  const ties = dir(!descending);
  // `nulls last` only where there may be nulls: a backward walk gives DESC NULLS FIRST, and PostgreSQL
  // does not take a NOT NULL column's word for it, so the clause would cost the index.
  const last = sql.raw(nullable ? ' nulls last' : '');
  const byValue = sql`${value} ${d}${last}, ${t.createdAt} ${ties}, ${t.id} ${ties}`;
  const collected = {
    columns: sql`${t.createdAt} as created_at, ${value} as sort_value`,
    order: sql`sort_value ${d}${last}, created_at ${ties}, id ${ties}`,
  };
  if (!nullable) {
    return {
      rows: byValue,
      pageIds: (where, page) =>
        sql`select ${t.id} from ${t} where ${where} order by ${byValue} limit ${page.limit} offset ${page.offset}`,
      collected,
    };
  }
  return {
    rows: byValue,
    // Those with the value from its index, as far as the page reaches; then, only when they fall
    // short of it, those without from the feed index (the test is run once, before the scan, so a
    // value every listing has does not walk the feed index for listings without it); the page is cut
    // from both.
    pageIds: (where, page) => {
      const reach = page.offset + page.limit;
      return sql`with head as (
          select ${t.id} as id, ${t.createdAt} as created_at, ${value} as sort_value from ${t}
          where ${where} and ${value} is not null
          order by ${value} ${d}, ${t.createdAt} ${ties}, ${t.id} ${ties} limit ${reach})
        select id from (
          select id, created_at, sort_value from head
          union all
          (select ${t.id}, ${t.createdAt}, null from ${t}
            where ${where} and ${value} is null and (select count(*) from head) < ${reach}
            order by ${t.createdAt} ${ties}, ${t.id} ${ties} limit ${reach})
        ) ordered
        order by ${collected.order} limit ${page.limit} offset ${page.offset}`;
    },
    collected,
  };
}
