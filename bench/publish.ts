/**
 * Publishing under load: `npm run bench:publish [-- --clients 10,50 --users 50 --duration-s 10]`.
 *
 * On a throwaway PostgreSQL database (bench/database.ts; BENCH_DATABASE_URL to use a given one),
 * the app is built and served on a real port (`app.listen`, the default pool of 10 connections, the
 * job worker running as in the server, so every listing's `alerts.match` job is done too), with
 * `--users` signed-in users (half premium, half free; `createTestUser`). For each number of
 * `--clients`, that many clients publish cargo listings back to back over node:http with keep-alive,
 * each as one of the users, for a warm-up second and then `--duration-s`. The clients run in a
 * child process (bench/publish-clients.ts), so this process is the server alone.
 * RATE_LIMIT_SCALE is at its maximum, so the publish limit never answers 429 (the limiter's
 * upsert still runs, as it does in production).
 *
 * Prints listings per second, p50 and p95 in milliseconds, CPU milliseconds per listing of the
 * server (this process), the database's backends and the clients' process (all read from /proc,
 * bench/feed/cpu.ts), the queries sent per listing, and the database round trips of
 * one publish request: every query the app's pool sends, counted over sequential publishes with
 * the job worker paused, so the count is the request's own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { createTestUser } from '../server/modules/dev/test-users.service';
import { benchDatabase } from './database';
import { percentile } from './feed/load';
import { CpuMeter } from './feed/cpu';
import { cargoBody, ORIGIN, type LoadOrder, type LoadResult } from './publish-clients';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,50' },
    users: { type: 'string', default: '50' },
    'duration-s': { type: 'string', default: '10' },
    'warmup-s': { type: 'string', default: '1' },
    // A directory: the server's CPU profile of each measured run is written there
    // (publish-<clients>.cpuprofile; open it in Chrome's DevTools). The profiler costs CPU too, so
    // the CPU per listing of such a run is higher than without it.
    profile: { type: 'string' },
  },
});
const CLIENTS = args.clients.split(',').map(Number);
const USERS = Number(args.users);
const SECONDS = Number(args['duration-s']);
const WARMUP_SECONDS = Number(args['warmup-s']);

const log = (line = '') => process.stdout.write(`${line}\n`);

// Every query any pg client of this process sends: the app's pool, the job worker, the meter.
let queries = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...rest: unknown[]) {
  queries++;
  return query.apply(this, rest);
} as typeof pg.Client.prototype.query;

// The clients run in a child process (bench/publish-clients.ts), so this process's CPU is the
// server's own: before, the clients' share was in it and made the server look dearer.
function startClients(): Promise<ChildProcess> {
  // fork() passes on this process's --import tsx, so the child runs TypeScript too.
  const child = fork(fileURLToPath(new URL('./publish-clients.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child));
    child.once('error', reject);
  });
}

function load(clients: ChildProcess, order: LoadOrder): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the clients' process exited (${code})`));
    clients.once('exit', exited);
    clients.once('message', (result: LoadResult) => {
      clients.off('exit', exited);
      resolve(result);
    });
    clients.send(order);
  });
}

/**
 * Waits (at most two minutes) until no alerts.match job is left; answers how many were left when
 * the clients stopped, how long they took, and the polls sent (not the app's queries).
 */
async function drainAlertJobs(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  let polls = 0;
  const left = async () => {
    polls++;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'alerts.match'`,
    );
    return rows[0]!.n;
  };
  try {
    const atStop = await left();
    while ((await left()) > 0 && performance.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { left: atStop, seconds: (performance.now() - started) / 1000, polls };
  } finally {
    await client.end();
  }
}

/** V8's sampling profiler on this process (the server), for the measured seconds only. */
async function startProfiler() {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(profile));
    },
  };
}

async function main() {
  const bench = await benchDatabase('publish');
  log(`database ${bench.name}, ${USERS} users, clients ${CLIENTS.join(' and ')}, ${SECONDS} s each`);
  const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 10 });
  let meter: CpuMeter | undefined;
  let clients: ChildProcess | undefined;
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_SCALE: '1000',
    });

    // Round trips of one publish, with the worker paused: its polling would be counted too.
    const quiet = await buildApp({ config, database, jobs: { manual: true } });
    await quiet.ready();
    const users = [];
    for (let i = 0; i < USERS; i++) {
      users.push(await createTestUser(database.db, quiet.auth, { plan: i % 2 === 0 ? 'premium' : 'free' }));
    }
    const counted = 20;
    const perPlan: string[] = [];
    for (const user of users.slice(0, 2)) {
      const before = queries;
      for (let i = 0; i < counted; i++) {
        const res = await quiet.inject({
          method: 'POST',
          url: '/api/listings/cargo',
          payload: cargoBody(i),
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: user.session.cookie },
        });
        if (res.statusCode !== 201) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
      }
      perPlan.push(`${user.plan} ${((queries - before) / counted).toFixed(1)}`);
    }
    await quiet.close();
    await database.db.execute('delete from jobs');

    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    clients = await startClients();
    meter = await CpuMeter.open(bench.url, process.pid, clients.pid);
    const cookies = users.map((u) => u.session.cookie);

    const rows: string[] = [];
    for (const concurrency of CLIENTS) {
      await load(clients, { base, cookies, concurrency, seconds: WARMUP_SECONDS });
      await drainAlertJobs(bench.url);
      const before = await meter.snapshot();
      const queriesBefore = queries;
      const profiler = args.profile ? await startProfiler() : undefined;
      const r = await load(clients, { base, cookies, concurrency, seconds: SECONDS });
      // The listings' alert jobs are part of publishing's cost, and the worker (one job at a time)
      // falls behind under this load: wait until it has done them all before reading the CPU.
      const backlog = await drainAlertJobs(bench.url);
      const sentQueries = queries - queriesBefore - backlog.polls;
      const spent = CpuMeter.spent(before, await meter.snapshot());
      if (profiler) await profiler.stop(path.join(args.profile!, `publish-${concurrency}.cpuprofile`));
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const n = sorted.length;
      const cpu = (ms: number | null) => (ms === null || n === 0 ? '   -' : (ms / n).toFixed(2).padStart(5));
      rows.push(
        `${String(concurrency).padStart(3)} clients  ${(n / r.seconds).toFixed(0).padStart(5)} listings/s  ` +
          `p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  ` +
          `cpu/listing server ${cpu(spent.server)} ms, db ${cpu(spent.db)} ms, clients ${cpu(spent.client)} ms  ` +
          `queries/listing ${(sentQueries / Math.max(1, n)).toFixed(1)}  n=${n}  ` +
          `alert jobs left at the end ${backlog.left} (done ${backlog.seconds.toFixed(1)} s later)` +
          (r.errors ? `  errors ${r.errors} (first: ${r.firstError})` : ''),
      );
      log(rows[rows.length - 1]);
    }
    await app.close();
    log('');
    log(`database round trips per publish request: ${perPlan.join(', ')}`);
  } finally {
    clients?.disconnect();
    await meter?.close();
    await database.close();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
