import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { claimDueJobs, failJob, finishJobs, JOBS_CHANNEL, type ClaimedJob } from './queue';

export type JobContext = { db: Db; now: Date; log: FastifyBaseLogger };

/**
 * What a kind of job does. `run` must be safe to run twice (a worker may die after doing the work
 * and before deleting the job): write through unique keys or check what is already done, in one
 * transaction. `giveUp` is told when the job has failed for good.
 */
export type JobHandler = {
  run(payload: Record<string, unknown>, ctx: JobContext): Promise<void>;
  /**
   * Several due jobs of this kind at once (alert deliveries after a listing matched thousands):
   * set-based work instead of one transaction each. All succeed or all are retried.
   */
  runMany?(payloads: Record<string, unknown>[], ctx: JobContext): Promise<void>;
  giveUp?(payload: Record<string, unknown>, ctx: JobContext, error: string): Promise<void>;
};

export type JobWorker = {
  /** Runs what is due now (or at `now`, for tests with a clock), until nothing is; resolves to the count run. */
  drain(now?: Date): Promise<number>;
  wake(): void;
  stop(): Promise<void>;
};

export type JobWorkerOptions = {
  /** How often to look for due jobs without being told; a new job is announced at once. */
  pollMs?: number;
  /** Only `drain` runs jobs: no timer, no LISTEN (tests that move the clock). */
  manual?: boolean;
  batch?: number;
  leaseMs?: number;
};

/**
 * The job worker of this process. It claims up to `batch` due jobs at once and runs their kinds side
 * by side, each kind's jobs one at a time or together (`runMany`); several instances share the queue
 * through SKIP LOCKED claims. It wakes on the jobs channel, and every `pollMs` for jobs that were
 * scheduled for later or whose worker died.
 */
export function startJobWorker(
  database: Pick<Database, 'db' | 'listen'>,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  options: JobWorkerOptions = {},
): JobWorker {
  const { db } = database;
  const batch = options.batch ?? 200;
  const leaseMs = options.leaseMs ?? 120_000;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function failed(job: ClaimedJob, error: unknown, now: Date): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = await failJob(db, job, message, now);
    log[gaveUp ? 'error' : 'warn'](
      { jobId: job.id, kind: job.kind, attempt: job.attempts + 1, err: message },
      gaveUp ? 'job failed for good' : 'job failed; will retry',
    );
    if (gaveUp) await handlers[job.kind]?.giveUp?.(job.payload, { db, now, log }, message);
  }

  /** Runs one kind's claimed jobs: together when the handler can, else one by one. */
  async function runKind(kind: string, group: ClaimedJob[], now: Date): Promise<void> {
    const handler = handlers[kind];
    const ctx = { db, now, log };
    if (handler?.runMany && group.length > 1) {
      try {
        await handler.runMany(
          group.map((job) => job.payload),
          ctx,
        );
        await finishJobs(
          db,
          group.map((job) => job.id),
        );
      } catch (error) {
        for (const job of group) await failed(job, error, now);
      }
      return;
    }
    for (const job of group) {
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler.run(job.payload, ctx);
        await finishJobs(db, [job.id]);
      } catch (error) {
        await failed(job, error, now);
      }
    }
  }

  async function runDue(at: Date | undefined): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = at ?? new Date();
      const claimed = await claimDueJobs(db, batch, leaseMs, now);
      const byKind = new Map<string, ClaimedJob[]>();
      for (const job of claimed) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
      // The kinds side by side: a burst of mail to send does not hold up matching, nor the reverse.
      const results = await Promise.allSettled(
        [...byKind].map(([kind, group]) => runKind(kind, group, at ?? new Date())),
      );
      for (const result of results) if (result.status === 'rejected') throw result.reason;
      // Until nothing is due: a job may schedule another for now (a match, its delivery).
      if (claimed.length === 0) return ran;
      ran += claimed.length;
    }
  }

  // The pass queued behind the running one: any number of wakes meanwhile (a burst of publishes,
  // each announced) share it.
  let queued: Promise<number> | null = null;

  function drain(now?: Date): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (queued && now === undefined) return queued;
    const next = (running ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => {
        if (queued === next) queued = null;
        return runDue(now);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'job worker pass failed');
        return 0;
      });
    if (now === undefined) queued = next;
    running = next;
    return next;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: Promise<(() => Promise<void>) | null> = Promise.resolve(null);
  if (!options.manual) {
    timer = setInterval(() => void drain(), options.pollMs ?? 5_000);
    timer.unref();
    unlisten = database.listen(JOBS_CHANNEL, { message: () => void drain() }).catch((error: unknown) => {
      log.warn({ err: error }, 'job worker cannot listen; polling only');
      return null;
    });
    void drain();
  }

  return {
    drain,
    wake: () => {
      if (!options.manual) void drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await unlisten)?.().catch(() => {});
      await running?.catch(() => {});
    },
  };
}
