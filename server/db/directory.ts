import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { profiles, subscribers } from './schema/index';

/**
 * Whether a profile is a directory company (docs/product-rules.md): shown in the directory, with a company
 * name, and its owner holds an active premium subscription or trial. The directory lists by it and
 * contact access asks it; one rule for both. It reads the profile alone: `access_until` is the end of
 * the owner's running premium or trial, copied from `subscribers` by triggers (migration 0017), so it
 * is holdsAccessSql's answer without a join per profile (decision 0032). The first three conditions
 * are the predicate of `profiles_directory_order_idx`; keep them as they are written there.
 */
export function listedInDirectory(now: Date): SQL {
  return and(
    eq(profiles.showInCompanyDirectory, true),
    isNotNull(profiles.companyName),
    sql`trim(${profiles.companyName}) <> ''`,
    sql`${profiles.accessUntil} > ${now.toISOString()}::timestamptz`,
  )!;
}

/**
 * domain/plans.ts's premium access in SQL: a running subscription or trial on the `subscribers`
 * row. Alert delivery (modules/alerts) asks this one; the directory asks its copy on the profile
 * (listedInDirectory) and alert matching its copy on the preference (alertAccessSql), each kept by
 * the same rule in SQL (veoturg_access_until, migrations 0017 and 0051).
 */
export function holdsAccessSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return or(
    and(eq(subscribers.subscribed, true), sql`${subscribers.subscriptionEnd} > ${at}`),
    and(eq(subscribers.isTrial, true), sql`${subscribers.trialEnd} > ${at}`),
  )!;
}

/**
 * holdsAccessSql's answer on an alert preference `p`: its copy of the owner's access
 * (notification_preferences.access_until, kept by the same rule in SQL, migration 0051), so
 * matching reads no subscription per preference it finds. Delivery asks the subscription itself.
 */
export function alertAccessSql(now: Date): SQL {
  return sql`p.access_until > ${now.toISOString()}::timestamptz`;
}
