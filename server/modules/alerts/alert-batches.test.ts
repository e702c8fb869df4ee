import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDailyDigest } from '@domain/alert-schedule';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { alertMatches, emailOutbox, jobs } from '../../db/schema/index';
import { enqueueJobs } from '../../platform/jobs/queue';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * Matching in batches and pruning, through the HTTP API and the job worker, on PostgreSQL and on
 * the embedded database alike. The worker runs only when a test drains it, with the test's clock.
 */
const KINDS = process.env.DATABASE_URL ? ['PostgreSQL', 'PGlite'] : ['PGlite'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const COUNTRIES = ['eesti', 'lati', 'leedu', 'soome', 'rootsi'];
const CARGO_TYPES = ['masinad', 'puit', 'paber'];

describe.each(KINDS)('alert batches and pruning on %s', (kind) => {
  let t: TestApp;
  let publisher: SignedInUser;
  const api = listingApi(() => t.app);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { manual: true } }, { embedded: kind === 'PGlite' });
    publisher = await createSignedInUser(t.app, { plan: 'premium' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function subscriber(prefs: Record<string, unknown>) {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { isEnabled: true, cargoNotifications: true, transportNotifications: true, ...prefs },
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  }

  const alertMails = (email: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'alert')));

  it('matches 50 listings published together in one pass: exactly the expected matches, each mailed once', async () => {
    // 20 subscribers: an origin country each, every other one a cargo type too, every fourth one
    // transport from its country as well; the last four want a daily digest.
    const wants = Array.from({ length: 20 }, (_, k) => ({
      country: COUNTRIES[k % 5]!,
      cargoType: k % 2 === 1 ? CARGO_TYPES[k % 3]! : null,
      transport: k % 4 === 0,
      daily: k >= 16,
    }));
    const users = await Promise.all(
      wants.map((w) =>
        subscriber({
          frequency: w.daily ? 'daily' : 'instant',
          cargoOriginCountries: [w.country],
          cargoTypes: w.cargoType ? [w.cargoType] : [],
          transportOriginCountries: w.transport ? [w.country] : [],
        }),
      ),
    );

    // 40 cargo and 10 transport listings, published back to back before the worker looks.
    const listings: { id: string; type: 'cargo' | 'transport'; country: string; cargoType: string | null }[] =
      [];
    for (let i = 0; i < 40; i++) {
      const country = COUNTRIES[i % 5]!;
      const cargoType = CARGO_TYPES[i % 3]!;
      const { id } = await api.publish(publisher, 'cargo', { originCountry: country, cargoType });
      listings.push({ id, type: 'cargo', country, cargoType });
    }
    for (let i = 0; i < 10; i++) {
      const country = COUNTRIES[(i * 2) % 5]!;
      const { id } = await api.publish(publisher, 'transport', { originCountry: country });
      listings.push({ id, type: 'transport', country, cargoType: null });
    }
    const ids = listings.map((l) => l.id);
    const waiting = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'alerts.match'), eq(jobs.state, 'pending')));
    expect(waiting).toHaveLength(50);

    const expected = new Set<string>();
    for (const [k, w] of wants.entries()) {
      for (const l of listings) {
        const hit =
          l.type === 'cargo'
            ? l.country === w.country && (w.cargoType === null || w.cargoType === l.cargoType)
            : w.transport && l.country === w.country;
        if (hit) expected.add(`${users[k]!.userId} ${l.id}`);
      }
    }
    expect(expected.size).toBeGreaterThan(100);

    const now = new Date();
    await t.app.jobs.drain(now);
    const rows = await db()
      .select({ userId: alertMatches.userId, itemId: alertMatches.itemId })
      .from(alertMatches)
      .where(inArray(alertMatches.itemId, ids));
    expect(rows.map((r) => `${r.userId} ${r.itemId}`).sort()).toEqual([...expected].sort());

    /** Each of the user's matched listings in exactly one of their mails, and nothing else of the burst. */
    async function mailedOnce(k: number) {
      const user = users[k]!;
      const mails = await alertMails(user.email);
      expect(mails, `subscriber ${k}`).toHaveLength(1);
      for (const l of listings) {
        const count = mails.filter((m) => m.textBody.includes(`listing=${l.id}&`)).length;
        expect(count, `subscriber ${k}, listing ${l.id}`).toBe(
          expected.has(`${user.userId} ${l.id}`) ? 1 : 0,
        );
      }
    }
    for (const [k, w] of wants.entries()) {
      if (w.daily) expect(await alertMails(users[k]!.email)).toHaveLength(0);
      else await mailedOnce(k);
    }

    // Later passes send nothing again; the daily digest comes at 07:00 with everything it matched.
    await t.app.jobs.drain(new Date(now.getTime() + 11 * MINUTE));
    await t.app.jobs.drain(nextDailyDigest(now));
    for (const k of wants.keys()) await mailedOnce(k);
  });

  it('prunes matches after 35 days and failed jobs 30 days after their last try, by hourly jobs on the queue', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY - MINUTE).toISOString();
    // More old matches than one delete takes (10 000), sent and unsent, and the ones to keep.
    await db().execute(sql`
      insert into alert_matches (user_id, item_type, item_id, matched_at, sent_at)
      select ${user.userId}, 'cargo', gen_random_uuid(), ${ago(36)}::timestamptz,
        case when i % 2 = 0 then ${ago(36)}::timestamptz end
      from generate_series(1, 10005) as i`);
    const kept = await queryRows<{ item_id: string }>(
      db(),
      sql`insert into alert_matches (user_id, item_type, item_id, matched_at, sent_at)
        values (${user.userId}, 'cargo', gen_random_uuid(), ${ago(34)}::timestamptz, ${ago(34)}::timestamptz),
          (${user.userId}, 'transport', gen_random_uuid(), ${ago(1)}::timestamptz, null)
        returning item_id`,
    );
    await db().execute(sql`
      insert into jobs (kind, key, payload, state, run_at, created_at) values
        ('test.old', null, '{"n": 1}', 'failed', ${ago(31)}::timestamptz, ${ago(34)}::timestamptz),
        ('test.recent', null, '{"n": 2}', 'failed', ${ago(29)}::timestamptz, ${ago(32)}::timestamptz),
        ('test.later', null, '{"n": 3}', 'pending', ${new Date(now.getTime() + DAY).toISOString()}::timestamptz,
          ${ago(40)}::timestamptz)`);

    await enqueueJobs(db(), [
      { kind: 'alerts.prune', key: 'alerts.prune', runAt: now },
      { kind: 'jobs.prune', key: 'jobs.prune', runAt: now },
    ]);
    await t.app.jobs.drain(now);

    const left = await queryRows<{ item_id: string }>(
      db(),
      sql`select item_id from alert_matches where user_id = ${user.userId} order by matched_at`,
    );
    expect(left.map((r) => r.item_id)).toEqual(kept.map((r) => r.item_id));
    const testJobs = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from jobs where kind like 'test.%' order by kind`,
    );
    expect(testJobs.map((j) => j.kind)).toEqual(['test.later', 'test.recent']);
    // Each prune has scheduled its next run, an hour on.
    const next = await db()
      .select({ kind: jobs.kind, runAt: jobs.runAt })
      .from(jobs)
      .where(and(inArray(jobs.kind, ['alerts.prune', 'jobs.prune']), eq(jobs.state, 'pending')))
      .orderBy(jobs.kind);
    expect(next).toEqual([
      { kind: 'alerts.prune', runAt: new Date(now.getTime() + 60 * MINUTE) },
      { kind: 'jobs.prune', runAt: new Date(now.getTime() + 60 * MINUTE) },
    ]);
  });

  it('a starting worker schedules each prune once, however many instances start', async () => {
    await db()
      .delete(jobs)
      .where(inArray(jobs.kind, ['alerts.prune', 'jobs.prune']));
    const pending = () =>
      db()
        .select({ kind: jobs.kind })
        .from(jobs)
        .where(and(inArray(jobs.kind, ['alerts.prune', 'jobs.prune']), eq(jobs.state, 'pending')))
        .orderBy(jobs.kind);
    // Two more instances on the same database, with their workers running.
    const started = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ ...t.app.deps, jobs: { pollMs: 3_600_000 } });
      await app.ready();
      started.push(app);
      await expect.poll(async () => (await pending()).length).toBe(2);
    }
    for (const app of started) await app.close();
    expect(await pending()).toEqual([{ kind: 'alerts.prune' }, { kind: 'jobs.prune' }]);
  });
});
