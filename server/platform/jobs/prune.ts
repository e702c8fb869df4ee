import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { JobHandler } from './worker';

export const PRUNE_JOBS_JOB = 'jobs.prune';

/** A job that failed for good is kept this long after its last attempt, then removed. */
const FAILED_JOBS_KEPT_DAYS = 30;

const DAY_MS = 24 * 3_600_000;

/**
 * Removes the jobs that failed for good more than FAILED_JOBS_KEPT_DAYS ago (their run time is
 * their last attempt's, plus at most the hour of back-off). Finished jobs are deleted when they
 * finish (queue.ts); a failed mail stays `failed` in email_outbox for the back office, which can
 * queue it again without its old job. Answers how many went.
 */
async function pruneFailedJobs(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - FAILED_JOBS_KEPT_DAYS * DAY_MS);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
        delete from jobs where state = 'failed' and run_at < ${horizon.toISOString()}::timestamptz returning 1
      ) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/** jobs.prune: hourly, on the queue it prunes (docs/decisions/0057). */
export const pruneJobsJob: JobHandler = {
  every: 3_600_000,
  async run(_payload, { db, now, log }) {
    const removed = await pruneFailedJobs(db, now);
    if (removed > 0) log.info({ removed }, 'failed jobs pruned');
  },
};
