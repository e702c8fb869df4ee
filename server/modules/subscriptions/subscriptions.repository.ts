import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditTransactions, invoices, subscribers } from '../../db/schema/index';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** The user's subscription row; `forUpdate` locks it until the caller's transaction ends. */
export async function findSubscriber(
  db: DbOrTx,
  userId: string,
  { forUpdate = false } = {},
): Promise<SubscriberRow | undefined> {
  const query = db.select().from(subscribers).where(eq(subscribers.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Starts the trial in one statement, so parallel calls give one trial: the row is created, or
 * updated only while this account has never had a trial and no subscription is running (the
 * condition is re-checked on the row a concurrent call already changed). Undefined when refused.
 */
export async function claimTrial(
  db: DbOrTx,
  values: { userId: string; email: string; now: Date; trialEnd: Date },
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(subscribers)
    .values({
      userId: values.userId,
      email: values.email,
      isTrial: true,
      trialEnd: values.trialEnd,
      trialUsedAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { isTrial: true, trialEnd: values.trialEnd, trialUsedAt: values.now, updatedAt: values.now },
      setWhere: sql`${subscribers.trialUsedAt} is null
        and not (${subscribers.subscribed} and coalesce(${subscribers.subscriptionEnd} > ${values.now}, false))`,
    })
    .returning();
  return row;
}

export async function findSubscriberByCustomer(
  db: DbOrTx,
  customerId: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.paymentCustomerId, customerId));
  return row;
}

/** Remembers the provider's customer of a user (created with their first checkout). */
export async function saveCustomer(db: DbOrTx, userId: string, email: string, customerId: string, now: Date) {
  await db
    .insert(subscribers)
    .values({ userId, email, paymentCustomerId: customerId, updatedAt: now })
    .onConflictDoUpdate({
      target: subscribers.userId,
      set: { paymentCustomerId: customerId, updatedAt: now },
    });
}

export type StoredSubscription = {
  subscribed: boolean;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentCustomerId: string;
  paymentSubscriptionId: string;
};

/** Writes a subscription's state as the provider holds it (the trial columns stay as they are). */
export async function writeSubscription(db: DbOrTx, userId: string, state: StoredSubscription, now: Date) {
  const values = {
    ...state,
    subscriptionTier: state.subscribed ? 'Premium' : 'Free',
    updatedAt: now,
  };
  await db
    .insert(subscribers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: values });
}

/**
 * An admin's premium until `end` without a payment: running, with no provider subscription behind it
 * (so no renewal, and the reconciliation leaves it alone). The provider's customer stays.
 */
export async function writeGrantedPremium(
  db: DbOrTx,
  values: { userId: string; email: string; end: Date; now: Date },
) {
  const set = {
    subscribed: true,
    subscriptionTier: 'Premium',
    subscriptionEnd: values.end,
    cancelAtPeriodEnd: false,
    paymentSubscriptionId: null,
    updatedAt: values.now,
  };
  await db
    .insert(subscribers)
    .values({ userId: values.userId, email: values.email, ...set })
    .onConflictDoUpdate({ target: subscribers.userId, set });
}

/**
 * Ends a running trial and a running subscription now (an admin's "free", a deleted account): their
 * ends become `now`, ends already past stay as they were. The trial stays used.
 */
export async function writeAccessEnded(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(subscribers)
    .set({
      subscribed: false,
      subscriptionTier: 'Free',
      cancelAtPeriodEnd: false,
      subscriptionEnd: sql`case when ${subscribers.subscriptionEnd} > ${now} then ${now}::timestamptz
        else ${subscribers.subscriptionEnd} end`,
      isTrial: false,
      trialEnd: sql`case when ${subscribers.trialEnd} > ${now} then ${now}::timestamptz
        else ${subscribers.trialEnd} end`,
      updatedAt: now,
    })
    .where(eq(subscribers.userId, userId));
}

/** A subscription checkout as started: a pending row with its URL and end (the demo's whole state of it). */
export async function insertSubscriptionCheckout(
  db: DbOrTx,
  c: {
    userId: string;
    amount: number;
    currency: string;
    provider: string;
    providerRef: string;
    checkoutUrl: string;
    expiresAt: Date;
  },
) {
  await db.insert(creditTransactions).values({ ...c, kind: 'subscription', status: 'pending' });
}

export async function findSubscriptionCheckout(db: DbOrTx, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.provider, provider),
        eq(creditTransactions.providerRef, providerRef),
        eq(creditTransactions.kind, 'subscription'),
      ),
    );
  return row;
}

/** pending -> completed; true only for the call that made the change. */
export async function completeSubscriptionCheckout(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<boolean> {
  const rows = await db
    .update(creditTransactions)
    .set({ status: 'completed' })
    .where(
      and(
        eq(creditTransactions.provider, provider),
        eq(creditTransactions.providerRef, providerRef),
        eq(creditTransactions.kind, 'subscription'),
        eq(creditTransactions.status, 'pending'),
      ),
    )
    .returning({ id: creditTransactions.id });
  return rows.length > 0;
}

export async function insertInvoice(
  db: DbOrTx,
  invoice: {
    userId: string;
    description: string;
    amount: number;
    currency: string;
    periodStart: Date;
    periodEnd: Date;
  },
) {
  const [row] = await db
    .insert(invoices)
    .values({ ...invoice, status: 'paid', createdAt: invoice.periodStart })
    .returning();
  return row!;
}

export async function findInvoice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/**
 * Subscriptions the reconciliation looks at: stored as running, with a paid period that ends by
 * `dueBy` (a renewal or an end is due, which a missed webhook would leave unsaid).
 */
export async function findSubscriptionsDue(db: DbOrTx, dueBy: Date) {
  return db
    .select()
    .from(subscribers)
    .where(
      and(
        eq(subscribers.subscribed, true),
        isNotNull(subscribers.paymentSubscriptionId),
        lte(subscribers.subscriptionEnd, dueBy),
      ),
    );
}

/** Ends trials whose time is up, so the stored state (and the admin figures) say so too. */
export async function endExpiredTrials(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(subscribers)
    .set({ isTrial: false, updatedAt: now })
    .where(and(eq(subscribers.isTrial, true), lte(subscribers.trialEnd, now)))
    .returning({ id: subscribers.id });
  return rows.length;
}
