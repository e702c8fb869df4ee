import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db } from './client';
import * as schema from './schema/index';

/**
 * A read replica (DATABASE_READ_URL) for the public reads that tolerate a moment of lag: the feeds,
 * the directory, the home counters (docs/decisions/0058). Reads go through `run`, which chooses:
 *
 * - the replica, when it answers and has replayed the primary's WAL up to the **fence**: the
 *   primary's position after the last change this instance knows of (a write request it answered,
 *   a change notice it heard). A page refetched because a live update announced a listing, or read
 *   right after the reader's own write, therefore shows it; a replica behind the fence sends the
 *   read to the primary instead of waiting;
 * - the primary, while the replica is down: the first failed read is run again on the primary, the
 *   outage is logged once, and a probe asks the replica every few seconds until it answers. An
 *   outage costs capacity, never an answer.
 *
 * A read database that is not a standby (pg_is_in_recovery() false: a copy kept some other way)
 * has no WAL position to compare, so it is read without a fence.
 */
export interface ReadReplica {
  /** The replica's own Drizzle client (its pool); `run` is what routes and falls back. */
  db: Db;
  /**
   * Runs a public read where it belongs. `fence: false` for an answer that is kept a while anyway
   * (the home counters' cache), which then skips the fence's two small queries.
   */
  run<T>(read: (db: Db) => Promise<T>, options?: { fence?: boolean }): Promise<T>;
  /** Something changed that public reads show: the next replica read first catches up with it. */
  noteChange(): void;
  /** Whether change notices are being heard; while they are not, every read checks the fence. */
  hearingChanges(hearing: boolean): void;
  /** 'ok', or 'error' while the replica does not answer (the probe keeps asking). */
  state(): 'ok' | 'error';
  /** Asks the replica now (the health check); a failure starts an outage like a failed read. */
  check(timeoutMs?: number): Promise<'ok' | 'error'>;
  /** Where outages and their end are reported (the app's logger); nothing until set. */
  logTo(log: ReplicaLog): void;
  close(): Promise<void>;
}

type ReplicaLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type ReadReplicaOptions = {
  poolSize: number;
  /** How often a replica that is down is asked again (default 2 s; tests shorten it). */
  probeMs?: number;
  connectTimeoutMs?: number;
};

class PrimaryFailure extends Error {
  constructor(cause: unknown) {
    super('the primary did not answer', { cause });
  }
}

/** An LSN ('16/B374D848') as a number, to compare. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Errors after which the read is run again on the primary: the replica cannot be reached or has
 * no such database (`down`: an outage starts), or it cancelled the statement because replay had to
 * remove rows it was reading (40001, a recovery conflict: this read only).
 */
function replicaFailure(error: unknown, isUnavailable: (error: unknown) => boolean): 'down' | 'retry' | null {
  if (isUnavailable(error)) return 'down';
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '3D000') return 'down';
    if (code === '40001') return 'retry';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export function openReadReplica(
  url: string,
  primary: { db: Db; pool: pg.Pool },
  isUnavailable: (error: unknown) => boolean,
  options: ReadReplicaOptions,
): ReadReplica {
  const probeMs = options.probeMs ?? 2_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
    application_name: 'veoturg-read',
  });
  // As for the primary's pool (client.ts): a dropped connection must not end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db: Db = drizzlePg(pool, { schema });

  let log: ReplicaLog | null = null;
  let down: { since: number; probe: ReturnType<typeof setInterval> } | null = null;
  let closed = false;
  // Whether the read database is a standby of the primary; asked at its first answer.
  let standby: Promise<boolean> | null = null;
  // The fence: null until asked; `stale` when a change came after it was asked.
  let fence: Promise<bigint> | null = null;
  let stale = true;
  let hearing = false;
  let replayed = -1n;

  function markUp() {
    if (!down) return;
    clearInterval(down.probe);
    log?.info({ downMs: Date.now() - down.since }, 'read replica answers again: public reads use it');
    down = null;
    standby = null;
  }

  function markDown(error: unknown) {
    if (down || closed) return;
    log?.warn(
      { err: error },
      'read replica does not answer: public reads go to the primary until it does (DATABASE_READ_URL)',
    );
    const since = Date.now();
    const probe = setInterval(() => {
      void pool.query('select 1').then(
        () => {
          if (down?.probe === probe) markUp();
        },
        () => {},
      );
    }, probeMs);
    probe.unref();
    down = { since, probe };
  }

  const isStandby = () =>
    (standby ??= pool.query<{ standby: boolean }>('select pg_is_in_recovery() as standby').then(
      (r) => r.rows[0]!.standby,
      (error: unknown) => {
        standby = null;
        throw error;
      },
    ));

  /** Whether the replica has replayed the primary's WAL up to the fence. */
  async function caughtUp(): Promise<boolean> {
    if (stale || !hearing || !fence) {
      stale = false;
      const asked = primary.pool
        .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
        .then((r) => lsnValue(r.rows[0]!.lsn));
      fence = asked;
      asked.catch(() => {
        if (fence === asked) {
          fence = null;
          stale = true;
        }
      });
    }
    // The primary's own failure is the request's (a 503), not the replica's.
    const needed = await fence!.catch((error: unknown) => {
      throw new PrimaryFailure(error);
    });
    if (replayed >= needed) return true;
    const { rows } = await pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
    const at = rows[0]!.lsn === null ? -1n : lsnValue(rows[0]!.lsn);
    if (at > replayed) replayed = at;
    return replayed >= needed;
  }

  async function run<T>(read: (db: Db) => Promise<T>, { fence = true } = {}): Promise<T> {
    if (down || closed) return read(primary.db);
    try {
      if (!fence || !(await isStandby()) || (await caughtUp())) return await read(db);
    } catch (error) {
      if (error instanceof PrimaryFailure) throw error.cause;
      const failure = replicaFailure(error, isUnavailable);
      if (!failure) throw error;
      if (failure === 'down') {
        // The read may also ask the primary (the viewer's own rows): an outage there is the
        // request's 503, not the replica's. The replica must fail a question of its own too.
        const replicaAnswers = await pool.query('select 1').then(
          () => true,
          () => false,
        );
        if (replicaAnswers) throw error;
        markDown(error);
      }
    }
    // Behind the fence, down, or the statement cancelled by replay: the primary answers.
    return read(primary.db);
  }

  return {
    db,
    run,
    noteChange() {
      stale = true;
    },
    hearingChanges(value) {
      hearing = value;
      stale = true;
    },
    state: () => (down ? 'error' : 'ok'),
    async check(timeoutMs = 2_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          pool.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), timeoutMs);
          }),
        ]);
        markUp();
        return 'ok';
      } catch (error) {
        markDown(error);
        return 'error';
      } finally {
        clearTimeout(timer);
      }
    },
    logTo(value) {
      log = value;
    },
    async close() {
      closed = true;
      if (down) clearInterval(down.probe);
      down = null;
      await pool.end();
    },
  };
}
