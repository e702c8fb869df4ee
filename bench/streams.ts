/**
 * Live updates at scale: `npm run bench:streams [-- --streams 10000 --instances 2 --rate 2 --duration-s 30]`.
 *
 * On a throwaway PostgreSQL database (bench/database.ts), starts `--instances` built servers
 * (bench/server.ts; one database, one AUTH_SECRET, as behind a load balancer), opens `--streams`
 * GET /api/events streams spread evenly over them from two client processes
 * (bench/streams-clients.ts; `--signed-in` of them with a session, so the fan-out asks each change's
 * contact access for them), then publishes cargo listings through the instances in turn at `--rate`
 * a second for `--duration-s`. Prints, for every (stream, listing): the delay from sending the
 * publish request to the event's arrival (p50, p95, p99, max) and how many never arrived; the
 * publish requests' own latency; each instance's resident memory before and after the streams
 * opened (per stream); and the CPU milliseconds each instance and the database spent per publish.
 * Prints numbers only; no test asserts a time.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runSeeds } from '../server/db/seeds/index';
import { createTestUser, type TestUser } from '../server/modules/dev/test-users.service';
import { benchDatabase } from './database';
import { CpuMeter, processCpuMs } from './feed/cpu';
import { percentile } from './feed/load';
import { cargoBody, closeConnections, ORIGIN, postCargo } from './publish-clients';
import { startServer, stopServer } from './server';
import { now, type OpenOrder, type Opened, type Report, type ReportOrder } from './streams-clients';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '10000' },
    instances: { type: 'string', default: '2' },
    'signed-in': { type: 'string', default: '0.2' },
    rate: { type: 'string', default: '2' },
    'duration-s': { type: 'string', default: '30' },
    'per-address': { type: 'string', default: '50' },
  },
});
const STREAMS = Number(args.streams);
const INSTANCES = Number(args.instances);
const SIGNED_IN = Number(args['signed-in']);
const RATE = Number(args.rate);
const SECONDS = Number(args['duration-s']);
const PER_ADDRESS = Number(args['per-address']);
const CLIENT_PROCESSES = 2;

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function ask<T>(child: ChildProcess, order: OpenOrder | ReportOrder): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`a client process exited (${code})`));
    child.once('exit', exited);
    child.once('message', (answer: T) => {
      child.off('exit', exited);
      resolve(answer);
    });
    child.send(order);
  });
}

async function publish(base: string, cookie: string, n: number) {
  const sentAt = now();
  const res = await postCargo(base, cookie, cargoBody(n));
  if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${res.text}`);
  return { id: (JSON.parse(res.text) as { id: string }).id, sentAt, ms: now() - sentAt };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function main() {
  const bench = await benchDatabase('streams');
  const authSecret = randomBytes(32).toString('hex');
  log(
    `${STREAMS} streams over ${INSTANCES} instance(s), ${Math.round(SIGNED_IN * 100)} % signed in; ` +
      `${RATE} publishes a second for ${SECONDS} s; database ${bench.name}`,
  );
  log(
    `machine: ${os.availableParallelism()} CPUs, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, ` +
      `Node.js ${process.version}`,
  );
  const servers: ChildProcess[] = [];
  const clients: ChildProcess[] = [];
  const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 4 });
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: false });
    // Users and their sessions, made in this process with the servers' configuration, so the
    // cookies (name and signature) are the ones the servers accept.
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: ORIGIN,
      DEMO_PAYMENTS: 'true',
      AUTH_SECRET: authSecret,
    });
    const maker = await buildApp({ config, database, jobs: { manual: true } });
    await maker.ready();
    const publishers: TestUser[] = [];
    for (let i = 0; i < INSTANCES; i++) publishers.push(await createTestUser(database.db, maker.auth));
    const watchers: TestUser[] = [];
    const signedInStreams = Math.round(STREAMS * SIGNED_IN);
    for (let i = 0; i < Math.min(200, signedInStreams); i++) {
      watchers.push(
        await createTestUser(database.db, maker.auth, { plan: i % 4 === 0 ? 'premium' : 'free' }),
      );
    }
    await maker.close();

    const perInstance = Math.ceil(STREAMS / INSTANCES);
    for (let i = 0; i < INSTANCES; i++) {
      const { base, child } = await startServer(bench.url, authSecret, {
        PUBLIC_URL: ORIGIN,
        RATE_LIMIT_SCALE: '1000',
        LIVE_STREAMS_MAX: String(Math.max(5_000, perInstance)),
      });
      servers.push(Object.assign(child, { base }));
    }
    const bases = servers.map((s) => (s as ChildProcess & { base: string }).base);
    await sleep(2_000);
    const rssBefore = servers.map((s) => rssMiB(s.pid!));

    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      clients.push(fork(fileURLToPath(new URL('./streams-clients.ts', import.meta.url))));
    }
    const openStarted = now();
    const share = Math.ceil(STREAMS / CLIENT_PROCESSES);
    const opened = await Promise.all(
      clients.map((c, i) =>
        ask<Opened>(c, {
          kind: 'open',
          bases,
          count: Math.max(0, Math.min(share, STREAMS - i * share)),
          first: i * share,
          perAddress: PER_ADDRESS,
          cookies: watchers.map((w) => w.session.cookie),
          signedInShare: SIGNED_IN,
        }),
      ),
    );
    const openSeconds = (now() - openStarted) / 1000;
    const openCount = opened.reduce((n, o) => n + o.open, 0);
    const failed = opened.reduce((n, o) => n + o.failed, 0);
    log(
      `opened ${openCount} streams in ${openSeconds.toFixed(1)} s` +
        (failed ? `; ${failed} failed, first: ${opened.find((o) => o.firstError)?.firstError}` : ''),
    );
    await sleep(3_000);
    const rssOpen = servers.map((s) => rssMiB(s.pid!));

    const meter = await CpuMeter.open(bench.url, servers[0]!.pid!);
    const dbBefore = await meter.snapshot();
    const cpuBefore = [...servers, ...clients].map((p) => processCpuMs(p.pid!) ?? 0);
    const sent: Record<string, number> = {};
    const publishMs: number[] = [];
    const total = Math.round(RATE * SECONDS);
    const started = now();
    const pending: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      // On a fixed schedule, not back to back: a publish that is slow does not delay the next.
      const due = started + (n * 1000) / RATE;
      if (due > now()) await sleep(due - now());
      const i = n % INSTANCES;
      pending.push(
        publish(bases[i]!, publishers[i]!.session.cookie, n).then((p) => {
          sent[p.id] = p.sentAt;
          publishMs.push(p.ms);
        }),
      );
    }
    await Promise.all(pending);
    // The last events' fan-out: a stream that has not had them 5 s later counts as missing.
    await sleep(5_000);
    const spent = CpuMeter.spent(dbBefore, await meter.snapshot());
    await meter.close();
    const cpu = [...servers, ...clients].map((p, i) => (processCpuMs(p.pid!) ?? 0) - cpuBefore[i]!);

    const reports = await Promise.all(clients.map((c) => ask<Report>(c, { kind: 'report', sent })));
    const delays = reports.flatMap((r) => r.delays).sort((a, b) => a - b);
    const expected = reports.reduce((n, r) => n + r.expected, 0);
    const closed = reports.reduce((n, r) => n + r.closed, 0);
    publishMs.sort((a, b) => a - b);

    log();
    log(`published ${Object.keys(sent).length} listings; ${delays.length} of ${expected} deliveries arrived`);
    log(
      `publish to delivery, ms:  p50 ${fmt(percentile(delays, 50))}  p95 ${fmt(percentile(delays, 95))}  ` +
        `p99 ${fmt(percentile(delays, 99))}  max ${fmt(delays.at(-1) ?? NaN)}`,
    );
    log(
      `publish request, ms:      p50 ${fmt(percentile(publishMs, 50))}  p95 ${fmt(percentile(publishMs, 95))}`,
    );
    log(`streams closed by the server meanwhile: ${closed}`);
    for (let i = 0; i < servers.length; i++) {
      const streams = Math.round(openCount / servers.length);
      const per = ((rssOpen[i]! - rssBefore[i]!) * 1024) / streams;
      log(
        `instance ${i + 1}: ${streams} streams, RSS ${rssBefore[i]!.toFixed(0)} → ${rssOpen[i]!.toFixed(0)} MiB ` +
          `(${per.toFixed(1)} KiB a stream); CPU ${(cpu[i]! / total).toFixed(1)} ms a publish ` +
          `(${((cpu[i]! / total / streams) * 1000).toFixed(2)} µs a stream)`,
      );
    }
    log(
      `database backends: ${spent.db === null ? '-' : (spent.db / total).toFixed(1)} ms CPU a publish; ` +
        `stream clients: ${(cpu.slice(servers.length).reduce((a, b) => a + b, 0) / total).toFixed(1)} ms a publish`,
    );
    if (failed > 0 || delays.length < expected) process.exitCode = 1;
  } finally {
    for (const c of clients) c.kill();
    await Promise.all(servers.map(stopServer));
    closeConnections();
    await database.close();
    await bench.drop();
  }
}

await main();
