/**
 * Feed benchmark: generates N listings, starts the real server as a child process and measures the
 * feed endpoints at a fixed concurrency over loopback, then times the earlier product's single
 * "every active listing" request. Prints numbers only; see bench/README.md.
 *
 *   node --import tsx bench/feed.ts [--listings N] [--concurrency C] [--duration-s S] [--keep]
 *                                   [--warmup-s S] [--only TEXT ...] [--all-runs R] [--admin [--users N]]
 *                                   [--rounds R]
 *
 * `--only` may be given more than once: the kinds whose name contains any of the texts.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { seedPlaces } from '../server/db/seeds/places';
import { locateStoredListings } from '../server/modules/places/locate';
import { benchDatabase } from './database';
import { addAccounts, adminCookie, adminKinds } from './feed/admin';
import { startAllListingsServer } from './feed/all-listings';
import { CpuMeter } from './feed/cpu';
import { generate, type LoadSummary } from './feed/data';
import { benchPlaces, matchesOnly, matchSample, requestKinds } from './feed/kinds';
import { sample, summarize, timeStreamed, type KindResult, type KindSample } from './feed/load';
import { startServer, stopServer } from './server';
import {
  allListingsLines,
  loadLines,
  seconds,
  markdownTable,
  TARGET_P95_MS,
  textTable,
  type AllListingsResult,
} from './feed/report';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`--${name} must be a non-negative number (got "${value}")`);
  return n;
}

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string' },
    concurrency: { type: 'string' },
    'duration-s': { type: 'string' },
    'warmup-s': { type: 'string' },
    'all-runs': { type: 'string' },
    rounds: { type: 'string' },
    only: { type: 'string', multiple: true },
    keep: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    users: { type: 'string' },
  },
});
const options = {
  listings: Math.round(number(args.listings, 100_000, 'listings')),
  concurrency: Math.max(1, Math.round(number(args.concurrency, 8, 'concurrency'))),
  seconds: number(args['duration-s'], 5, 'duration-s'),
  warmupSeconds: number(args['warmup-s'], 1, 'warmup-s'),
  allRuns: Math.max(0, Math.round(number(args['all-runs'], 3, 'all-runs'))),
  rounds: Math.max(1, Math.round(number(args.rounds, 1, 'rounds'))),
  only: args.only ?? [],
  keep: args.keep,
  admin: args.admin,
  users: args.users === undefined ? undefined : Math.round(number(args.users, 0, 'users')),
};

/** How a kind's seconds are taken, when the kinds take turns (--rounds). */
const rounds = () =>
  options.rounds > 1 ? ` (in ${options.rounds} turns of ${options.seconds / options.rounds} s)` : '';

const log = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// The database: bench/database.ts.

// ---------------------------------------------------------------------------------------------

async function machine(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ v: string; sb: string; wm: string }>(
    `select current_setting('server_version') as v, current_setting('shared_buffers') as sb,
            current_setting('work_mem') as wm`,
  );
  await client.end();
  const r = rows[0]!;
  return [
    `machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`,
    `PostgreSQL ${r.v} (shared_buffers ${r.sb}, work_mem ${r.wm}), Node.js ${process.version}`,
  ];
}

/**
 * The server's first expiry sweep (modules/listings/expiry.job.ts) marks the generated listings
 * that have lapsed, about 2 % of them, spread over the whole table, which clears the visibility
 * map of most pages: the feeds' index-only scans then read the table too. Migration 0018 has
 * autovacuum vacuum the listing tables after 1 % of their rows changed, which it would do within a
 * minute; the machine's PostgreSQL runs with autovacuum off, so the benchmark waits for the sweep
 * and vacuums as autovacuum would, before it measures.
 */
async function settleAfterSweep(databaseUrl: string, before: Date): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    // Those lapsed before the server started: its first sweep runs at start.
    const lapsed = `select (select count(*) from cargo_listings where status = 'active' and expires_at <= $1)
      + (select count(*) from transport_listings where status = 'active' and expires_at <= $1) as n`;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(lapsed, [before]);
      if (Number(rows[0]!.n) === 0) break;
      if (performance.now() - started > 120_000)
        throw new Error('the expiry sweep did not finish in 2 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const swept = performance.now();
    await client.query('vacuum (analyze) cargo_listings, transport_listings');
    return `expiry sweep ${seconds(swept - started)}, vacuum ${seconds(performance.now() - swept)}`;
  } finally {
    await client.end();
  }
}

/** The machine is shared: a load average well above 0 at the start means other work ran alongside. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
}

async function timeAllListings(databaseUrl: string, runs: number): Promise<AllListingsResult> {
  const server = await startAllListingsServer(databaseUrl);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = await timeStreamed(server.url);
      log(`  run ${i + 1}: ${(r.ms / 1000).toFixed(2)} s, ${r.bytes.toLocaleString('en')} bytes`);
      results.push(r);
    }
    return { runs: results, peakRssBytes: peak };
  } finally {
    clearInterval(sampler);
    await server.close();
  }
}

function markdown(
  when: Date,
  machineLines: string[],
  load: LoadSummary,
  results: KindResult[],
  all: AllListingsResult | null,
  loadAverages: { before: string; after: string },
  migrateMs: number,
): string {
  const over = results.filter((r) => r.p95 >= TARGET_P95_MS);
  return [
    `# Feed benchmark: ${(load.counts.cargo + load.counts.transport).toLocaleString('en')} listings`,
    '',
    `Run ${when.toISOString()}; concurrency ${options.concurrency}, ${options.seconds} s per kind${rounds()} after ` +
      `${options.warmupSeconds} s of warm-up; anonymous requests over loopback to the built server (NODE_ENV=production).`,
    '',
    ...machineLines.map((l) => `- ${l}`),
    `- migrations and base data (on a reused database: only the pending migrations): ${seconds(migrateMs)}`,
    `- load average (1 / 5 / 15 min) before the requests: ${loadAverages.before}; after: ${loadAverages.after}`,
    ...loadLines(load).map((l) => (l.startsWith('  ') ? `  - ${l.trim()}` : `- ${l}`)),
    '',
    markdownTable(results),
    '',
    'cpu ms/req: CPU time per request of the server process, of the database backends (parallel ' +
      'workers not included) and of the load generator, from /proc.',
    '',
    over.length
      ? `p95 at or above ${TARGET_P95_MS} ms (marked (!)): ${over.map((r) => r.name).join('; ')}.`
      : `Every kind has p95 under ${TARGET_P95_MS} ms.`,
    '',
    ...(all ? allListingsLines(all).map((l) => `The earlier product's way: ${l}.`) : []),
    '',
  ].join('\n');
}

async function main() {
  const when = new Date();
  log(
    `Feed benchmark: ${options.listings.toLocaleString('en')} listings, concurrency ${options.concurrency}, ` +
      `${options.seconds} s per kind${rounds()}`,
  );
  const bench = await benchDatabase();
  let server: ChildProcess | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (server) await stopServer(server);
    if (bench.throwaway && !options.keep) {
      await bench.drop();
      log(`dropped database ${bench.name}`);
    } else if (bench.throwaway) {
      log(`kept database ${bench.name}; reuse it with BENCH_DATABASE_URL=${bench.url}`);
    }
  };
  const interrupted = (signal: NodeJS.Signals) => {
    log(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    log(`database ${bench.name}${bench.throwaway ? ' (throwaway)' : ''}: migrating and seeding base data`);
    const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 2 });
    const migrateStarted = performance.now();
    try {
      await database.migrate();
      await runSeeds(database.db, { demo: false });
      // The gazetteer, as the server's start loads it (server/main.ts): the generated listings'
      // places come from it, and a reused database's listings are located as a start would.
      if ((await seedPlaces(database.db)).loaded > 0) await locateStoredListings(database.db);
    } finally {
      await database.close();
    }
    const migrateMs = performance.now() - migrateStarted;
    log(`  migrations and base data: ${seconds(migrateMs)}`);

    log('generating data');
    const load = await generate(bench.url, options.listings, (line) => log(line));
    const machineLines = await machine(bench.url);
    for (const line of [...machineLines, ...loadLines(load)]) log(line);

    const authSecret = randomBytes(32).toString('hex');
    const places = await benchPlaces(bench.url);
    if (!places) log('  the gazetteer has no Tallinn, Riga or Warsaw: the radius kinds are left out');
    let kinds = requestKinds(places, new Date(), await matchSample(bench.url));
    if (options.admin) {
      if (options.users !== undefined) {
        const added = await addAccounts(bench.url, options.users);
        log(
          `  accounts: ${added.toLocaleString('en')} added (no listings), up to ${options.users.toLocaleString('en')}`,
        );
      }
      kinds = [...kinds, ...adminKinds(await adminCookie(bench.url, authSecret))];
    }
    kinds = kinds.filter((k) => matchesOnly(k, options.only));

    log('starting the server (dist/server/main.js, NODE_ENV=production)');
    const beforeStart = new Date();
    const started = await startServer(bench.url, authSecret);
    server = started.child;
    log(`  ${await settleAfterSweep(bench.url, beforeStart)}`);

    const results: KindResult[] = [];
    const before = loadAverage();
    log(`load average (1 / 5 / 15 min): ${before}`);
    const meter = await CpuMeter.open(bench.url, started.child.pid!);
    // With --rounds R the kinds take turns, R times duration-s / R each (the warm-up in the first
    // round only): on a machine whose speed drifts over minutes, a kind measured in one stretch
    // differs from another by when it ran; taking turns spreads the drift over every kind.
    const samples = kinds.map((): KindSample[] => []);
    for (let round = 1; round <= options.rounds; round++) {
      for (const [i, kind] of kinds.entries()) {
        const slice = {
          ...options,
          seconds: options.seconds / options.rounds,
          warmupSeconds: round === 1 ? options.warmupSeconds : 0,
        };
        samples[i]!.push(await sample(started.base, kind, slice, meter));
      }
      if (options.rounds > 1) log(`  round ${round} of ${options.rounds} done`);
    }
    for (const [i, kind] of kinds.entries()) {
      const r = summarize(kind, samples[i]!);
      results.push(r);
      log(
        `  ${r.name}: ${r.requests} requests, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
          `p99 ${r.p99.toFixed(1)} ms; cpu ms/req server ${r.cpu.server?.toFixed(2) ?? '–'}, ` +
          `db ${r.cpu.db?.toFixed(2) ?? '–'}${r.errors ? `; ${r.errors} errors (${r.firstError})` : ''}`,
      );
    }
    await meter.close();
    await stopServer(server);
    server = null;
    const after = loadAverage();

    let all: AllListingsResult | null = null;
    if (options.allRuns > 0 && options.only.length === 0) {
      log("the earlier product's way: one request returning every active listing");
      all = await timeAllListings(bench.url, options.allRuns);
    }

    log('');
    log(textTable(results));
    log('');
    for (const line of loadLines(load)) log(line);
    log(`load average (1 / 5 / 15 min) before the requests: ${before}; after: ${after}`);
    if (all) for (const line of allListingsLines(all)) log(line);
    const errors = results.reduce((n, r) => n + r.errors, 0);
    if (errors) log(`${errors} requests did not answer as their kind expects: see the lines above`);

    const dir = path.join(ROOT, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    // Named after the listings measured, which on a reused database may differ from --listings.
    const file = path.join(dir, `feed-${load.counts.cargo + load.counts.transport}.md`);
    fs.writeFileSync(file, markdown(when, machineLines, load, results, all, { before, after }, migrateMs));
    log(`results written to ${path.relative(ROOT, file)}`);
    if (errors) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
