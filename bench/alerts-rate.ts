/**
 * Alerts at a publishing rate: `npm run bench:alerts-rate [-- --rate 1000 --duration-s 60
 * --preferences 100000 --report-s 5 --batch 200 --drain-timeout-s 900 --compare 200]`.
 *
 * On a throwaway PostgreSQL database (as bench/alerts.ts makes one; BENCH_DATABASE_URL to use a
 * given one), with `--preferences` access holders whose filters vary as in bench/alerts.ts
 * (bench/alert-data.ts):
 *
 * 1. compare (`--compare N`, 0 to skip): N listings matched one statement each (matchItem), then the
 *    same N as one batch (matchItems, what the worker does with the match jobs it claims together),
 *    and with `--explain` the plan of a batch of 20 (EXPLAIN ANALYZE, rolled back);
 * 2. rate: listings are written straight into the listing tables by SQL, `--rate` a second (half
 *    cargo, half transport) for `--duration-s` seconds, in a statement every 100 ms. The publish
 *    request itself is measured by bench:publish; the row triggers write the alerts.match jobs as a
 *    publish does. The server's job worker runs in this process as in the server (woken by NOTIFY,
 *    `--batch` jobs a claim), mail goes to a transport that accepts it at once. Every `--report-s`
 *    seconds the backlog is printed: listings published, alerts.match jobs waiting and the age of
 *    the oldest, matches written, deliveries due now and scheduled later, mail waiting and sent;
 * 3. drain: after the last listing, the time until no match job is left and nothing is due (alerts
 *    scheduled for later, the 10-minute instant spacing and the digests, are not backlog).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, queryRows, type Database } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { matchItem, matchItems, matchStatement, type AlertItemRef } from '../server/modules/alerts/matching';
import type { MailTransport } from '../server/platform/mail/transport';
import { CARGO_TYPES, CITIES, COUNTRIES, seedPreferences, TRAILERS } from './alert-data';
import { benchDatabase } from './database';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    'duration-s': { type: 'string', default: '60' },
    preferences: { type: 'string', default: '100000' },
    'report-s': { type: 'string', default: '5' },
    batch: { type: 'string', default: '200' },
    'drain-timeout-s': { type: 'string', default: '900' },
    compare: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const DURATION_S = Number(args['duration-s']);
const PREFERENCES = Number(args.preferences);
const REPORT_MS = Number(args['report-s']) * 1000;
const BATCH = Number(args.batch);
const DRAIN_TIMEOUT_MS = Number(args['drain-timeout-s']) * 1000;
const COMPARE = Number(args.compare);
const EXPLAIN = args.explain;

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Writes `count` listings of a type, numbered from `from` (their values vary by the number). */
async function insertListings(
  client: pg.Client,
  type: 'cargo' | 'transport',
  owner: string,
  from: number,
  count: number,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    type === 'cargo'
      ? `insert into cargo_listings (user_id, origin_city, origin_country, destination_city, destination_country,
           cargo_type, weight, pickup_date, status, expires_at, post_duration_days)
         select $1, (${list(CITIES)})[1 + i % ${CITIES.length}], (${list(COUNTRIES)})[1 + i % ${COUNTRIES.length}],
           (${list(CITIES)})[1 + (i + 3) % ${CITIES.length}], (${list(COUNTRIES)})[1 + (i / 9 + 4) % ${COUNTRIES.length}],
           (${list(CARGO_TYPES)})[1 + i % ${CARGO_TYPES.length}],
           1000 + (i * 7919) % 22000, current_date + 2, 'active', now() + interval '7 days', 7
         from generate_series($2::int, $2::int + $3::int - 1) as i returning id`
      : `insert into transport_listings (user_id, origin_city, origin_country, destination_city,
           destination_country, trailer_type, capacity, available_date, status, expires_at, post_duration_days)
         select $1, (${list(CITIES)})[1 + i % ${CITIES.length}], (${list(COUNTRIES)})[1 + i % ${COUNTRIES.length}],
           (${list(CITIES)})[1 + (i + 3) % ${CITIES.length}], (${list(COUNTRIES)})[1 + (i / 9 + 4) % ${COUNTRIES.length}],
           (${list(TRAILERS)})[1 + i % ${TRAILERS.length}],
           1 + i % 24, current_date + 1, 'active', now() + interval '7 days', 7
         from generate_series($2::int, $2::int + $3::int - 1) as i returning id`,
    [owner, from, count],
  );
  return rows.map((r) => r.id);
}

type Backlog = {
  matchJobs: number;
  oldestMatchS: number;
  matches: number;
  dueDeliveries: number;
  laterDeliveries: number;
  dueOther: number;
  mailWaiting: number;
};

async function backlog(client: pg.Client): Promise<Backlog> {
  const { rows } = await client.query<Backlog>(`
    select
      count(*) filter (where kind = 'alerts.match')::int as "matchJobs",
      coalesce(extract(epoch from now() - min(created_at) filter (where kind = 'alerts.match')), 0)::float8
        as "oldestMatchS",
      (select count(*) from alert_matches)::int as matches,
      count(*) filter (where kind = 'alerts.deliver' and run_at <= now())::int as "dueDeliveries",
      count(*) filter (where kind = 'alerts.deliver' and run_at > now() and state = 'pending')::int
        as "laterDeliveries",
      count(*) filter (where kind not in ('alerts.match', 'alerts.deliver') and run_at <= now())::int as "dueOther",
      (select count(*) from email_outbox where status = 'pending')::int as "mailWaiting"
    from jobs where state <> 'failed'`);
  return rows[0]!;
}

/** The plan of one batch statement, run and rolled back. */
async function explain(database: Database, refs: AlertItemRef[], now: Date) {
  const statement = matchStatement(refs, now)!;
  let plan: { 'QUERY PLAN': string }[] = [];
  await database.db
    .transaction(async (tx) => {
      plan = await queryRows(tx, sql`explain (analyze, buffers, costs off) ${statement}`);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (plan.length === 0) throw error;
    });
  log(`plan of a batch of ${refs.length}:`);
  for (const row of plan) log(`  ${row['QUERY PLAN']}`);
}

const fmt = (n: number, width = 7) => String(n).padStart(width);

async function main() {
  const bench = await benchDatabase('alerts_rate');
  log(`database ${bench.name}, ${PREFERENCES} preferences, ${os.cpus().length} cores`);
  log(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const client = new pg.Client({ connectionString: bench.url });
  const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 10 });
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: false });
    await client.connect();
    const owner = 'alert-rate-publisher';
    await client.query(
      `insert into users (id, name, email, email_verified) values ($1, 'Vedaja', $1 || '@bench.test', true)`,
      [owner],
    );
    const seedStart = performance.now();
    await seedPreferences(client, PREFERENCES);
    log(`seeded ${PREFERENCES} preferences in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    let numbered = 0;
    // 1. One statement per listing against one for all of them.
    if (COMPARE > 0) {
      await client.query(`set veoturg.quiet_listings = 'on'`);
      const half = Math.ceil(COMPARE / 2);
      const refs = [
        ...(await insertListings(client, 'cargo', owner, numbered, half)).map((itemId) => ({
          itemType: 'cargo' as const,
          itemId,
        })),
        ...(await insertListings(client, 'transport', owner, numbered, COMPARE - half)).map((itemId) => ({
          itemType: 'transport' as const,
          itemId,
        })),
      ];
      numbered += half;
      await client.query(`reset veoturg.quiet_listings`);
      await client.query('analyze cargo_listings; analyze transport_listings');
      const now = new Date();
      const singleStart = performance.now();
      let singleMatches = 0;
      for (const ref of refs) singleMatches += await matchItem(database.db, ref.itemType, ref.itemId, now);
      const singleMs = performance.now() - singleStart;
      await client.query('delete from alert_matches; delete from jobs');
      const batchStart = performance.now();
      const batchMatches = await matchItems(database.db, refs, now);
      const batchMs = performance.now() - batchStart;
      log(
        `match ${refs.length} listings one statement each: ${singleMs.toFixed(0)} ms (${singleMatches} matches, ` +
          `${((singleMs * 1000) / Math.max(1, singleMatches)).toFixed(1)} µs a match)`,
      );
      log(
        `match the same ${refs.length} as one batch:        ${batchMs.toFixed(0)} ms (${batchMatches} matches, ` +
          `${((batchMs * 1000) / Math.max(1, batchMatches)).toFixed(1)} µs a match)`,
      );
      await client.query('delete from alert_matches; delete from jobs');
      if (EXPLAIN) await explain(database, refs.slice(0, 20), now);
      log();
    }

    // 2. Publishing at the rate, with the worker running.
    let sent = 0;
    const transport: MailTransport = {
      kind: 'smtp',
      send: async () => {
        sent += 1;
      },
      close: () => {},
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ config, database, mailTransport: transport, jobs: { batch: BATCH } });
    await app.ready();

    const target = RATE * DURATION_S;
    let published = 0;
    let publishDone = false;
    let lastReport = 0;
    const started = performance.now();
    const report = async (label = '') => {
      const b = await backlog(client);
      const t = (performance.now() - started) / 1000;
      log(
        `t=${t.toFixed(0).padStart(4)} s  published ${fmt(published)}  match jobs ${fmt(b.matchJobs)} ` +
          `(oldest ${b.oldestMatchS.toFixed(1).padStart(5)} s)  matches ${fmt(b.matches, 9)}  ` +
          `deliveries due ${fmt(b.dueDeliveries, 6)} later ${fmt(b.laterDeliveries, 6)}  ` +
          `mail waiting ${fmt(b.mailWaiting, 6)} sent ${fmt(sent, 6)}  load ${os.loadavg()[0]!.toFixed(1)}${label}`,
      );
      return b;
    };
    const reporter = (async () => {
      while (!publishDone) {
        await sleep(Math.max(0, lastReport + REPORT_MS - (performance.now() - started)));
        lastReport = performance.now() - started;
        if (!publishDone) await report();
      }
    })();

    // A second client writes the listings, so the sampler never waits behind an insert.
    const writer = new pg.Client({ connectionString: bench.url });
    await writer.connect();
    let behindMs = 0;
    while (published < target) {
      const elapsed = performance.now() - started;
      const due = Math.min(target, Math.floor((RATE * elapsed) / 1000));
      const n = due - published;
      if (n <= 0) {
        await sleep(100 - (elapsed % 100));
        continue;
      }
      const half = Math.ceil(n / 2);
      await writer.query('begin');
      await insertListings(writer, 'cargo', owner, numbered, half);
      if (n - half > 0) await insertListings(writer, 'transport', owner, numbered + half, n - half);
      await writer.query('commit');
      numbered += n;
      published += n;
      const lag = performance.now() - started - (published / RATE) * 1000;
      behindMs = Math.max(behindMs, lag);
    }
    const publishS = (performance.now() - started) / 1000;
    publishDone = true;
    await reporter;
    await writer.end();
    log(
      `published ${published} listings in ${publishS.toFixed(1)} s (${(published / publishS).toFixed(0)}/s; ` +
        `the writer was at most ${(behindMs / 1000).toFixed(1)} s behind its schedule)`,
    );

    // 3. Drain.
    const drainStart = performance.now();
    let last = await report('  (publishing ended)');
    let nextReport = performance.now() + REPORT_MS;
    while (last.matchJobs > 0 || last.dueDeliveries > 0 || last.dueOther > 0 || last.mailWaiting > 0) {
      if (performance.now() - drainStart > DRAIN_TIMEOUT_MS) {
        log(`not drained after ${DRAIN_TIMEOUT_MS / 1000} s`);
        break;
      }
      await sleep(200);
      if (performance.now() >= nextReport) {
        last = await report();
        nextReport = performance.now() + REPORT_MS;
      } else last = await backlog(client);
    }
    const drainS = (performance.now() - drainStart) / 1000;
    await report('  (drained)');
    await app.close();
    const { rows } = await client.query<{ listings: number; matched: number }>(`
      select (select count(*) from cargo_listings) + (select count(*) from transport_listings) as listings,
        (select count(distinct item_id) from alert_matches)::int as matched`);
    log();
    log(
      `backlog drained ${drainS.toFixed(1)} s after the last listing; ${sent} mails sent; ` +
        `${rows[0]!.matched} of ${rows[0]!.listings} listings matched someone`,
    );
    log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
