import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/index';

/**
 * The one background job queue (docs/decisions/0029-job-queue-in-postgres.md): rows in `jobs`,
 * written in the transaction of their cause, claimed by any instance's worker with a lease.
 */

/** The channel a new job is announced on, at the commit of the transaction that wrote it. */
export const JOBS_CHANNEL = 'veoturg_jobs';

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** With a key, a kind has at most one pending job per key: enqueueing again keeps the earlier run time. */
  key?: string;
  runAt?: Date;
};

/**
 * Adds jobs. Pass the transaction of the action that causes them, so they exist if and only if the
 * action committed. A keyed job that is already pending is not added twice; it runs at the earlier
 * of the two times. One statement, announced once on JOBS_CHANNEL (at the commit).
 */
export async function enqueueJobs(db: DbOrTx, jobs: readonly NewJob[]): Promise<void> {
  // One statement may not upsert a row twice: of two jobs with one key, the earlier one stays.
  const byKey = new Map<string, NewJob>();
  const list: NewJob[] = [];
  for (const job of jobs) {
    if (job.key === undefined) list.push(job);
    else {
      const id = `${job.kind}\u0000${job.key}`;
      const seen = byKey.get(id);
      if (!seen || (job.runAt ?? new Date()) < (seen.runAt ?? new Date())) byKey.set(id, job);
    }
  }
  list.push(...byKey.values());
  if (list.length === 0) return;
  const rows = list.map(
    (job) =>
      sql`(${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb,
        ${(job.runAt ?? new Date()).toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    insert into jobs (kind, key, payload, run_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (kind, key) where state = 'pending'
    do update set run_at = least(jobs.run_at, excluded.run_at)`);
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${list[0]!.kind})`);
}

export type ClaimedJob = {
  id: string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  /** When it fell due (before the claim moved its run time to the lease's end). */
  dueAt: Date;
};

/**
 * Claims up to `limit` due jobs for this worker, of one `kind` if given (each kind is claimed by a
 * loop of its own, so a backlog of one, matches after a burst of publishes, keeps no other waiting).
 * A claimed job is 'running' with its run time moved to the end of its lease: rows another worker
 * holds are skipped, and if this worker dies the job is due again when the lease ends. Jobs run in
 * the order they fell due.
 */
export async function claimDueJobs(
  db: Db,
  limit: number,
  leaseMs: number,
  now: Date,
  kind?: string,
): Promise<ClaimedJob[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseEnd = sql`${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz`;
  const rows = await queryRows<{
    id: string;
    kind: string;
    key: string | null;
    payload: Record<string, unknown>;
    attempts: number;
    created_at: string | Date;
    due_at: string | Date;
  }>(
    db,
    sql`
      with due as (
        select id, run_at from jobs
        where state in ('pending', 'running') and run_at <= ${at}
          ${kind === undefined ? sql`` : sql`and kind = ${kind}`}
        order by run_at
        limit ${limit}
        for update skip locked
      )
      update jobs set state = 'running', run_at = ${leaseEnd}, locked_until = ${leaseEnd}
      from due where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.created_at, due.run_at as due_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    key: r.key,
    payload: r.payload,
    attempts: r.attempts,
    createdAt: new Date(r.created_at),
    dueAt: new Date(r.due_at),
  }));
}

/** Jobs that ran to the end are gone. */
export async function finishJobs(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(jobs).where(inArray(jobs.id, [...ids]));
}

/** Back-off after a failure: 15 s, 30 s, 1 min … doubling up to once an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A job keeps being retried for this long after it was written; then it is left 'failed'. */
const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;

/**
 * Records a failed run: the job is due again after its back-off, or is left 'failed' once it is
 * older than GIVE_UP_AFTER_MS (answers true then). A keyed job for which a newer pending job has
 * been written meanwhile is dropped instead: that one does the same work.
 */
export async function failJob(db: Db, job: ClaimedJob, error: string, now: Date): Promise<boolean> {
  const attempts = job.attempts + 1;
  const giveUp = now.getTime() - job.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  return db.transaction(async (tx) => {
    if (job.key !== null && !giveUp) {
      const [newer] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, job.kind), eq(jobs.key, job.key), eq(jobs.state, 'pending')));
      if (newer) {
        await tx.delete(jobs).where(eq(jobs.id, job.id));
        return false;
      }
    }
    await tx
      .update(jobs)
      .set({
        state: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: error.slice(0, 1000),
        lockedUntil: null,
        runAt: new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(eq(jobs.id, job.id));
    return giveUp;
  });
}
