import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { logLines } from '../../../test/log-lines';
import { PRUNE_JOBS_JOB } from './prune';

// docs/operations.md, "What to watch": a worker that runs jobs more than a minute after they fell
// due says so in the log, once a minute per kind while it lasts.
const { lines, stream: logStream } = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { jobs: { manual: true }, logStream });
});
afterAll(async () => {
  await t.close();
});

const backlogLines = () =>
  lines.filter((l) => l.includes('job backlog')).map((l) => JSON.parse(l) as Record<string, unknown>);

async function lateJob(dueAt: Date) {
  await t.database.db.insert(jobs).values({ kind: PRUNE_JOBS_JOB, runAt: dueAt });
}

describe('the job backlog in the log', () => {
  it('is said when a job runs two minutes late, once a minute, and not for a job on time', async () => {
    const now = new Date();
    await lateJob(new Date(now.getTime() - 5_000));
    await t.app.jobs.drain(now);
    expect(backlogLines()).toEqual([]);

    await lateJob(new Date(now.getTime() - 120_000));
    await t.app.jobs.drain(now);
    expect(backlogLines()).toHaveLength(1);
    expect(backlogLines()[0]).toMatchObject({ kind: PRUNE_JOBS_JOB, lateS: 120 });

    // Still behind 30 s later: not said again within the minute.
    await lateJob(new Date(now.getTime() - 90_000));
    await t.app.jobs.drain(new Date(now.getTime() + 30_000));
    expect(backlogLines()).toHaveLength(1);

    // A minute after the first line, it is said again.
    await lateJob(new Date(now.getTime() - 60_000));
    await t.app.jobs.drain(new Date(now.getTime() + 61_000));
    expect(backlogLines()).toHaveLength(2);
    expect(backlogLines()[1]).toMatchObject({ kind: PRUNE_JOBS_JOB, lateS: 121 });
  });
});
