import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../platform/rate-limit/rate-limit';
import { cargoInput } from '../../test/factories/index';
import { buildServer, emptyDatabase, startInstance, type Instance } from '../../test/instances';
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

  beforeAll(() => buildServer(), 120_000);

  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.stop()));
    for (const drop of drops) await drop().catch(() => {});
  });

  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '4',
    PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
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
      if (pair.length < 2) throw new Error('the instances did not start');
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
  });
});
