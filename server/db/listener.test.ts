import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Waits for a state, not for a time: polls `check` until it holds (or fails after 15 s). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

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
    // Short waits between attempts, each recorded: a request for attempt 1 means attempt 0 failed.
    const asked: number[] = [];
    const listener = createPgListener(database.url!, {
      retryDelay: (attempt) => {
        asked.push(attempt);
        return 20;
      },
    });
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
    await until(() => expect(got).toContain('before'));

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
      await until(() => expect(seen).toContain('lost'));
      // The first attempt is refused, and the listener goes on trying without a word.
      await until(() => expect(asked).toContain(1));
      expect(seen).toEqual(['lost']);
    } finally {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await until(() => expect(seen).toEqual(['lost', 'restored']));
    expect(outage!.attempts).toBeGreaterThanOrEqual(2);
    expect(asked.slice(0, outage!.attempts)).toEqual([...Array(outage!.attempts).keys()]);
    // Measured from the drop: at least every wait before the attempt that got in.
    expect(outage!.downMs).toBeGreaterThanOrEqual(20 * outage!.attempts);

    await notify('after');
    await until(() => expect(got).toContain('after'));
    await listener.close();
  });
});
