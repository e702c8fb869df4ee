import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscribers } from '../../db/schema/index';

export type SubscriberRow = typeof subscribers.$inferSelect;

export async function findSubscriber(db: DbOrTx, userId: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
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
