import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoListings, transportListings } from '../../db/schema/index';

/**
 * Feeds leave out listings past expires_at at once; this job also sets their status to
 * "expired", which fires the live "remove" (the row triggers) and keeps "my listings" honest.
 * Idempotent, so running it on every instance is harmless.
 */
export async function expireListings(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (const table of [cargoListings, transportListings]) {
    const rows = await db
      .update(table)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(table.status, 'active'), lte(table.expiresAt, now)))
      .returning({ id: table.id });
    total += rows.length;
  }
  return total;
}

export function startExpiryJob(db: Db, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  const run = () =>
    expireListings(db)
      .then((n) => n > 0 && log.info({ expired: n }, 'listings expired'))
      .catch((error: unknown) => log.error({ err: error }, 'expiry job failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
