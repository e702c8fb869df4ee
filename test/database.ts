import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { lsnValue } from '../server/db/read-replica';

export type TestDatabase = Database & {
  /** Where it is, for tests that open their own connections; null on PGlite. */
  url: string | null;
  /**
   * Another handle on the same database, with its own pool and LISTEN connection, as a second
   * server instance would open; null on PGlite, which only its own process can open. Close it
   * before the database itself.
   */
  openAgain(): Promise<Database | null>;
  /**
   * With a streaming replica (DATABASE_READ_URL), resolves once it has replayed everything
   * committed so far (replicaWatch); at once without one.
   */
  replicaCaughtUp(): Promise<void>;
};

/**
 * A private, migrated database for one test file: a copy of the template on PostgreSQL, or an
 * in-memory PGlite (always with `embedded`). `close()` drops it again.
 */
export async function openTestDatabase({ embedded = false } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (embedded || !url || !template) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return Object.assign(database, {
      url: null,
      openAgain: async () => null,
      replicaCaughtUp: async () => {},
    });
  }
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // With DATABASE_READ_URL (CI's Node.js 24 pass: a streaming replica of the test PostgreSQL), the
  // same database on the replica, once its CREATE DATABASE has been replayed there.
  const readUrl = replicaUrlOf(name);
  const watch = readUrl ? replicaWatch(url, readUrl) : null;
  await watch?.caughtUp();
  const open = () =>
    openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 5, readUrl: readUrl ?? undefined });
  const database = Object.assign(await open(), {
    url: dbUrl.toString(),
    openAgain: open,
    replicaCaughtUp: async () => watch?.caughtUp(),
  });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await watch?.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => dropper.end());
  };
  return database;
}

/** DATABASE_READ_URL with the database `name`, or null without one. */
function replicaUrlOf(name: string): string | null {
  const read = process.env.DATABASE_READ_URL;
  if (!read) return null;
  const readUrl = new URL(read);
  readUrl.pathname = `/${name}`;
  return readUrl.toString();
}

/**
 * Waits for the replica at `replicaUrl` to replay the primary's WAL up to where it is at the call:
 * everything committed before then is visible there. Tests wait for that state before each
 * request (test/app.ts), as a client of a real site does not need to: on this machine a row read on
 * the replica right after its commit was missing in 80 of 300 tries, and visible within 16 ms in
 * every one (docs/decisions/0058). Gives up after `timeoutMs`; the request then shows what it shows.
 * One connection to each server, kept until `close`.
 */
const clientQuery = pg.Client.prototype.query as (this: pg.Client, text: string) => Promise<unknown>;

function replicaWatch(primaryUrl: string, replicaUrl: string, timeoutMs = 10_000) {
  const replica = new URL(replicaUrl);
  // The test's own database may not be there yet: ask in the one every server has.
  replica.pathname = '/postgres';
  let clients: Promise<[pg.Client, pg.Client]> | null = null;
  let closed = false;
  const connect = async (connectionString: string) => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  // The driver's own query, taken before any test spies on pg.Client.prototype.query: a test that
  // counts the queries of a request (publish-round-trips.test.ts) counts the app's, not this wait's.
  const lsnOf = async (client: pg.Client, query: string) =>
    ((await clientQuery.call(client, query)) as pg.QueryResult<{ lsn: string | null }>).rows[0]?.lsn ?? null;
  return {
    async caughtUp(): Promise<void> {
      // A test that closed the database on purpose (an outage) asks nothing more.
      if (closed) return;
      clients ??= Promise.all([connect(primaryUrl), connect(replica.toString())]);
      const [onPrimary, onReplica] = await clients;
      const target = lsnValue((await lsnOf(onPrimary, 'select pg_current_wal_lsn()::text as lsn'))!);
      const until = Date.now() + timeoutMs;
      for (;;) {
        const replayed = await lsnOf(onReplica, 'select pg_last_wal_replay_lsn()::text as lsn');
        // Not a standby (a plain second database): nothing to wait for.
        if (replayed === null || lsnValue(replayed) >= target || Date.now() > until) return;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    },
    async close(): Promise<void> {
      closed = true;
      const open = await clients?.catch(() => null);
      await Promise.all((open ?? []).map((client) => client.end().catch(() => {})));
    },
  };
}
