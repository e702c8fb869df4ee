import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PRICING_KEYS, type PricingKey } from '@domain/plans';
import type { Db, DbOrTx } from '../../db/client';
import { creditTransactions, pricingConfig, users } from '../../db/schema/index';

/** The stored prices, with who changed each last. */
export async function findPriceRows(db: Db) {
  return db
    .select({
      key: pricingConfig.configKey,
      value: pricingConfig.configValue,
      updatedAt: pricingConfig.updatedAt,
      updatedByEmail: users.email,
    })
    .from(pricingConfig)
    .leftJoin(users, eq(users.id, pricingConfig.updatedBy))
    .where(inArray(pricingConfig.configKey, [...PRICING_KEYS]));
}

const completedUnlock = and(
  eq(creditTransactions.status, 'completed'),
  eq(creditTransactions.kind, 'contact_unlock'),
);

/** The contact sales: how many completed, their sum and average (to the cent). */
export async function findSalesFigures(db: Db) {
  const [row] = await db
    .select({
      totalRevenue: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)`.mapWith(Number),
      unlockCount: sql<number>`count(*)`.mapWith(Number),
      averagePrice: sql<number>`coalesce(round(avg(${creditTransactions.amount}), 2), 0)`.mapWith(Number),
    })
    .from(creditTransactions)
    .where(completedUnlock);
  return row ?? { totalRevenue: 0, unlockCount: 0, averagePrice: 0 };
}

/** The latest payments that moved money (completed, or refunded since), newest first. */
export async function findRecentTransactions(db: Db, limit: number) {
  return db
    .select({
      id: creditTransactions.id,
      email: users.email,
      amount: creditTransactions.amount,
      currency: creditTransactions.currency,
      kind: creditTransactions.kind,
      status: creditTransactions.status,
      duplicate: creditTransactions.duplicate,
      createdAt: creditTransactions.createdAt,
    })
    .from(creditTransactions)
    .leftJoin(users, eq(users.id, creditTransactions.userId))
    .where(inArray(creditTransactions.status, ['completed', 'refunded']))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}

/** One price's row, locked until the transaction ends; undefined when it was never stored. */
export async function lockPrice(tx: DbOrTx, key: PricingKey) {
  const [row] = await tx.select().from(pricingConfig).where(eq(pricingConfig.configKey, key)).for('update');
  return row;
}

export async function writePrice(tx: DbOrTx, key: PricingKey, value: number, adminId: string, now: Date) {
  const [row] = await tx
    .insert(pricingConfig)
    .values({ configKey: key, configValue: value, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: pricingConfig.configKey,
      set: { configValue: value, updatedBy: adminId, updatedAt: now },
    })
    .returning();
  return row!;
}
