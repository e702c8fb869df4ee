import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { profiles, subscribers } from './schema/index';

/**
 * Whether a profile is a directory company (docs/product-rules.md): shown in the directory, with a company
 * name, and its owner holds an active premium subscription or trial. The directory lists by it and
 * contact access asks it; one rule for both. The query must left-join `subscribers` on the profile's
 * user.
 */
export function listedInDirectory(now: Date): SQL {
  return and(
    eq(profiles.showInCompanyDirectory, true),
    isNotNull(profiles.companyName),
    sql`trim(${profiles.companyName}) <> ''`,
    holdsAccessSql(now),
  )!;
}

/**
 * domain/plans.ts's premium access in SQL: a running subscription or trial on the `subscribers`
 * row. The directory, and alert matching and delivery (modules/alerts), ask this one.
 */
export function holdsAccessSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return or(
    and(eq(subscribers.subscribed, true), sql`${subscribers.subscriptionEnd} > ${at}`),
    and(eq(subscribers.isTrial, true), sql`${subscribers.trialEnd} > ${at}`),
  )!;
}
