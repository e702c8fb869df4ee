import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/files';
import { createPgListener, type ListenHandlers } from './listener';
import { openReadReplica, type ReadReplica } from './read-replica';
import * as schema from './schema/index';

type Schema = typeof schema;
/**
 * The Drizzle client; identical API on PostgreSQL and on the embedded PGlite. Both drivers' databases
 * are this type as they are (their query results differ, which PgQueryResultHKT leaves open).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback, on either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * For repository functions that run alike inside a transaction or outside one. A Tx is a Db with
 * rollback(), so a Db parameter takes either; this name says the function was meant to.
 */
export type DbOrTx = Db | Tx;

/**
 * The two clients of a public read: `rows`, where the public rows are read (a replica, when the
 * read was routed to one), and `own`, the primary, for the viewer's own state that goes with them
 * (their plan, the contacts they opened), which they may just have changed.
 */
export type PublicReadDbs = { rows: Db; own: Db };

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** DATABASE_READ_URL: a replica for the lag-tolerant public reads (docs/decisions/0058). */
      readUrl?: string;
    }
  | { kind: 'pglite'; dataDir: string | null };

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  kind: 'postgres' | 'pglite';
  /** The primary: every write, and every read of what a user may just have written. */
  db: Db;
  /** The read replica's client (a pool of its own); `db` itself without DATABASE_READ_URL and on PGlite. */
  read: Db;
  /** The replica with its routing and outage state; null without DATABASE_READ_URL. */
  replica: ReadReplica | null;
  /**
   * Runs a public read that tolerates a moment of lag (the feeds, the directory, the counters):
   * on the replica when there is one that answers and has caught up with this instance's last known
   * change, otherwise on the primary (read-replica.ts). Without a replica it is `read(db)`.
   */
  publicRead<T>(read: (dbs: PublicReadDbs) => Promise<T>, options?: { fence?: boolean }): Promise<T>;
  /**
   * Subscribe to a NOTIFY channel; resolves to an unsubscribe function. On PostgreSQL the
   * connection behind it reconnects by itself after a drop, and says so through the handlers.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Applies pending migrations, then runs `seed` (the base seeds) on the same connection. On
   * PostgreSQL both run under one session-level advisory lock, so instances starting together on
   * one database take turns: the first migrates and seeds, the next finds it done. `waiting` is
   * called when another instance holds the lock.
   */
  setUp<T>(seed: (db: Db) => Promise<T>, options?: { waiting?: () => void }): Promise<T>;
  /** setUp without seeds. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

/**
 * The session-level advisory lock that migrations and base seeds run under (docs/decisions/0056).
 * Any fixed number; advisory locks are per database, so databases on one server do not wait for
 * each other. The demo seed's transaction lock is another number (seeds/demo.ts).
 */
const SET_UP_LOCK = 7_415_025;
/** Shown in pg_stat_activity for the set-up's connection, so a waiting start can be told apart. */
const SET_UP_APPLICATION_NAME = 'veoturg-setup';

// Connection-level failures: the server refused or dropped the connection, or is shutting down or
// starting up (57P01 admin shutdown, 57P03 cannot connect now, 08xxx connection exceptions), or has
// no connection left to give (53300 too many clients).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  // The database itself refuses connections (ALTER DATABASE ... ALLOW_CONNECTIONS false, as during
  // a restore or a move); its code, 55000, is too general to go by.
  'is not currently accepting connections',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * Whether an error means the database could not be reached, looking through the wrappers the
 * driver, Drizzle and better-auth put around the original (`cause`, AggregateError's `errors`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || !error || typeof error !== 'object') return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 10, config.readUrl)
    : openPglite(config.dataDir);
}

async function openPostgres(url: string, poolSize: number, readUrl?: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A client whose connection drops emits 'error', and an 'error' nobody listens to ends the
  // process. The pool listens only while a client is idle ('error' on the pool); a checked-out one
  // (a transaction between its statements, a worker's claim) has no listener of its own. So every
  // client gets a lasting one when it connects. Nothing else is needed: the statement that was
  // running fails with the cause (a 503 for the request), and the pool discards the broken client
  // when it is released and opens a new one for the next query.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const where = safeHost(url);
    throw new DatabaseUnavailableError(`PostgreSQL at ${where} does not answer (${describe(error)})`);
  }
  const db: Db = drizzlePg(pool, { schema });

  const listener = createPgListener(url);
  // Not asked at start: a replica that is down costs capacity, not the start (read-replica.ts).
  const replica = readUrl
    ? openReadReplica(readUrl, { db, pool }, isDatabaseUnavailable, { poolSize })
    : null;

  // A session-level lock belongs to one connection, and each query on the pool may get another:
  // the set-up has a connection of its own, held from the lock to the last seed. Ending it releases
  // the lock, also when the process dies half-way.
  async function setUp<T>(seed: (db: Db) => Promise<T>, options: { waiting?: () => void } = {}) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: SET_UP_APPLICATION_NAME,
    });
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(
        `PostgreSQL at ${safeHost(url)} does not answer (${describe(error)})`,
      );
    }
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        SET_UP_LOCK,
      ]);
      if (!rows[0]!.locked) {
        options.waiting?.();
        await client.query('select pg_advisory_lock($1)', [SET_UP_LOCK]);
      }
      const locked = drizzlePg(client, { schema });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
      return await seed(locked);
    } finally {
      await client.end().catch(() => {});
    }
  }

  return {
    kind: 'postgres',
    db,
    read: replica?.db ?? db,
    replica,
    publicRead: (read, options) =>
      replica ? replica.run((rows) => read({ rows, own: db }), options) : read({ rows: db, own: db }),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    setUp,
    async migrate() {
      await setUp(async () => undefined);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await listener.close();
      await replica?.close();
      await pool.end();
    },
  };
}

const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dataDir ?? undefined,
      // The trigram index of the text search; cube and earthdistance for the radius search.
      extensions: { pg_trgm, cube, earthdistance },
      // PostgreSQL's default 128 MB of shared buffers is set up (touched) at every start: WebAssembly
      // memory grows past its initial 128 MiB and stays resident. 32 MB keeps it within, about
      // 100 MiB less at idle; pages beyond it are read through the operating system's cache.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `the embedded database in ${dataDir ? path.relative(process.cwd(), dataDir) || '.' : 'memory'} cannot be opened (${describe(error)})`,
    );
  }
  const db: Db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    read: db,
    replica: null,
    publicRead: (read) => read({ rows: db, own: db }),
    // In-process: nothing to lose, so `lost` and `restored` never fire.
    async listen(channel, handlers) {
      const unsubscribe = await client.listen(channel, handlers.message);
      return unsubscribe;
    },
    // One process holds the embedded database: nobody to take turns with.
    async setUp(seed) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      return seed(db);
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * One line for a failed statement: PostgreSQL's own message, SQLSTATE, detail and hint, and the
 * statement's first line. Drizzle's error says only "Failed query" and the whole statement; what
 * PostgreSQL said is its `cause` (the driver's error), which this finds however deep it is.
 */
export function describeDatabaseError(error: unknown): string {
  let query: string | undefined;
  let found: { message?: string; code?: string; detail?: string; hint?: string } | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const e = current as {
      message?: unknown;
      code?: unknown;
      detail?: unknown;
      hint?: unknown;
      query?: unknown;
      cause?: unknown;
    };
    if (typeof e.query === 'string') query ??= e.query;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      found = {
        message: typeof e.message === 'string' ? e.message : undefined,
        code: e.code,
        detail: typeof e.detail === 'string' ? e.detail : undefined,
        hint: typeof e.hint === 'string' ? e.hint : undefined,
      };
      break;
    }
    current = e.cause;
  }
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (!found) return oneLine(error instanceof Error ? error.message : String(error));
  const parts = [`${oneLine(found.message ?? 'error')} (SQLSTATE ${found.code})`];
  if (found.detail) parts.push(`detail: ${oneLine(found.detail)}`);
  if (found.hint) parts.push(`hint: ${oneLine(found.hint)}`);
  const statement = query
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('--'));
  if (statement) parts.push(`in: ${statement.length > 120 ? `${statement.slice(0, 117)}...` : statement}`);
  return parts.join('; ');
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { code?: string; message?: string };
    if (e.code && e.message) return `${e.code}: ${e.message}`;
    if (e.message) return e.message;
  }
  return String(error);
}
