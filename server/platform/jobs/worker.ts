import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { claimDueJobs, enqueueJobs, failJob, finishJobs, JOBS_CHANNEL, type ClaimedJob } from './queue';

// A job claimed this many seconds after it fell due is logged as a backlog (watchBacklog).
const BACKLOG_WARN_S = 60;

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
  /**
   * A periodic kind (pruning): one job keyed by its kind, written when a worker starts (due `every`
   * ms later, or earlier if one is pending already) and again each time one has run. However many
   * instances run, one is pending at a time.
   */
  every?: number;
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
 * The job worker of this process. Each kind it has a handler for runs in a loop of its own, side
 * by side: it claims up to `batch` due jobs of the kind and runs them one at a time or together
 * (`runMany`), until none is due. Several instances share the queue through SKIP LOCKED claims. It wakes on the jobs channel, and every `pollMs` for jobs that were
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
  // Each kind is claimed by a loop of its own; a kind without a handler here is left for others.
  const kinds = Object.keys(handlers);
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

  /** The next run of a periodic kind (before the one that ran is deleted, so none is ever lost). */
  async function again(kind: string, now: Date): Promise<void> {
    const every = handlers[kind]?.every;
    if (every !== undefined) {
      await enqueueJobs(db, [{ kind, key: kind, runAt: new Date(now.getTime() + every) }]);
    }
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
        await again(kind, now);
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
        await again(kind, now);
        await finishJobs(db, [job.id]);
      } catch (error) {
        await failed(job, error, now);
      }
    }
  }

  /**
   * A job claimed more than a minute after it fell due means the workers are behind: said once a
   * minute per kind while it lasts (docs/operations.md, "What to watch").
   */
  const backlogSaidAt = new Map<string, number>();
  function watchBacklog(kind: string, claimed: ClaimedJob[], now: Date) {
    const oldest = Math.min(...claimed.map((job) => job.dueAt.getTime()));
    const lateS = Math.round((now.getTime() - oldest) / 1000);
    if (lateS < BACKLOG_WARN_S) return;
    if (now.getTime() - (backlogSaidAt.get(kind) ?? 0) < 60_000) return;
    backlogSaidAt.set(kind, now.getTime());
    log.warn(
      { kind, lateS, claimed: claimed.length },
      'job backlog: jobs run more than a minute after they fell due',
    );
  }

  /** One kind's due jobs, a batch at a time, until none is due. */
  async function runKindDue(kind: string, at: Date | undefined): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, batch, leaseMs, at ?? new Date(), kind);
      if (claimed.length === 0) return ran;
      watchBacklog(kind, claimed, at ?? new Date());
      await runKind(kind, claimed, at ?? new Date());
      ran += claimed.length;
    }
  }

  /**
   * A kind's runner: one pass at a time, and the pass queued behind the running one, which any
   * number of wakes meanwhile (a burst of publishes, each announced) share. Each kind has its own,
   * so a backlog of matches does not hold up the mail, nor the reverse.
   */
  function runner(kind: string) {
    let running: Promise<number> | null = null;
    let queued: Promise<number> | null = null;
    return {
      drain(now?: Date): Promise<number> {
        if (stopped) return Promise.resolve(0);
        if (queued && now === undefined) return queued;
        const next = (running ?? Promise.resolve(0))
          .catch(() => 0)
          .then(() => {
            if (queued === next) queued = null;
            return runKindDue(kind, now);
          })
          .catch((error: unknown) => {
            log.error({ err: error, kind }, 'job worker pass failed');
            return 0;
          });
        if (now === undefined) queued = next;
        running = next;
        return next;
      },
      idle: () => running?.catch(() => 0),
    };
  }
  const runners = kinds.map(runner);

  function wakeAll(): void {
    for (const r of runners) void r.drain();
  }

  /** Every kind until none has anything due: a job may schedule another for now (a match, its delivery). */
  async function drain(now?: Date): Promise<number> {
    let ran = 0;
    for (;;) {
      const round = (await Promise.all(runners.map((r) => r.drain(now)))).reduce((a, b) => a + b, 0);
      if (round === 0 || stopped) return ran;
      ran += round;
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let unlisten: Promise<(() => Promise<void>) | null> = Promise.resolve(null);
  if (!options.manual) {
    const periodic = Object.entries(handlers).flatMap(([kind, handler]) =>
      handler.every === undefined ? [] : [{ kind, key: kind, runAt: new Date(Date.now() + handler.every) }],
    );
    void enqueueJobs(db, periodic).catch((error: unknown) => {
      log.warn({ err: error }, 'job worker cannot schedule its periodic jobs');
    });
    timer = setInterval(wakeAll, options.pollMs ?? 5_000);
    timer.unref();
    unlisten = database.listen(JOBS_CHANNEL, { message: wakeAll }).catch((error: unknown) => {
      log.warn({ err: error }, 'job worker cannot listen; polling only');
      return null;
    });
    wakeAll();
  }

  return {
    drain,
    wake: () => {
      if (!options.manual) wakeAll();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await unlisten)?.().catch(() => {});
      await Promise.all(runners.map((r) => r.idle()));
    },
  };
}
