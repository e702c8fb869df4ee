import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { alertMatches, emailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { deliverAlerts } from './delivery';

/**
 * A match that matching commits while a delivery is composing the same user's mail: PostgreSQL
 * only, where the two run on connections of their own (the embedded database has one).
 */
const SETTINGS = {
  publicUrl: 'http://localhost:3000',
  secret: 'veoturg-development-secret-not-for-production',
};
const MINUTE = 60_000;

describe.skipIf(!process.env.DATABASE_URL)('an alert delivery beside matching', () => {
  let t: TestApp;
  let publisher: SignedInUser;
  const api = listingApi(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { manual: true } });
    publisher = await createSignedInUser(t.app, { plan: 'premium' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const matchOf = async (userId: string, itemId: string) =>
    (
      await db()
        .select()
        .from(alertMatches)
        .where(and(eq(alertMatches.userId, userId), eq(alertMatches.itemId, itemId)))
    )[0];

  const mailsTo = (email: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'alert')));

  /** Resolves once a backend of this test's database waits for a lock. */
  async function someoneWaitsForALock() {
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('leaves a match committed meanwhile unsent, for the next mail, instead of marking it sent unmailed', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { isEnabled: true, cargoNotifications: true, frequency: 'instant', cargoTypes: ['paber'] },
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await api.publish(publisher, 'cargo', { cargoType: 'paber', originCity: 'Narva' });
    const second = await api.publish(publisher, 'cargo', { cargoType: 'paber', originCity: 'Valga' });
    const now = new Date();
    await db()
      .insert(alertMatches)
      .values({ userId: user.userId, itemType: 'cargo', itemId: first.id, matchedAt: now });

    // The delivery reads the user's unsent matches, then the loads themselves: a lock on the loads'
    // table holds it between the two while the second match is committed, as matching would.
    const { delivery } = await db().transaction(async (tx) => {
      await tx.execute(sql`lock table cargo_listings in access exclusive mode`);
      const running = deliverAlerts([user.userId], { db: db(), now }, SETTINGS);
      await someoneWaitsForALock();
      await db()
        .insert(alertMatches)
        .values({ userId: user.userId, itemType: 'cargo', itemId: second.id, matchedAt: now });
      // Not awaited here: it waits for this transaction's lock.
      return { delivery: running };
    });
    expect(await delivery).toEqual({ mails: 1 });

    expect(await matchOf(user.userId, first.id)).toMatchObject({ mailed: true, sentAt: now });
    // Before: marked sent (and not mailed) by the same run, so it was never mailed at all.
    expect(await matchOf(user.userId, second.id)).toMatchObject({ mailed: false, sentAt: null });
    const [mail] = await mailsTo(user.email);
    expect(mail!.textBody).toContain('Narva');
    expect(mail!.textBody).not.toContain('Valga');

    // The next delivery (an instant alert waits 10 minutes after the last) mails it.
    const later = new Date(now.getTime() + 11 * MINUTE);
    expect(await deliverAlerts([user.userId], { db: db(), now: later }, SETTINGS)).toEqual({ mails: 1 });
    expect(await matchOf(user.userId, second.id)).toMatchObject({ mailed: true, sentAt: later });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.textBody.includes('Valga'))).toBe(true);
  });
});
