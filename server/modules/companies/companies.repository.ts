import { and, asc, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likeContains, searchWords, type CompanyFilters } from '@domain/feeds';
import type { NearPoint } from '@domain/places';
import { queryRows, type Db } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { notWithheldCompany } from '../reports/withheld';
import { profiles } from '../../db/schema/index';
import { distanceKmSql, withinRadius } from '../places/radius-sql';
import type { LabelSearch } from '../listings/lookup-search';

export type CompanyRow = typeof profiles.$inferSelect;

/**
 * The regular routes' values (route, frequency, capacity, trailer type) as text for the search.
 * Not the jsonb's text: that holds the key names too, so searching "route" or "capacity" found every
 * company with a route. Lax jsonpath skips what is not an object, so odd rows never fail the query.
 */
const routeValues = sql`(select string_agg(v #>> '{}', ' ') from jsonb_path_query(${profiles.regularRoutes},
  '$[*].* ? (@.type() == "string" || @.type() == "number")') v)`;

/**
 * Whether a value of a text array equals `value` in any case. An EXISTS over the elements: half the
 * work per row of building the lower-cased array and searching it (`= any(array(select ...))`), which
 * the count and the page both do for every listed company.
 */
function anyLowerEquals(column: AnyColumn, value: string): SQL {
  return sql`exists (select 1 from unnest(${column}) x where lower(x) = ${value.toLowerCase()})`;
}

/**
 * A search word contained in `text`, or one of the other words it stands for (`alternatives`: the
 * names of a place it names, a lookup value's stored name), as the feeds' search reads a word.
 */
function containsAny(text: SQL, alternatives: readonly string[]): SQL {
  const patterns = [...new Set(alternatives.map(likeContains))];
  return or(...patterns.map((pattern) => sql`${text} like ${pattern}`))!;
}

/**
 * The directory's companies (see listedInDirectory) that match the filters, and whether any filter
 * narrows the rule (findCompanyPage counts differently then). `near` is the point of the filters'
 * `near` and `radiusKm` (nearPoint): the companies whose base place is within its radius (decision
 * 0069); a company without a base place is never near anything.
 */
export function directoryConditions(
  f: CompanyFilters,
  now: Date,
  near?: NearPoint,
  /** The owners the viewer hid (decision 0080). */
  hidden: readonly string[] = [],
  /** What each word of the search also stands for (lookup-search.ts). */
  labels: LabelSearch = () => [],
): { where: SQL; filtered: boolean } {
  const p = profiles;
  // Every word of the search somewhere in the company's text, as in the listing feeds.
  const text = sql`lower(concat_ws(' ', ${p.companyName}, ${p.description}, ${p.specialty}, ${p.vehiclePark},
    array_to_string(${p.transportTypes}, ' '), array_to_string(${p.serviceRegions}, ' '), ${routeValues}))`;
  const words = f.q ? searchWords(f.q) : [];
  const filters = [
    ...words.map((word) => containsAny(text, [word, ...labels(word)])),
    f.region ? anyLowerEquals(p.serviceRegions, f.region) : undefined,
    f.specialty ? sql`lower(${p.specialty}) = ${f.specialty.toLowerCase()}` : undefined,
    f.transportType ? anyLowerEquals(p.transportTypes, f.transportType) : undefined,
    // "is not null" lets the planner prove profiles_directory_near_idx's predicate.
    near ? sql`${p.baseLat} is not null and ${withinRadius(p.baseLat, p.baseLon, near)}` : undefined,
    hidden.length > 0 ? notInArray(p.userId, [...hidden]) : undefined,
    f.verified ? sql`${p.verification} = 'verified'` : undefined,
  ].filter((c) => c !== undefined);
  // Reported and hidden, or suspended (decision 0082): for nobody but the owner.
  const shown = and(listedInDirectory(now), notWithheldCompany(p.id))!;
  return { where: and(shown, ...filters)!, filtered: filters.length > 0 };
}

/**
 * One page of directory companies, with the total of the condition read in the same statement, so
 * the directory needs one query, not two (decision 0032). Without filters the total is a subquery:
 * the page walks profiles_directory_order_idx in its order and stops after the page, and the count
 * reads only that index. With filters (a search, a region, ...) a window count: each listed company
 * is tested once, where a subquery would test every one for the count and again for the page. A
 * page past the end carries no total (null): the caller counts then. Name order, or with `nearest`
 * (the `near` filter's point) the nearest base place first, then name order (decision 0069).
 */
export async function findCompanyPage(
  db: Db,
  where: SQL,
  filtered: boolean,
  limit: number,
  offset: number,
  nearest?: NearPoint,
): Promise<{ rows: CompanyRow[]; total: number | null }> {
  // The condition names "profiles" without an alias, so inside the subquery it reads the
  // subquery's own rows.
  const total = filtered
    ? sql<number>`count(*) over ()`
    : sql<number>`(select count(*) from ${profiles} where ${where})`;
  const rows = await db
    .select({ profile: profiles, total: total.mapWith(Number) })
    .from(profiles)
    .where(where)
    .orderBy(
      ...(nearest ? [asc(distanceKmSql(profiles.baseLat, profiles.baseLon, nearest))] : []),
      asc(sql`lower(${profiles.companyName})`),
      asc(profiles.id),
    )
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((r) => r.profile), total: rows[0]?.total ?? (offset === 0 ? 0 : null) };
}

export async function countCompanies(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${profiles} where ${where}`,
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
  /** The route's picked ends (gazetteer ids), null where typed. */
  originPlaceId: number | null;
  destinationPlaceId: number | null;
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
// A GeoNames id is below 2^31.
const routePlace = (key: string) =>
  sql.raw(`case when jsonb_typeof(r.v -> '${key}') = 'number' then (r.v ->> '${key}')::numeric::int end`);

/** `words`: each word of the search with what it also stands for; every word must be in the row. */
function regularRoutesFrom(words: readonly (readonly string[])[], now: Date): SQL {
  const p = profiles;
  const routes = sql`jsonb_array_elements(case when jsonb_typeof(${p.regularRoutes}) = 'array'
    then ${p.regularRoutes} else '[]'::jsonb end) with ordinality as r(v, ord)`;
  // What the table shows, as one lower-cased text: every word of the search must be in it.
  const text = sql`lower(concat_ws(' ', btrim(r.v ->> 'route'), ${routeText('frequency')},
    ${routeText('capacity')}, ${routeText('trailerType')}, btrim(${p.companyName})))`;
  return sql`from ${p} cross join lateral ${routes}
    where ${listedInDirectory(now)} and ${notWithheldCompany(p.id)}
      and jsonb_typeof(r.v) = 'object' and jsonb_typeof(r.v -> 'route') = 'string'
      and btrim(r.v ->> 'route') <> ''
      ${sql.join(
        words.map((alternatives) => sql` and ${containsAny(text, alternatives)}`),
        sql``,
      )}`;
}

/** One page of the directory's regular routes (directory order, then the company's own order). */
export function findRegularRoutes(
  db: Db,
  words: readonly (readonly string[])[],
  now: Date,
  limit: number,
  offset: number,
): Promise<RegularRouteRecord[]> {
  const p = profiles;
  return queryRows<RegularRouteRecord>(
    db,
    sql`select ${p.id} as "companyId", ${p.userId} as "ownerId", btrim(${p.companyName}) as "companyName",
        (r.ord - 1)::int as "routeIndex", btrim(r.v ->> 'route') as "route",
        ${routePlace('originPlaceId')} as "originPlaceId", ${routePlace('destinationPlaceId')} as "destinationPlaceId",
        ${routeText('frequency')} as "frequency", ${routeText('capacity')} as "capacity",
        ${routeText('trailerType')} as "trailerType",
        ${p.contactPerson} as "contactPerson", ${p.phone} as "phone", ${p.email} as "email",
        ${p.website} as "website"
      ${regularRoutesFrom(words, now)}
      order by lower(${p.companyName}), ${p.id}, r.ord
      limit ${limit} offset ${offset}`,
  );
}

export async function countRegularRoutes(
  db: Db,
  words: readonly (readonly string[])[],
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${regularRoutesFrom(words, now)}`,
  );
  return Number(row?.n ?? 0);
}
