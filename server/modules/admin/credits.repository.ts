import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CreditFilter } from '@domain/contract/admin-credits';
import { FREE_MONTHLY_CREDITS } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { creditTransactions, subscribers, userCredits, users } from '../../db/schema/index';

/**
 * The users' months as the back office reads them: every account that is not deleted, joined with
 * its subscription (who holds access) and its credits row (none before the first use). The month is
 * read as the monthly reset would leave it, without writing: a row last reset before this Tallinn
 * month counts as none used.
 */
function monthOf(now: Date, monthStart: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const start = sql`${monthStart.toISOString()}::timestamptz`;
  // The access rule (hasPremiumAccess, domain/plans.ts) in SQL: a running subscription or trial.
  const plan = sql<'premium' | 'trial' | 'free'>`case
    when ${subscribers.subscribed} and ${subscribers.subscriptionEnd} > ${at} then 'premium'
    when ${subscribers.isTrial} and ${subscribers.trialEnd} > ${at} then 'trial'
    else 'free' end`;
  const access = sql<boolean>`(${plan}) <> 'free'`;
  const resetDue = sql<boolean>`coalesce(${userCredits.lastResetDate} < ${start}, false)`;
  const used = sql<number>`case when ${userCredits.id} is null or ${resetDue} then 0 else ${userCredits.creditsUsed} end`;
  const monthly = sql<number>`coalesce(${userCredits.monthlyCredits}, ${FREE_MONTHLY_CREDITS})`;
  // Extra credits an admin granted stay until spent, whatever the month (decision 0044).
  const bonus = sql<number>`coalesce(${userCredits.bonusCredits}, 0)`;
  const available = sql<number>`greatest(${monthly} - ${used}, 0) + ${bonus}`;
  return { plan, access, resetDue, used, monthly, bonus, available };
}

function filterSql(month: ReturnType<typeof monthOf>, filter: CreditFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'premium':
      return month.access;
    case 'free':
      return sql`not ${month.access}`;
    case 'active':
      return sql`not ${month.access} and ${month.available} > 0`;
    case 'exhausted':
      return sql`not ${month.access} and ${month.available} = 0`;
  }
}

/** `%` and `_` match themselves, as typed (LIKE's escape character is the backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Contains, in any case; written so the trigram index on lower(email) serves it. */
function emailContains(q: string): SQL {
  return sql`lower(${users.email}) like '%' || lower(${escapeLike(q)}) || '%'`;
}

export type CreditListRow = {
  userId: string;
  email: string;
  plan: 'premium' | 'trial' | 'free';
  monthlyCredits: number;
  creditsUsed: number;
  bonusCredits: number;
  available: number;
  lastResetDate: Date | null;
  resetDue: boolean;
};

export async function findCreditPage(
  db: Db,
  query: { q: string; filter: CreditFilter; page: number; pageSize: number },
  now: Date,
  monthStart: Date,
): Promise<{ rows: CreditListRow[]; total: number }> {
  const month = monthOf(now, monthStart);
  const where = and(
    isNull(users.deletedAt),
    query.q ? emailContains(query.q) : undefined,
    filterSql(month, query.filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        plan: month.plan,
        monthlyCredits: month.monthly.mapWith(Number),
        creditsUsed: month.used.mapWith(Number),
        bonusCredits: month.bonus.mapWith(Number),
        available: month.available.mapWith(Number),
        lastResetDate: userCredits.lastResetDate,
        resetDue: month.resetDue,
      })
      .from(users)
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .leftJoin(userCredits, eq(userCredits.userId, users.id))
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .leftJoin(userCredits, eq(userCredits.userId, users.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The page's figures, over every account that is not deleted (not only the page or the filter's). */
export async function findCreditFigures(db: Db, now: Date, monthStart: Date) {
  const month = monthOf(now, monthStart);
  const [[people], [sales]] = await Promise.all([
    db
      .select({
        users: count(),
        premium: sql<number>`count(*) filter (where ${month.access})`.mapWith(Number),
        exhausted:
          sql<number>`count(*) filter (where not ${month.access} and ${month.available} = 0)`.mapWith(Number),
        averageUsed:
          sql<number>`coalesce(round(avg(${month.used}) filter (where not ${month.access}), 1), 0)`.mapWith(
            Number,
          ),
      })
      .from(users)
      .leftJoin(subscribers, eq(subscribers.userId, users.id))
      .leftJoin(userCredits, eq(userCredits.userId, users.id))
      .where(isNull(users.deletedAt)),
    db
      .select({ revenue: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)`.mapWith(Number) })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.status, 'completed'), eq(creditTransactions.kind, 'contact_unlock'))),
  ]);
  return {
    users: people?.users ?? 0,
    premium: people?.premium ?? 0,
    exhausted: people?.exhausted ?? 0,
    averageUsed: people?.averageUsed ?? 0,
    revenue: sales?.revenue ?? 0,
  };
}

/** An account that is not deleted. */
export async function findLiveUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The user's credits row, locked until the transaction ends (the row must exist). */
export async function lockCredits(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(userCredits).where(eq(userCredits.userId, userId)).for('update');
  return row!;
}

export async function writeCredits(
  tx: DbOrTx,
  userId: string,
  values: { monthlyCredits: number; creditsUsed: number; bonusCredits: number; lastResetDate?: Date },
  now: Date,
) {
  const [row] = await tx
    .update(userCredits)
    .set({ ...values, updatedAt: now })
    .where(eq(userCredits.userId, userId))
    .returning();
  return row!;
}
