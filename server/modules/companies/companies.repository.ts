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

/** One regular route of a directory company, with what the routes table shows of the company. */
export type RegularRouteRecord = {
  companyId: string;
  ownerId: string;
  companyName: string;
  routeIndex: number;
  route: string;
  frequency: string | null;
  capacity: string | null;
  trailerType: string | null;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
};

// Each route of each directory company as a row. A route is an object with non-blank `route` text;
// its other values count only when they are non-blank text, as the directory's presenter shows them.
const routeText = (key: string) =>
  sql.raw(`case when jsonb_typeof(r.v -> '${key}') = 'string' then nullif(btrim(r.v ->> '${key}'), '') end`);

function regularRoutesFrom(words: readonly string[], now: Date): SQL {
  const p = profiles;
  const routes = sql`jsonb_array_elements(case when jsonb_typeof(${p.regularRoutes}) = 'array'
    then ${p.regularRoutes} else '[]'::jsonb end) with ordinality as r(v, ord)`;
  // What the table shows, as one lower-cased text: every word of the search must be in it.
  const text = sql`lower(concat_ws(' ', btrim(r.v ->> 'route'), ${routeText('frequency')},
    ${routeText('capacity')}, ${routeText('trailerType')}, btrim(${p.companyName})))`;
  return sql`from ${p} inner join ${subscribers} on ${subscribers.userId} = ${p.userId}
    cross join lateral ${routes}
    where ${listedInDirectory(now)}
      and jsonb_typeof(r.v) = 'object' and jsonb_typeof(r.v -> 'route') = 'string'
      and btrim(r.v ->> 'route') <> ''
      ${sql.join(
        words.map((word) => sql` and ${text} like ${likeContains(word)}`),
        sql``,
      )}`;
}

/** One page of the directory's regular routes (directory order, then the company's own order). */
export function findRegularRoutes(
  db: Db,
  words: readonly string[],
  now: Date,
  limit: number,
  offset: number,
): Promise<RegularRouteRecord[]> {
  const p = profiles;
  return queryRows<RegularRouteRecord>(
    db,
    sql`select ${p.id} as "companyId", ${p.userId} as "ownerId", btrim(${p.companyName}) as "companyName",
        (r.ord - 1)::int as "routeIndex", btrim(r.v ->> 'route') as "route",
        ${routeText('frequency')} as "frequency", ${routeText('capacity')} as "capacity",
        ${routeText('trailerType')} as "trailerType",
        ${p.contactPerson} as "contactPerson", ${p.phone} as "phone", ${p.email} as "email",
        ${p.website} as "website"
      ${regularRoutesFrom(words, now)}
      order by lower(${p.companyName}), ${p.id}, r.ord
      limit ${limit} offset ${offset}`,
  );
}

export async function countRegularRoutes(db: Db, words: readonly string[], now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${regularRoutesFrom(words, now)}`,
  );
  return Number(row?.n ?? 0);
}
