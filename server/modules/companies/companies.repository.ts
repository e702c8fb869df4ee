import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { likeContains, searchWords, type CompanyFilters } from '@domain/feeds';
import { queryRows, type Db } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { profiles, subscribers } from '../../db/schema/index';

export type CompanyRow = typeof profiles.$inferSelect;

/**
 * The regular routes' values (route, frequency, capacity, trailer type) as text for the search.
 * Not the jsonb's text: that holds the key names too, so searching "route" or "capacity" found every
 * company with a route. Lax jsonpath skips what is not an object, so odd rows never fail the query.
 */
const routeValues = sql`(select string_agg(v #>> '{}', ' ') from jsonb_path_query(${profiles.regularRoutes},
  '$[*].* ? (@.type() == "string" || @.type() == "number")') v)`;

/** The directory's companies (see listedInDirectory) that match the filters. */
export function directoryConditions(f: CompanyFilters, now: Date): SQL {
  const p = profiles;
  // Every word of the search somewhere in the company's text, as in the listing feeds.
  const text = sql`lower(concat_ws(' ', ${p.companyName}, ${p.description}, ${p.specialty}, ${p.vehiclePark},
    array_to_string(${p.transportTypes}, ' '), array_to_string(${p.serviceRegions}, ' '), ${routeValues}))`;
  const words = f.q ? searchWords(f.q) : [];
  return and(
    listedInDirectory(now),
    ...words.map((word) => sql`${text} like ${likeContains(word)}`),
    f.region
      ? sql`${f.region.toLowerCase()} = any(array(select lower(x) from unnest(${p.serviceRegions}) x))`
      : undefined,
    f.specialty ? sql`lower(${p.specialty}) = ${f.specialty.toLowerCase()}` : undefined,
    f.transportType
      ? sql`${f.transportType.toLowerCase()} = any(array(select lower(x) from unnest(${p.transportTypes}) x))`
      : undefined,
  )!;
}

/**
 * One page of directory companies, with the total of the condition read in the same statement
 * (a window count), so the directory needs one query, not two. A page past the end carries no
 * total (null): the caller counts then.
 */
export async function findCompanyPage(
  db: Db,
  where: SQL,
  limit: number,
  offset: number,
): Promise<{ rows: CompanyRow[]; total: number | null }> {
  const rows = await db
    .select({ profile: profiles, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(profiles)
    .innerJoin(subscribers, eq(subscribers.userId, profiles.userId))
    .where(where)
    .orderBy(asc(sql`lower(${profiles.companyName})`), asc(profiles.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((r) => r.profile), total: rows[0]?.total ?? (offset === 0 ? 0 : null) };
}

export async function countCompanies(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${profiles} inner join ${subscribers} on ${subscribers.userId} = ${profiles.userId} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
