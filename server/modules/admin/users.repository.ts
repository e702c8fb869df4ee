import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminUsersQuery } from '@domain/contract/admin-users';
import { readBoundedPage, type BoundedCount, type BoundedList } from '../../db/bounded-list';
import type { Db, DbOrTx } from '../../db/client';
import { countLimitFor } from './activity';
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
  userListingCounts,
  userRoles,
  users,
  verifications,
  watchedListings,
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
  suspended: boolean;
};

/** `%q%` for LIKE, with q's own %, _ and \ taken literally. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** The user whose id is `userId` has the admin role. */
const isAdminOf = (userId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin')`;
const isAdminSql = isAdminOf(users.id);

function roleTest(role: AdminUsersQuery['role'], userId: SQLWrapper): SQL | undefined {
  if (role === 'admin') return isAdminOf(userId);
  if (role === 'user') return sql`not ${isAdminOf(userId)}`;
  return undefined;
}

/*
 * Each filter is written twice. As a test of one user (the row tests below), for the list walked
 * newest first along users_created_idx, where a broad filter finds its page after a few rows. And,
 * for a filter that an index finds without that order (the search, a running premium or trial), as
 * the set of its users (the drivers), which db/bounded-list.ts collects first, up to its limit + 1.
 * A driver never holds a user twice and is never sorted or deduplicated as a whole, so PostgreSQL
 * stops reading it at the limit.
 */

/**
 * The search: the e-mail, the contact person or the company name contains q. As a test of one user,
 * the profile is looked up by its user (one row at most, profiles_user_unique) in a scalar subquery:
 * written as `exists`, PostgreSQL may read every profile that matches (a hashed subplan) to test the
 * few users a page walks.
 */
function searchTest(pattern: string): SQL {
  return sql`(lower(${users.email}) like ${pattern} or (select lower(p.contact_person) like ${pattern}
    or lower(p.company_name) like ${pattern} from profiles p where p.user_id = ${users.id}))`;
}

/** The search's users: by e-mail, and by profile those whose e-mail did not match already. */
function searchDriver(pattern: string): SQL {
  return sql`(select u.id as user_id from users u where lower(u.email) like ${pattern}
    union all
    select p.user_id from profiles p
      where (lower(p.contact_person) like ${pattern} or lower(p.company_name) like ${pattern})
        and not exists (select 1 from users e where e.id = p.user_id and lower(e.email) like ${pattern}))`;
}

type Plan = AdminUsersQuery['plan'];

/**
 * Premium: a subscription runs (paid or set by an admin); trial: a trial runs without one; free:
 * neither. A user has at most one subscribers row (subscribers_user_unique).
 */
function planParts(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const premium = sql`(s.subscribed and s.subscription_end > ${at})`;
  const trial = sql`(s.is_trial and s.trial_end > ${at} and not coalesce(${premium}, false))`;
  return { premium, trial };
}

function planTest(plan: Plan, now: Date): SQL | undefined {
  if (plan === 'all') return undefined;
  const { premium, trial } = planParts(now);
  const running = sql`(select 1 from subscribers s where s.user_id = ${users.id} and`;
  if (plan === 'premium') return sql`exists ${running} ${premium})`;
  if (plan === 'trial') return sql`exists ${running} ${trial})`;
  return sql`not exists ${running} (${premium} or ${trial}))`;
}

/**
 * The running premium or trial subscriptions of users who are not deleted, with the role test: read
 * from subscribers_premium_idx or subscribers_trial_idx alone, which hold the user's creation time
 * and deleted flag (copied from users by triggers, migration 0021; decision 0037), so neither the
 * count nor the order looks up a user.
 */
function planSubscriptions(plan: 'premium' | 'trial', role: AdminUsersQuery['role'], now: Date): SQL {
  const { premium, trial } = planParts(now);
  return sql`subscribers s where ${plan === 'premium' ? premium : trial} and not s.user_deleted
    ${role === 'all' ? sql`` : sql`and ${roleTest(role, sql`s.user_id`)}`}`;
}

// Spelled as users_created_idx is built (desc nulls last), so the pages are read from it.
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];

/** The list's filters as db/bounded-list.ts reads them, and the test of a user for the walked page. */
function userList(query: Pick<AdminUsersQuery, 'q' | 'role' | 'plan'>, now: Date) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const role = roleTest(query.role, users.id);
  const plan = planTest(query.plan, now);
  const where = and(isNull(users.deletedAt), pattern ? searchTest(pattern) : undefined, role, plan)!;
  const key = `admin-users:${JSON.stringify([query.q, query.role, query.plan])}`;
  const limit = countLimitFor(query.q);

  // A running plan without a search: its subscriptions carry all the list needs.
  if (!pattern && (query.plan === 'premium' || query.plan === 'trial')) {
    const running = planSubscriptions(query.plan, query.role, now);
    const list: BoundedList = {
      key,
      limit,
      collectFirst: true,
      matches: sql`select s.user_id as id, s.user_created_at as created_at from ${running}`,
      order: sql`created_at desc nulls last, id desc nulls last`,
      counted: running,
    };
    return { list, where };
  }

  // The search's matches are looked up by id, one by one, for what is left to test (the lateral
  // subquery's `limit 1` keeps it a lookup: as a join, PostgreSQL hashed every user to find a few
  // hundred).
  const rest = and(isNull(users.deletedAt), role, plan)!;
  const list: BoundedList = {
    key,
    limit,
    collectFirst: pattern !== undefined,
    matches: pattern
      ? sql`select m.id, m.created_at from ${searchDriver(pattern)} d cross join lateral (
          select ${users.id} as id, ${users.createdAt} as created_at from ${users}
          where ${users.id} = d.user_id and ${rest} limit 1) m`
      : sql`select ${users.id} as id, ${users.createdAt} as created_at from ${users} where ${where}`,
    order: sql`created_at desc nulls last, id desc nulls last`,
    counted: sql`${users} where ${where}`,
  };
  return { list, where };
}

/**
 * The users' rows with their role, plan and listing counts. Called with the ids of one page only.
 * The counts are user_listing_counts' (kept by the listings' triggers, migration 0018): counting
 * them here read every index entry of an account's listings, a millisecond for one with 1 600.
 */
function selectUserRows(db: DbOrTx, ids: SQLWrapper | string[]) {
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
      cargoCount: sql<number>`coalesce(${userListingCounts.cargo}, 0)`.mapWith(Number),
      transportCount: sql<number>`coalesce(${userListingCounts.transport}, 0)`.mapWith(Number),
      suspended: sql<boolean>`${users.suspendedAt} is not null`.mapWith(Boolean),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .leftJoin(userListingCounts, eq(userListingCounts.userId, users.id))
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
    .orderBy(...newestFirst);
}

/**
 * One page of the users who are not deleted, newest first, and how many match in all (up to
 * countLimitFor: db/bounded-list.ts).
 */
export async function findUserPage(
  db: Db,
  query: AdminUsersQuery,
  now: Date,
): Promise<{ rows: AdminUserRow[]; count: BoundedCount }> {
  const { list, where } = userList(query, now);
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  return readBoundedPage(db, list, page, async (ids) => {
    if (ids?.length === 0) return [];
    return selectUserRows(
      db,
      ids ??
        db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(...newestFirst)
          .limit(page.limit)
          .offset(page.offset),
    );
  });
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

/**
 * A user who is not deleted and the acting admin, both locked, in id order (so two admins acting on
 * each other take turns and never deadlock), and whether the actor still holds the admin role once
 * it is their turn. The guard asked at the request's start; an admin whose role another admin
 * removed meanwhile must not then remove that admin's role or account, leaving nobody.
 */
export async function lockUserAndActor(
  tx: DbOrTx,
  id: string,
  actorId: string,
): Promise<{ user: Awaited<ReturnType<typeof lockUser>>; actorIsAdmin: boolean }> {
  const locked = new Map<string, Awaited<ReturnType<typeof lockUser>>>();
  for (const userId of [...new Set([id, actorId])].sort()) locked.set(userId, await lockUser(tx, userId));
  return { user: locked.get(id), actorIsAdmin: locked.get(actorId)?.isAdmin ?? false };
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
  // What the account followed is its own business, and no longer of use to anybody.
  await tx.delete(watchedListings).where(eq(watchedListings.userId, userId));
  await tx
    .update(profiles)
    .set({
      email: null,
      phone: null,
      contactPerson: null,
      companyName: null,
      address: null,
      basePlaceId: null,
      baseLat: null,
      baseLon: null,
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
