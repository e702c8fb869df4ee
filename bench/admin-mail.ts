/**
 * The back office's undelivered mail at scale: `npm run bench:admin-mail [-- --sent 1000000
 * --retrying 20000 --failed 2000 --queued 50000 --rounds 200]`.
 *
 * On a throwaway PostgreSQL database (BENCH_DATABASE_URL to use a given one, seeded only while its
 * outbox is empty), an outbox of `--sent` delivered messages, `--queued` never tried yet, and the
 * undelivered ones: `--retrying` pending after a failed attempt (an SMTP outage in progress) and
 * `--failed` given up. Times what the back office reads (modules/admin/mail.*; decision 0035): the
 * dashboard's two counts, and pages of the list (/api/admin/mail) with and without its filters.
 * The database's time only, no HTTP. Prints p50 and p95 in milliseconds.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { countUndelivered } from '../server/modules/admin/mail.repository';
import { mailPage } from '../server/modules/admin/mail.service';
import { benchDatabase } from './database';
import { percentile } from './feed/load';

const { values: args } = parseArgs({
  options: {
    sent: { type: 'string', default: '1000000' },
    retrying: { type: 'string', default: '20000' },
    failed: { type: 'string', default: '2000' },
    queued: { type: 'string', default: '50000' },
    rounds: { type: 'string', default: '200' },
  },
});
const ROUNDS = Number(args.rounds);
const log = (line = '') => process.stdout.write(`${line}\n`);

const bench = await benchDatabase('mail');
const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 4 });
try {
  await database.migrate();
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from email_outbox`,
  );
  if (Number(n) === 0) {
    const started = performance.now();
    const add = (count: string, status: string, attempts: number, age: string, error: string | null) =>
      database.db.execute(sql`
        insert into email_outbox (kind, to_address, subject, text_body, status, attempts, last_error,
          created_at, last_attempt_at)
        select 'alert', ${status} || g || '@example.ee', 'Uued kuulutused ' || g, repeat('x', 800),
          ${status}, ${attempts}, ${error}, now() - ${age}::interval - g * interval '1 second',
          case when ${attempts} > 0 then now() end
        from generate_series(1, ${Number(count)}) g`);
    await add(args.sent, 'sent', 1, '0 days', null);
    await add(args.retrying, 'pending', 3, '0 days', 'connect ECONNREFUSED 10.0.0.5:587');
    await add(args.failed, 'failed', 40, '3 days', 'connect ECONNREFUSED 10.0.0.5:587');
    await add(args.queued, 'pending', 0, '0 days', null);
    await database.db.execute(sql`vacuum analyze email_outbox`);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const counts = await countUndelivered(database.db);
  log(`outbox: ${n || 'new'} rows; undelivered: ${counts.failed} failed, ${counts.retrying} retrying`);

  const kinds: [string, () => Promise<unknown>][] = [
    ['dashboard: failed and retrying counts', () => countUndelivered(database.db)],
    ['list: page 1', () => mailPage(database.db, { page: 1, pageSize: 25, q: '' })],
    ['list: state=failed', () => mailPage(database.db, { page: 1, pageSize: 25, q: '', state: 'failed' })],
    [
      'list: state=retrying, page 40',
      () => mailPage(database.db, { page: 40, pageSize: 25, q: '', state: 'retrying' }),
    ],
    ['list: q=failed12 (recipient)', () => mailPage(database.db, { page: 1, pageSize: 25, q: 'failed12' })],
  ];
  for (const [name, run] of kinds) {
    for (let i = 0; i < 5; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    log(
      `${name.padEnd(40)} n=${ROUNDS}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
} finally {
  await database.close();
  await bench.drop();
}
