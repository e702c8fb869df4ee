import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminUsersQuery } from '@domain/contract/admin-users';
import type { DbOrTx } from '../../db/client';
import { boundedCount, countLimitFor } from './activity';
import {
  accounts,
  adTemplates,
  cargoListings,
  feedback,
  notificationPreferences,
  profiles,
  sessions,
  subscribers,
  transportListings,
  userRoles,
  users,
  verifications,
} from '../../db/schema/index';

/** A user of the back office's list, as read: the service presents it. */
export type AdminUserRow = {
  id: string;
  email: string;
  createdAt: Date;
  contactPerson: string | null;
  companyName: string | null;
  isAdmin: boolean;
  subscribed: boolean | null;
  subscriptionEnd: Date | null;
  isTrial: boolean | null;
  trialEnd: Date | null;
  paymentSubscriptionId: string | null;
  cargoCount: number;
  transportCount: number;
};

/** `%q%` for LIKE, with q's own %, _ and \ taken literally. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

const isAdminSql = sql<boolean>`exists (select 1 from user_roles r
  where r.user_id = ${users.id} and r.role = 'admin')`;

/**
 * The search reads each column through its own trigram index (lower(col) like '%q%', migration
 * 0012): the e-mail on users, the contact person and company name on profiles, united by id, so
 * no OR across the join forces a scan of every user.
 */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`${users.id} in (
    select u.id from users u where lower(u.email) like ${pattern}
    union
    select p.user_id from profiles p
      where lower(p.contact_person) like ${pattern} or lower(p.company_name) like ${pattern})`;
}

/** Premium: a subscription runs (paid or set by an admin); trial: a trial runs without one; free: neither. */
function planCondition(plan: AdminUsersQuery['plan'], now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  const premium = sql`exists (select 1 from subscribers s
    where s.user_id = ${users.id} and s.subscribed and s.subscription_end > ${at})`;
  const trial = sql`exists (select 1 from subscribers s
    where s.user_id = ${users.id} and s.is_trial and s.trial_end > ${at})`;
  if (plan === 'premium') return premium;
  if (plan === 'trial') return and(trial, sql`not ${premium}`);
  if (plan === 'free') return sql`not ${premium} and not ${trial}`;
  return undefined;
}

function listWhere(query: Pick<AdminUsersQuery, 'q' | 'role' | 'plan'>, now: Date): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    query.q ? searchCondition(query.q) : undefined,
    query.role === 'admin' ? isAdminSql : query.role === 'user' ? sql`not ${isAdminSql}` : undefined,
    planCondition(query.plan, now),
  );
}

// Spelled as users_created_idx is built (desc nulls last), so the first pages are read from it.
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];

/**
 * The users' rows with their role, plan and listing counts. Called with the ids of one page only:
 * the counts' subqueries run for the rows the WHERE keeps, never for every user.
 */
function selectUserRows(db: DbOrTx, ids: SQLWrapper | string[]) {
  const notDeleted = (table: typeof cargoListings | typeof transportListings) =>
    sql<number>`(select count(*) from ${table} l where l.user_id = ${users.id} and l.deleted_at is null)`.mapWith(
      Number,
    );
  return db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      contactPerson: profiles.contactPerson,
      companyName: profiles.companyName,
      isAdmin: isAdminSql.mapWith(Boolean),
      subscribed: subscribers.subscribed,
      subscriptionEnd: subscribers.subscriptionEnd,
      isTrial: subscribers.isTrial,
      trialEnd: subscribers.trialEnd,
      paymentSubscriptionId: subscribers.paymentSubscriptionId,
      cargoCount: notDeleted(cargoListings),
      transportCount: notDeleted(transportListings),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    .orderBy(...newestFirst);
}

/** One page of the users who are not deleted, newest first, and how many match in all. */
export async function findUserPage(
  db: DbOrTx,
  query: AdminUsersQuery,
  now: Date,
): Promise<{ rows: AdminUserRow[]; counted: number }> {
  const where = listWhere(query, now);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [counted]] = await Promise.all([
    selectUserRows(db, pageIds),
    db
      .select({ n: boundedCount(sql`${users} where ${where ?? sql`true`}`, countLimitFor(query.q)) })
      .from(sql`(select 1) one`),
  ]);
  return { rows, counted: Number(counted?.n ?? 0) };
}

/** One user who is not deleted, as the list shows them. */
export async function findUserRow(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await selectUserRows(db, [id]);
  return row;
}

/**
 * A user who is not deleted, locked for the rest of the transaction, so two admins changing the same
 * account (a role, a deletion) take turns.
 */
export async function lockUser(
  tx: DbOrTx,
  id: string,
): Promise<{ id: string; email: string; isAdmin: boolean } | undefined> {
  const [row] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) return undefined;
  const [role] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, id), eq(userRoles.role, 'admin')));
  return { ...row, isAdmin: !!role };
}

/** The admin toggle: adds or removes the user's admin row. */
export async function writeAdminRole(tx: DbOrTx, userId: string, admin: boolean): Promise<void> {
  if (admin) {
    await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
  } else {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  }
}

/** The address a deleted account keeps: unique, and never one anybody can receive mail at. */
const deletedEmail = (userId: string) => `deleted+${userId}@deleted.invalid`;

/**
 * Everything of a user deletion that is the account's own rows (DECISIONS.md, "Deleting a user"):
 * sessions and pending reset links end, e-mail and name are replaced, the password goes, the role,
 * profile and alerts are cleared, listings are soft-deleted (their triggers announce the removals)
 * and the saved templates are removed. Payment records (credit transactions, contact purchases,
 * invoices, payment events) are not touched: they stay with the anonymised account.
 */
export async function anonymiseUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const email = deletedEmail(userId);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  // better-auth keeps a password-reset link as `reset-password:<token>` with the user id as its value.
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), sql`${verifications.identifier} like 'reset-password:%'`));
  await tx
    .update(users)
    .set({ email, name: '', image: null, emailVerified: false, deletedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(accounts)
    .set({ password: null, accessToken: null, refreshToken: null, idToken: null, updatedAt: now })
    .where(eq(accounts.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx
    .update(profiles)
    .set({
      email: null,
      phone: null,
      contactPerson: null,
      companyName: null,
      address: null,
      specialty: null,
      vehiclePark: null,
      transportTypes: null,
      serviceRegions: null,
      regularRoutes: null,
      description: null,
      website: null,
      logoUrl: null,
      establishedYear: null,
      employeesCount: null,
      showInCompanyDirectory: false,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId));
  for (const table of [cargoListings, transportListings] as const) {
    await tx
      .update(table)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(table.userId, userId), isNull(table.deletedAt)));
  }
  await tx
    .update(adTemplates)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(adTemplates.userId, userId), isNull(adTemplates.deletedAt)));
  // Feedback stays for support's history, without the address the account no longer has.
  await tx.update(feedback).set({ email }).where(eq(feedback.userId, userId));
  await tx
    .update(notificationPreferences)
    .set({ isEnabled: false, updatedAt: now })
    .where(eq(notificationPreferences.userId, userId));
  await tx.update(subscribers).set({ email }).where(eq(subscribers.userId, userId));
}
