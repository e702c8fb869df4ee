import http from 'node:http';
import { CpuMeter } from './cpu';

/** Fixed-concurrency load over HTTP: N workers send the same request back to back for a while. */

export type KindResult = {
  name: string;
  path: string;
  requests: number;
  errors: number;
  firstError: string | null;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytes: number;
  /** CPU milliseconds per request: the server process, the database backends, the load generator. */
  cpu: { server: number | null; db: number | null; client: number };
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

// node:http with keep-alive rather than fetch: the load generator shares the two cores with the
// server and the database, and fetch costs about twice the CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One GET; the body is counted, and kept only when the answer is not 200 (for the error line). */
function get(
  url: string,
  onData?: (bytes: number) => void,
  cookie?: string,
): Promise<{ status: number; bytes: number; text: string }> {
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      const kept: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        onData?.(bytes);
        if (status !== 200) kept.push(chunk);
      });
      res.on('end', () => resolve({ status, bytes, text: Buffer.concat(kept).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function once(
  url: string,
  cookie?: string,
): Promise<{ ms: number; status: number; bytes: number; text: string }> {
  const started = performance.now();
  const r = await get(url, undefined, cookie);
  return { ms: performance.now() - started, ...r };
}

async function run(
  url: () => string,
  cookie: string | undefined,
  expected: number,
  concurrency: number,
  seconds: number,
  record: boolean,
) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    // At least one request per worker, however short the run.
    do {
      const r = await once(url(), cookie);
      if (r.status !== expected) {
        errors++;
        firstError ??= `${r.status} ${r.text.slice(0, 200)}`;
      } else if (bytes === 0) {
        bytes = r.bytes;
      }
      if (record) latencies.push(r.ms);
    } while (performance.now() < until);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, firstError, bytes, seconds: (performance.now() - started) / 1000 };
}

type Kind = { name: string; path: string; next?: () => string; status?: number; cookie?: string };

/** One stretch of a kind's requests: what `summarize` adds up into the kind's result. */
export type KindSample = Awaited<ReturnType<typeof run>> & { spent: ReturnType<typeof CpuMeter.spent> };

/** Sends a kind's requests for `seconds` (after `warmupSeconds` not recorded) and meters them. */
export async function sample(
  base: string,
  kind: Kind,
  opts: { concurrency: number; seconds: number; warmupSeconds: number },
  meter: CpuMeter,
): Promise<KindSample> {
  const url = kind.next ? () => `${base}${kind.next!()}` : () => `${base}${kind.path}`;
  const expected = kind.status ?? 200;
  if (opts.warmupSeconds > 0) {
    await run(url, kind.cookie, expected, opts.concurrency, opts.warmupSeconds, false);
  }
  const before = await meter.snapshot();
  const r = await run(url, kind.cookie, expected, opts.concurrency, opts.seconds, true);
  return { ...r, spent: CpuMeter.spent(before, await meter.snapshot()) };
}

/** A kind's result from its samples (one, or one a round when kinds take turns). */
export function summarize(kind: Kind, samples: readonly KindSample[]): KindResult {
  const sorted = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const total = (part: 'server' | 'db' | 'client') =>
    samples.some((s) => s.spent[part] === null)
      ? null
      : samples.reduce((sum, s) => sum + (s.spent[part] ?? 0), 0);
  const perRequest = (ms: number | null) => (ms === null || sorted.length === 0 ? null : ms / sorted.length);
  return {
    name: kind.name,
    path: kind.path,
    requests: sorted.length,
    errors: samples.reduce((n, s) => n + s.errors, 0),
    firstError: samples.find((s) => s.firstError)?.firstError ?? null,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    bytes: samples.find((s) => s.bytes)?.bytes ?? 0,
    cpu: {
      server: perRequest(total('server')),
      db: perRequest(total('db')),
      client: perRequest(total('client')) ?? 0,
    },
  };
}

/** Times one (possibly huge) response, counting its bytes without keeping them. */
export async function timeStreamed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const r = await get(url);
  return { ms: performance.now() - started, status: r.status, bytes: r.bytes };
}
