/**
 * Shows why a request kind of the feed benchmark is slow: sends each kind once through the real
 * app (in process, app.inject) with a Drizzle client that records every query, then runs
 * EXPLAIN (ANALYZE, BUFFERS) on each recorded query and prints the plans.
 *
 *   BENCH_DATABASE_URL=postgres://…/veoturg_bench_… node --import tsx bench/explain-feed.ts [--only TEXT ...]
 *                                                                  [--summary] [--admin] [--warm]
 *
 * `--paths N` explains the first N paths of a kind that asks for a different one each time (the
 * matches' kinds, which go through a sample of listings); one line a path with `--summary`.
 * `--admin` adds the back office's kinds (bench/feed/admin.ts), sent with an admin's session.
 * `--warm` sends each kind once more before recording it, so the plans shown are those of a
 * repeated request, as in the benchmark (a total already found broad is not counted again for 10 s:
 * server/db/bounded-list.ts); without it, those of the first request.
 *
 * Use it on a database kept by `bench/feed.ts --keep`.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database, Db } from '../server/db/client';
import * as schema from '../server/db/schema/index';
import { adminCookie, adminKinds } from './feed/admin';
import { benchPlaces, matchesOnly, matchSample, requestKinds, type Kind } from './feed/kinds';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    summary: { type: 'boolean', default: false },
    admin: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    paths: { type: 'string', default: '1' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  process.stderr.write('Set BENCH_DATABASE_URL to a database filled by bench/feed.ts --keep\n');
  process.exit(1);
}

type Recorded = { sql: string; params: unknown[] };
let recording: Recorded[] | null = null;

const pool = new pg.Pool({ connectionString: url, max: 4 });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => recording?.push({ sql, params }) },
}) as unknown as Db;
const database: Database = {
  kind: 'postgres',
  db,
  read: db,
  replica: null,
  publicRead: (read) => read({ rows: db, own: db }),
  listen: async () => async () => {},
  setUp: (seed) => seed(db),
  migrate: async () => {},
  ping: async () => {
    await pool.query('select 1');
  },
  close: () => pool.end(),
};

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, SEED_DEMO: 'false' });
const app = await buildApp({ config, database, jobs: { manual: true } });
let kinds: Kind[] = requestKinds(await benchPlaces(url), new Date(), await matchSample(url));
if (args.admin) {
  // The app runs outside production here: the session cookie has no `__Secure-` prefix.
  const cookie = (await adminCookie(url, config.authSecret)).replace(/^__Secure-/, '');
  kinds = [...kinds, ...adminKinds(cookie)];
}

const selected = kinds.filter((k) => matchesOnly(k, args.only ?? []));
const pathsOf = (kind: Kind) =>
  kind.next ? Array.from({ length: Number(args.paths) }, () => kind.next!()) : [kind.path];
for (const kind of selected.flatMap((k) => pathsOf(k).map((path) => ({ ...k, path })))) {
  const send = () =>
    app.inject({
      method: 'GET',
      url: kind.path,
      ...(kind.cookie ? { headers: { cookie: kind.cookie } } : {}),
    });
  if (args.warm) await send();
  recording = [];
  const started = performance.now();
  const res = await send();
  const ms = performance.now() - started;
  const queries = recording;
  recording = null;
  process.stdout.write(
    `\n=== ${kind.name}: ${kind.path}\n    status ${res.statusCode}, ${ms.toFixed(1)} ms in process\n`,
  );
  for (const q of queries) {
    // Only reads: EXPLAIN ANALYZE would carry out a write.
    if (!/^\s*(select|with)\b/i.test(q.sql)) {
      process.stdout.write(`\n--- (not explained) ${q.sql.replace(/\s+/g, ' ').slice(0, 120)}\n`);
      continue;
    }
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${q.sql}`,
      q.params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    const execution = plan.find((l) => l.startsWith('Execution Time')) ?? '';
    const buffers = plan.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? '';
    process.stdout.write(
      `\n--- ${q.sql.replace(/\s+/g, ' ').slice(0, 100)}…\n    ${execution}; ${buffers}\n`,
    );
    // The summary keeps the nodes that read data: which index or table, how many rows.
    const shown = args.summary ? plan.filter((l) => / Scan | Scan on |Bitmap/.test(l)) : plan;
    process.stdout.write(`${shown.map((l) => `    ${l.replace(/\s+\(cost=[^)]*\)/, '')}`).join('\n')}\n`);
  }
}
await app.close();
await pool.end();
