import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database';
import { queryRows } from './client';
import {
  createPgListener,
  LISTEN_APPLICATION_NAME,
  LISTEN_RETRY_DELAYS_MS,
  listenRetryDelay,
} from './listener';

describe('listenRetryDelay', () => {
  it('waits 1, 2, 5, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 50].map(listenRetryDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
    expect(LISTEN_RETRY_DELAYS_MS.at(-1)).toBe(10_000);
  });

  it('treats a nonsensical attempt number as the first', () => {
    expect(listenRetryDelay(-3)).toBe(1_000);
    expect(listenRetryDelay(0.7)).toBe(1_000);
  });
});

async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('createPgListener (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('fails to start against a database that is not there', async (ctx) => {
    ctx.skip(!database.url, 'PGlite listens in its own process, without this connection');
    const missing = new URL(database.url!);
    missing.pathname = '/veoturg_no_such_database';
    const listener = createPgListener(missing.toString());
    await expect(listener.listen('veoturg_test', { message: () => {} })).rejects.toThrow();
    await listener.close();
  });

  it('reconnects after a drop, through attempts the database refuses, and listens again', async (ctx) => {
    ctx.skip(!database.url, 'PGlite listens in its own process, without this connection');
    const listener = createPgListener(database.url!);
    const got: string[] = [];
    const seen: string[] = [];
    let outage: { attempts: number; downMs: number } | undefined;
    await listener.listen('veoturg_test', {
      message: (payload) => got.push(payload),
      lost: () => seen.push('lost'),
      restored: (o) => {
        outage = o;
        seen.push('restored');
      },
    });
    const notify = (payload: string) =>
      queryRows(database.db, sql`select pg_notify('veoturg_test', ${payload})`);
    await notify('before');
    await until(() => got.includes('before'), 'the first notification');

    const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const name = row!.name;
    // From the server's maintenance database: this one will refuse new connections for a while.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
        [name, LISTEN_APPLICATION_NAME],
      );
      await until(() => seen.includes('lost'), 'the drop');
      // The first attempt (after 1 s) is refused; the next one (2 s later) gets in.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(seen).toEqual(['lost']);
    } finally {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await until(() => seen.includes('restored'), 'the recovery');
    expect(seen).toEqual(['lost', 'restored']);
    expect(outage!.attempts).toBeGreaterThanOrEqual(2);
    expect(outage!.downMs).toBeGreaterThanOrEqual(3_000);

    await notify('after');
    await until(() => got.includes('after'), 'a notification after the recovery');
    await listener.close();
  });
});
