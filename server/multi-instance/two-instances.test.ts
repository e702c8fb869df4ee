import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../platform/rate-limit/rate-limit';
import { cargoInput } from '../../test/factories/index';
import { buildServer, emptyDatabase, startInstance, type Instance } from '../../test/instances';
import { startSmtpReceiver } from '../../test/smtp';
import { openEvents } from '../../test/sse';

/**
 * Issue 32: several instances behind a load balancer on one PostgreSQL and one Redis, as the README
 * says Veoturg runs. Two real processes of the built server are started at the same moment on an
 * empty database, and what one does must hold on the other.
 *
 * Needs PostgreSQL (DATABASE_URL); without it (the embedded database is one process's own) the
 * file is skipped. Redis is used when it answers at 127.0.0.1:6379, as on CI; otherwise the rate
 * limits count in the database, which both instances share as well.
 */
const ADMIN_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Both instances are reached as one site behind one proxy, which says who the client is.
const PUBLIC_URL = 'http://veoturg.test';
const CONCURRENT_STARTS = 3;

const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});

/** A client address of this run's own: Redis keeps counters from earlier runs for their window. */
const clientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

describe.skipIf(!ADMIN_URL)('two instances on one PostgreSQL', { timeout: 60_000 }, () => {
  const adminUrl = ADMIN_URL!;
  const drops: (() => Promise<void>)[] = [];
  const running: Instance[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  /** The database of the pair the tests after the first use. */
  let databaseUrl = '';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    buildServer();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.stop()));
    for (const drop of drops) await drop().catch(() => {});
    await smtp?.close();
  });

  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '4',
    PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ...(redisUp ? { REDIS_URL } : {}),
  });

  /** Two instances started at the same moment on a new, empty database. */
  async function startPair(label: string) {
    const database = await emptyDatabase(adminUrl, label);
    drops.push(database.drop);
    const pair = await Promise.all([
      startInstance(`${label} a`, env(database.url)),
      startInstance(`${label} b`, env(database.url)),
    ]);
    running.push(...pair);
    const outcomes = await Promise.all(
      pair.map((instance) =>
        instance.ready.then(
          () => 'started',
          (error: Error) => error.message,
        ),
      ),
    );
    return { database, pair, outcomes };
  }

  describe('started at the same moment on an empty database', () => {
    // Before migrations ran under one lock, one of the two failed on `CREATE EXTENSION IF NOT
    // EXISTS pg_trgm` (a duplicate key in pg_extension_name_index) in every run tried.
    it(`both start, ${CONCURRENT_STARTS} times in a row, and the database is migrated and seeded once`, async () => {
      for (let round = 1; round <= CONCURRENT_STARTS; round++) {
        const { database, pair, outcomes } = await startPair(`multi${round}`);
        expect(outcomes, `round ${round}`).toEqual(['started', 'started']);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const migrations = await client.query(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          const applied = new Set(
            (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).rows.map(
              (r) => r.hash,
            ),
          );
          expect(migrations.rows[0].n).toBe(applied.size);
          const units = await client.query<{ name: string; n: number }>(
            'select name, count(*)::int as n from units group by name having count(*) > 1',
          );
          expect(units.rows).toEqual([]);
        } finally {
          await client.end();
        }
        // The last pair stays up for the tests below.
        databaseUrl = database.url;
        if (round < CONCURRENT_STARTS) {
          await Promise.all(pair.map((instance) => instance.stop()));
          running.splice(running.indexOf(pair[0]), 2);
          await database.drop();
        }
      }
    }, 150_000);

    it("a start that fails on the database names PostgreSQL's own error on its one line", async () => {
      const database = await emptyDatabase(adminUrl, 'multifail');
      drops.push(database.drop);
      // Another application's table where the schema wants its own.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('create table users (id int)');
      await client.end();

      const instance = await startInstance('failing', env(database.url));
      const started = await instance.ready.then(
        () => true,
        () => false,
      );
      if (started) await instance.stop();
      expect(started, instance.output()).toBe(false);
      const { code } = await instance.exited;
      const lines = instance.output().trim().split('\n');
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Veoturg cannot start: /);
      expect(lines[0]).toContain('relation "users" already exists');
      expect(lines[0]).toContain('42P07');
    });
  });

  describe('one site on two instances', () => {
    let a: Instance;
    let b: Instance;
    beforeAll(() => {
      const pair = running.slice(-2);
      const up = pair.filter((instance) => instance.process.exitCode === null);
      if (up.length < 2) throw new Error('the two instances did not both start (see the first test)');
      [a, b] = pair as [Instance, Instance];
    });

    const request = (instance: Instance, path: string, init: RequestInit & { ip?: string } = {}) => {
      const { ip, ...rest } = init;
      return fetch(`${instance.base}${path}`, {
        ...rest,
        headers: {
          'content-type': 'application/json',
          origin: PUBLIC_URL,
          'x-forwarded-for': ip ?? clientAddress(),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
    };
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

    async function testUser(instance: Instance, body: Record<string, unknown> = {}) {
      const email = `multi-${randomBytes(5).toString('hex')}@example.test`;
      const res = await request(instance, '/api/dev/test-users', {
        method: 'POST',
        body: JSON.stringify({ email, ...body }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return { email, cookie: cookieOf(res) };
    }

    it('a session made by signing in on one is valid on the other, and signing out on one ends it on both', async () => {
      const password = 'Parool-123456';
      const { email } = await testUser(a, { password });
      const signIn = await request(a, '/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = cookieOf(signIn);

      const me = await request(b, '/api/me', { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);

      const signOut = await request(b, '/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie },
        body: '{}',
      });
      expect(signOut.status).toBe(200);
      expect((await request(a, '/api/me', { headers: { cookie } })).status).toBe(401);
    });

    it('a listing published on one reaches a live stream opened on the other', async () => {
      const { cookie } = await testUser(a, { plan: 'premium' });
      const events = await openEvents(`${b.base}/api/events`, { 'x-forwarded-for': clientAddress() });
      try {
        const res = await request(a, '/api/listings/cargo', {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify(cargoInput()),
        });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        await events.waitFor((e) => JSON.stringify(e.data).includes(id));
      } finally {
        await events.close();
      }
    });

    it(`the sign-in limit counts the attempts made on both (${redisUp ? 'Redis' : 'in the database'})`, async () => {
      const { email } = await testUser(a, { password: 'Parool-123456' });
      const ip = clientAddress();
      const { max } = DEFAULT_RATE_LIMITS.signIn;
      const statuses: number[] = [];
      for (let i = 0; i < max + 2; i++) {
        const res = await request(i % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
          method: 'POST',
          ip,
          body: JSON.stringify({ email, password: 'not-the-password' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(max)).toEqual([429, 429]);
    });

    const publish = (instance: Instance, cookie: string) =>
      request(instance, '/api/listings/cargo', {
        method: 'POST',
        headers: { cookie },
        body: JSON.stringify(cargoInput()),
      });

    it('maintenance, a price and a lookup value changed by an admin on one hold on the other at once', async () => {
      const admin = await testUser(a, { role: 'admin' });
      const { cookie } = await testUser(b, { plan: 'premium' });
      const events = await openEvents(`${b.base}/api/events`, { 'x-forwarded-for': clientAddress() });
      const settingsNotices = () =>
        events.events.filter((e) => e.event === 'public' && (e.data as { part?: string }).part === 'settings')
          .length;
      const switchMaintenance = async (enabled: boolean) => {
        const before = settingsNotices();
        const res = await request(a, '/api/admin/maintenance', {
          method: 'PUT',
          headers: { cookie: admin.cookie },
          body: JSON.stringify({ enabled }),
        });
        expect(res.status).toBe(200);
        // The change is committed and announced; b has heard it once its stream has.
        await waitUntil('b to hear the settings change', () => settingsNotices() > before);
      };
      try {
        // b has just read the switch (off), which it may keep for two seconds.
        expect((await publish(b, cookie)).status).toBe(201);
        await switchMaintenance(true);
        expect((await publish(b, cookie)).status).toBe(503);
        await switchMaintenance(false);
        expect((await publish(b, cookie)).status).toBe(201);
      } finally {
        await request(a, '/api/admin/maintenance', {
          method: 'PUT',
          headers: { cookie: admin.cookie },
          body: JSON.stringify({ enabled: false }),
        });
        await events.close();
      }

      const price = 1 + (randomBytes(1)[0]! % 90) / 10;
      const priced = await request(a, '/api/admin/pricing/contact_unlock_price', {
        method: 'PUT',
        headers: { cookie: admin.cookie },
        body: JSON.stringify({ value: price }),
      });
      expect(priced.status).toBe(200);
      const settings = (await (await request(b, '/api/settings/public')).json()) as {
        prices: { contactUnlockPrice: number };
      };
      expect(settings.prices.contactUnlockPrice).toBe(price);

      const unit = `ühik ${randomBytes(3).toString('hex')}`;
      const added = await request(a, '/api/admin/lookups/units', {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: JSON.stringify({ name: unit }),
      });
      expect(added.status).toBe(201);
      const reference = (await (await request(b, '/api/reference')).json()) as { units: { name: string }[] };
      expect(reference.units.map((u) => u.name)).toContain(unit);
    });

    /** Rows of the pair's database, read directly. */
    async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    }
    const mailQueueEmpty = async () =>
      (await query<{ n: number }>("select count(*)::int as n from email_outbox where status <> 'sent'"))[0]!
        .n === 0 &&
      (await query<{ n: number }>("select count(*)::int as n from jobs where kind = 'mail.send'"))[0]!.n ===
        0;
    const receivedBy = (email: string) => smtp.received.filter((m) => m.to === email).length;

    async function signUp(instance: Instance, email: string) {
      const res = await request(instance, '/api/auth/sign-up/email', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'Parool-123456', name: '', acceptTerms: true }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }

    it('each mail leaves exactly once while both job workers run', async () => {
      const emails = Array.from(
        { length: 12 },
        (_, i) => `multi-mail-${i}-${randomBytes(4).toString('hex')}@example.test`,
      );
      // Half through each instance, all at once: both workers are woken for every one.
      await Promise.all(emails.map((email, i) => signUp(i % 2 === 0 ? a : b, email)));
      await waitUntil(
        'every mail to be sent',
        async () => emails.every((e) => receivedBy(e) > 0) && (await mailQueueEmpty()),
      );
      // Nothing is left that could send again: every message went out once.
      expect(emails.map(receivedBy)).toEqual(emails.map(() => 1));
    });

    it('each alert leaves exactly once while both job workers match and deliver', async () => {
      // A weight no other listing of the suite has: only this test's listings match.
      const weight = 20_000 + randomBytes(2).readUInt16BE(0);
      const subscribers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const instance = i % 2 === 0 ? a : b;
          const user = await testUser(instance, { plan: 'premium' });
          const res = await request(instance, '/api/me/notifications', {
            method: 'PUT',
            headers: { cookie: user.cookie },
            body: JSON.stringify({
              isEnabled: true,
              cargoNotifications: true,
              frequency: 'instant',
              cargoMinWeight: weight,
              cargoMaxWeight: weight,
            }),
          });
          expect(res.status, await res.clone().text()).toBe(200);
          return user.email;
        }),
      );
      const publisher = await testUser(a, { plan: 'premium' });
      // One matching listing through each instance, at once.
      const published = await Promise.all(
        [a, b].map((instance) =>
          request(instance, '/api/listings/cargo', {
            method: 'POST',
            headers: { cookie: publisher.cookie },
            body: JSON.stringify(cargoInput({ weight })),
          }),
        ),
      );
      expect(published.map((res) => res.status)).toEqual([201, 201]);
      const nothingDue = async () =>
        (
          await query<{ n: number }>(
            "select count(*)::int as n from jobs where state = 'running' or (state = 'pending' and run_at <= now())",
          )
        )[0]!.n === 0;
      await waitUntil(
        'an alert to every subscriber, and no job due',
        async () => subscribers.every((e) => receivedBy(e) > 0) && (await nothingDue()),
      );
      // Instant alerts: one mail at once (a second match within 10 minutes waits for the next).
      expect(subscribers.map(receivedBy)).toEqual(subscribers.map(() => 1));
    });

    it('one instance killed mid-work: the other sends its leased mail after the lease, and no acknowledged write is lost', async () => {
      const { cookie } = await testUser(a, { plan: 'premium' });
      const first = `multi-kill-1-${randomBytes(4).toString('hex')}@example.test`;
      const second = `multi-kill-2-${randomBytes(4).toString('hex')}@example.test`;
      const acknowledged: string[] = [];
      smtp.hold();
      try {
        // One mail keeps one worker mid-send; the next is claimed by the other, idle one. Both are
        // then mid-send, one of them in a.
        await signUp(a, first);
        await waitUntil('one worker mid-send', () => smtp.held() === 1);
        await signUp(b, second);
        await waitUntil('both workers mid-send', () => smtp.held() === 2);

        // Writes through a, up to the moment it is killed.
        let writing = true;
        const writes = (async () => {
          while (writing) {
            const res = await publish(a, cookie).catch(() => null);
            if (res?.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          }
        })();
        await waitUntil('writes through a', () => acknowledged.length >= 5);
        a.process.kill('SIGKILL');
        await a.exited;
        writing = false;
        await writes;
      } finally {
        smtp.release();
      }

      // b's mail goes out; a's stays leased to a dead worker until its lease ends.
      const leasedJobs = () =>
        query<{ id: string }>("select id from jobs where kind = 'mail.send' and state = 'running'");
      await waitUntil(
        "b to finish its own mail, a's left leased",
        async () => receivedBy(first) + receivedBy(second) === 1 && (await leasedJobs()).length === 1,
      );
      const leased = await leasedJobs();
      expect(leased).toHaveLength(1);
      // The lease (two minutes) ends: moved to now rather than waited for.
      await query('update jobs set run_at = now(), locked_until = now() where id = $1', [leased[0]!.id]);
      await waitUntil(
        'b to send the mail a had leased',
        async () => receivedBy(first) + receivedBy(second) === 2 && (await mailQueueEmpty()),
      );
      expect([receivedBy(first), receivedBy(second)]).toEqual([1, 1]);

      // Every write a acknowledged before it died is there, read through b.
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
      for (const id of acknowledged) {
        const res = await request(b, `/api/listings/cargo/${id}`);
        expect(res.status, id).toBe(200);
      }
    });
  });
});

/** Polls `condition` every 50 ms until it holds; fails after 20 s naming what it waited for. */
async function waitUntil(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
