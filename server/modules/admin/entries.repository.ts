import { and, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStatusFilter } from '@domain/contract/admin-entries';
import { searchWords } from '@domain/feeds';
import type { ListingType } from '@domain/plans';
import {
  countList,
  readBoundedPage,
  type BoundedCount,
  type BoundedList,
  type Page,
} from '../../db/bounded-list';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { countLimitFor } from './activity';
import { listedInDirectory } from '../../db/directory';
import { expiredOrPausedSql } from '../../db/live';
import { cargoListings, profiles, subscribers, transportListings, users } from '../../db/schema/index';

/**
 * The entries page's SQL: every listing that is not deleted and the directory's companies, searched,
 * filtered and paged here, never in memory. The listing search is written exactly as the expression
 * of the trigram indexes cargo_admin_search_trgm_idx and transport_admin_search_trgm_idx (migration
 * 0012), and the order as cargo_admin_idx / transport_admin_idx, so PostgreSQL reads those indexes.
 */

type ListingTable = typeof cargoListings | typeof transportListings;
export type CargoRow = typeof cargoListings.$inferSelect;
export type TransportRow = typeof transportListings.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

const tableOf = (type: ListingType): ListingTable => (type === 'cargo' ? cargoListings : transportListings);

/** A word as a LIKE pattern's literal: its %, _ and \ match themselves. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a listing is searched in: its route and cargo text and its company name. */
const searchedText = (t: ListingTable) =>
  sql`(${t.searchText} || ' ' || lower(coalesce(${t.companyName}, '')))`;

/**
 * Every word of the search in the listing's route and cargo text or its company name, as the trigram
 * indexes find it (LIKE on their very expression) or, for a list walked newest first, as a test of
 * each row that those indexes cannot answer (strpos): otherwise PostgreSQL may read every match of a
 * broad word through the index to sort them, when the first hundred rows walked in order hold the
 * page.
 */
function listingSearch(t: ListingTable, q: string, form: 'index' | 'row'): SQL[] {
  return searchWords(q).map((word) =>
    form === 'index'
      ? sql`${searchedText(t)} like '%' || lower(${likeLiteral(word)}) || '%'`
      : sql`strpos(${searchedText(t)}, lower(${word})) > 0`,
  );
}

/**
 * Not deleted, matching the search, in the status asked for (the live rule, server/db/live.ts). The
 * `row` form tests the search row by row (listingSearch).
 */
function listingConditions(
  type: ListingType,
  q: string,
  status: AdminStatusFilter,
  now: Date,
  form: 'index' | 'row' = 'index',
): SQL {
  const t = tableOf(type);
  const expired = expiredOrPausedSql(t, now);
  return and(
    isNull(t.deletedAt),
    status === 'active' ? not(expired) : status === 'expired' ? expired : undefined,
    ...listingSearch(t, q, form),
  )!;
}

/** Every word of the search in the company's name or its contact person (both trigram-indexed). */
export function companyConditions(q: string, now: Date): SQL {
  const p = profiles;
  return and(
    listedInDirectory(now),
    ...searchWords(q).map((word) => {
      const pattern = sql`'%' || lower(${likeLiteral(word)}) || '%'`;
      return or(sql`lower(${p.companyName}) like ${pattern}`, sql`lower(${p.contactPerson}) like ${pattern}`);
    }),
  )!;
}

/** What the back office shows of a listing's owner: the e-mail and the plan's dates. */
const ownerColumns = {
  ownerEmail: users.email,
  subscribed: subscribers.subscribed,
  subscriptionEnd: subscribers.subscriptionEnd,
  isTrial: subscribers.isTrial,
  trialEnd: subscribers.trialEnd,
};

type OwnerFacts = {
  ownerEmail: string | null;
  subscribed: boolean | null;
  subscriptionEnd: Date | null;
  isTrial: boolean | null;
  trialEnd: Date | null;
};

export type AdminListingRecord = { listing: CargoRow | TransportRow } & OwnerFacts;

/**
 * A type's listings that are not deleted, matching the search and in the status asked for, as
 * db/bounded-list.ts reads a page and its total: a search collects its matches first (through the
 * trigram index), and once it is known broad walks cargo_admin_idx / transport_admin_idx newest
 * first, as every other filter does. The tab counts use the same key, so either finds a search broad
 * for both.
 */
export function listingList(type: ListingType, q: string, status: AdminStatusFilter, now: Date): BoundedList {
  const t = tableOf(type);
  const where = listingConditions(type, q, status, now);
  return {
    key: `admin-${type}:${JSON.stringify([q, status])}`,
    limit: countLimitFor(q),
    collectFirst: Boolean(q),
    matches: sql`select ${t.id} as id, ${t.createdAt} as created_at from ${t} where ${where}`,
    order: sql`created_at desc nulls last, id desc nulls last`,
    counted: sql`${t} where ${where}`,
  };
}

/**
 * One page of a type's listings, newest first, with the owners, and the bounded total. The page's ids
 * are found first from the listing table alone (a join there made PostgreSQL read every match of a
 * broad search and sort them), then only those rows are read with their owners. A page walked in
 * order tests the search row by row (listingSearch's `row` form).
 */
export async function findListingPage(
  db: Db,
  type: ListingType,
  filters: { q: string; status: AdminStatusFilter },
  now: Date,
  page: Page,
): Promise<{ rows: AdminListingRecord[]; count: BoundedCount }> {
  const t = tableOf(type) as typeof cargoListings;
  const list = listingList(type, filters.q, filters.status, now);
  const where = listingConditions(type, filters.q, filters.status, now, 'row');
  // As the admin indexes are built (DESC NULLS LAST): a plain DESC would not match them.
  const newestFirst = [sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`];
  return readBoundedPage(db, list, page, async (ids) => {
    if (ids?.length === 0) return [];
    const pageIds =
      ids ??
      db
        .select({ id: t.id })
        .from(t)
        .where(where)
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset);
    const rows = await db
      .select({ listing: t, ...ownerColumns })
      .from(t)
      .leftJoin(users, eq(users.id, t.userId))
      .leftJoin(subscribers, eq(subscribers.userId, t.userId))
      .where(inArray(t.id, pageIds))
      .orderBy(...newestFirst);
    return rows as AdminListingRecord[];
  });
}

/**
 * The three tabs' counts: the listings' bounded as their lists' (a broad one is not counted again
 * for a while), the directory's companies exactly (a few thousand at most).
 */
export async function countEntries(
  db: Db,
  cargo: BoundedList,
  transport: BoundedList,
  companies: SQL,
): Promise<{ cargo: BoundedCount; transport: BoundedCount; companies: number }> {
  const [cargoCount, transportCount, [row]] = await Promise.all([
    countList(db, cargo),
    countList(db, transport),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${profiles} inner join ${subscribers} on ${subscribers.userId} = ${profiles.userId}
        where ${companies}`,
    ),
  ]);
  return { cargo: cargoCount, transport: transportCount, companies: Number(row?.n ?? 0) };
}

export type AdminCompanyRecord = { profile: ProfileRow; ownerEmail: string | null };

/** One page of directory companies, newest first, with the total of the condition. */
export async function findCompanyPage(
  db: Db,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCompanyRecord[]; total: number }> {
  const p = profiles;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ profile: p, ownerEmail: users.email })
      .from(p)
      .innerJoin(subscribers, eq(subscribers.userId, p.userId))
      .leftJoin(users, eq(users.id, p.userId))
      .where(where)
      .orderBy(sql`${p.createdAt} desc`, sql`${p.id} desc`)
      .limit(limit)
      .offset(offset),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${p} inner join ${subscribers} on ${subscribers.userId} = ${p.userId} where ${where}`,
    ),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A profile by id with its owner's e-mail; locked for update inside a write's transaction. */
export async function findCompany(
  db: DbOrTx,
  id: string,
  { forUpdate = false } = {},
): Promise<AdminCompanyRecord | undefined> {
  const query = db
    .select({ profile: profiles, ownerEmail: users.email })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id));
  const [row] = forUpdate ? await query.for('update', { of: profiles }) : await query;
  return row;
}

export async function updateCompany(
  db: DbOrTx,
  id: string,
  values: Partial<typeof profiles.$inferInsert>,
): Promise<ProfileRow | undefined> {
  const [row] = await db.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row;
}
