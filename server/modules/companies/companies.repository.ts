import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { likeContains, type CompanyFilters } from '@domain/feeds';
import { queryRows, type Db } from '../../db/client';
import { profiles, subscribers } from '../../db/schema/index';

export type CompanyRow = typeof profiles.$inferSelect;

/**
 * A directory company (DECISIONS.md): a profile shown in the directory, with a company name, whose
 * owner has an active premium subscription or trial.
 */
export function directoryConditions(f: CompanyFilters, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const p = profiles;
  const q = f.q ? likeContains(f.q) : undefined;
  return and(
    eq(p.showInCompanyDirectory, true),
    isNotNull(p.companyName),
    sql`trim(${p.companyName}) <> ''`,
    or(
      and(eq(subscribers.subscribed, true), sql`${subscribers.subscriptionEnd} > ${at}`),
      and(eq(subscribers.isTrial, true), sql`${subscribers.trialEnd} > ${at}`),
    ),
    q
      ? sql`lower(concat_ws(' ', ${p.companyName}, ${p.description}, ${p.specialty}, ${p.vehiclePark},
          array_to_string(${p.transportTypes}, ' '), array_to_string(${p.serviceRegions}, ' '),
          ${p.regularRoutes}::text)) like ${q}`
      : undefined,
    f.region ? sql`${f.region.toLowerCase()} = any(array(select lower(x) from unnest(${p.serviceRegions}) x))` : undefined,
    f.specialty ? sql`lower(${p.specialty}) = ${f.specialty.toLowerCase()}` : undefined,
    f.transportType
      ? sql`${f.transportType.toLowerCase()} = any(array(select lower(x) from unnest(${p.transportTypes}) x))`
      : undefined,
  )!;
}

export async function findCompanyPage(db: Db, where: SQL, limit: number, offset: number): Promise<CompanyRow[]> {
  const rows = await db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(subscribers, eq(subscribers.userId, profiles.userId))
    .where(where)
    .orderBy(asc(sql`lower(${profiles.companyName})`), asc(profiles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.profile);
}

export async function countCompanies(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${profiles} inner join ${subscribers} on ${subscribers.userId} = ${profiles.userId} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
