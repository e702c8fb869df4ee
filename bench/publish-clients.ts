/**
 * The clients of `npm run bench:publish`, in a process of their own (bench/publish.ts forks this
 * file), so that the server's process spends its CPU on serving only and each side's CPU per
 * listing can be read from /proc apart. Not meant to be run by hand.
 *
 * The parent sends `LoadOrder`s one at a time; for each, `concurrency` clients publish cargo
 * listings back to back over node:http with keep-alive for `seconds`, each as one of the
 * `cookies`' users, and the answer is a `LoadResult`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type LoadOrder = { base: string; cookies: string[]; concurrency: number; seconds: number };
export type LoadResult = { latencies: number[]; errors: number; firstError: string | null; seconds: number };

const CITIES = ['Tallinn', 'Tartu', 'Pärnu', 'Riia', 'Vilnius', 'Helsinki'];
const COUNTRIES = ['eesti', 'eesti', 'eesti', 'lati', 'leedu', 'soome'];
// The site's address (PUBLIC_URL): cookie writes need it as their Origin.
export const ORIGIN = 'http://127.0.0.1';
const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

export function cargoBody(n: number): string {
  return JSON.stringify({
    originCity: CITIES[n % CITIES.length],
    originCountry: COUNTRIES[n % COUNTRIES.length],
    destinationCity: CITIES[(n + 3) % CITIES.length],
    destinationCountry: COUNTRIES[(n + 3) % COUNTRIES.length],
    cargoType: 'toidukaubad',
    weight: 1000 + ((n * 7919) % 22000),
    pickupDate,
    contactPhone: '+372 5555 0101',
    durationDays: 7,
  });
}

// node:http with keep-alive rather than fetch: about half fetch's CPU per request (bench/feed/load.ts).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Closes postCargo's kept-alive connections, so a process that used it can exit. */
export function closeConnections(): void {
  agent.destroy();
}

/** One cargo publish over node:http with keep-alive: the answer's status and text. */
export function postCargo(
  base: string,
  cookie: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/listings/cargo`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: ORIGIN,
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let sent = 0;
async function load({ base, cookies, concurrency, seconds }: LoadOrder): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const until = performance.now() + seconds * 1000;
  const client = async (c: number) => {
    const cookie = cookies[c % cookies.length]!;
    do {
      const started = performance.now();
      const r = await postCargo(base, cookie, cargoBody(sent++));
      if (r.status === 201) latencies.push(performance.now() - started);
      else {
        errors++;
        firstError ??= `${r.status} ${r.text.slice(0, 200)}`;
      }
    } while (performance.now() < until);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)));
  return { latencies, errors, firstError, seconds: (performance.now() - started) / 1000 };
}

// Only as a forked child: bench/publish.ts imports this file for cargoBody and the types too.
if (process.send) {
  process.on('message', (order: LoadOrder) => {
    load(order).then(
      (result) => process.send!(result),
      (error: unknown) => {
        process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exit(1);
      },
    );
  });
  // The parent's going away (it failed, or ^C) ends this process too.
  process.on('disconnect', () => {
    closeConnections();
    process.exit(0);
  });
}
