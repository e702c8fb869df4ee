import { and, eq, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStatusFilter } from '@domain/contract/admin-entries';
import { searchWords } from '@domain/feeds';
import type { ListingType } from '@domain/plans';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { boundedCount } from './activity';
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

/** Every word of the search in the listing's route and cargo text or its company name. */
function listingSearch(t: ListingTable, q: string): SQL[] {
  return searchWords(q).map(
    (word) =>
      sql`(${t.searchText} || ' ' || lower(coalesce(${t.companyName}, ''))) like '%' || lower(${likeLiteral(word)}) || '%'`,
  );
}

/** Not deleted, matching the search, in the status asked for (the live rule, server/db/live.ts). */
export function listingConditions(type: ListingType, q: string, status: AdminStatusFilter, now: Date): SQL {
  const t = tableOf(type);
  const expired = expiredOrPausedSql(t, now);
  return and(
    isNull(t.deletedAt),
    status === 'active' ? not(expired) : status === 'expired' ? expired : undefined,
    ...listingSearch(t, q),
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

/** One page of a type's listings, newest first, with the owners, and the total of the condition. */
export async function findListingPage(
  db: Db,
  type: ListingType,
  where: SQL,
  limit: number,
  offset: number,
  countLimit: number,
): Promise<{ rows: AdminListingRecord[]; counted: number }> {
  const t = tableOf(type) as typeof cargoListings;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: t, ...ownerColumns })
      .from(t)
      .leftJoin(users, eq(users.id, t.userId))
      .leftJoin(subscribers, eq(subscribers.userId, t.userId))
      .where(where)
      // As the admin indexes are built (DESC NULLS LAST): a plain DESC would not match them.
      .orderBy(sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`)
      .limit(limit)
      .offset(offset),
    queryRows<{ n: number }>(db, sql`select ${boundedCount(sql`${t} where ${where}`, countLimit)} as n`),
  ]);
  return { rows: rows as AdminListingRecord[], counted: Number(counted?.n ?? 0) };
}

/** The three tabs' counts in one statement. */
export async function countEntries(
  db: Db,
  cargo: SQL,
  transport: SQL,
  companies: SQL,
  countLimit: number,
): Promise<{ cargo: number; transport: number; companies: number }> {
  const [row] = await queryRows<{ cargo: number; transport: number; companies: number }>(
    db,
    sql`select
      ${boundedCount(sql`${cargoListings} where ${cargo}`, countLimit)} as cargo,
      ${boundedCount(sql`${transportListings} where ${transport}`, countLimit)} as transport,
      (select count(*) from ${profiles} inner join ${subscribers} on ${subscribers.userId} = ${profiles.userId}
        where ${companies})::int as companies`,
  );
  return {
    cargo: Number(row?.cargo ?? 0),
    transport: Number(row?.transport ?? 0),
    companies: Number(row?.companies ?? 0),
  };
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
