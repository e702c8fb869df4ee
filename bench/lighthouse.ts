/**
 * Lighthouse, mobile with its default throttling, against a running server: the median of N runs
 * per page of the performance score and its main metrics. Prints numbers only; see bench/README.md.
 *
 *   node --import tsx bench/lighthouse.ts [--base http://127.0.0.1:3400] [--runs 3] [--path / ...] [--desktop]
 *
 * --desktop uses Lighthouse's desktop preset (1350 px wide, lighter throttling) instead of mobile.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';

const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3400' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true, default: ['/', '/?tab=cargo'] },
    desktop: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

type Report = {
  categories: { performance: { score: number } };
  // Lighthouse's own measure of the machine's speed at the time of the run (higher is faster):
  // scores from different days compare only at a similar index.
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
};
type Sample = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
};

async function lighthouse(url: string): Promise<Sample> {
  const { stdout } = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(values.desktop ? ['--preset=desktop'] : []),
      // The same Chromium flags as playwright.config.ts; mobile is Lighthouse's default.
      '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  const report = JSON.parse(stdout) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

// On a busy machine Lighthouse now and then loses the trace of a load (NO_NAVSTART); that run is
// taken again, once.
async function withRetry<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    console.error(`a Lighthouse run failed, running it again: ${String(error).split('\n')[0]}`);
    return task();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

console.log(
  `load average at the start: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
console.log(
  `| page | score | FCP s | LCP s | TBT ms | CLS | Speed Index s | benchmarkIndex | score (benchmarkIndex) of the ${runs} runs |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const path of values.path) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++)
    samples.push(await withRetry(() => lighthouse(new URL(path, values.base).href)));
  const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
  console.log(
    `| ${path} | ${m('score')} | ${(m('fcp') / 1000).toFixed(1)} | ${(m('lcp') / 1000).toFixed(1)} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(1)} | ${m('benchmarkIndex')} | ${samples.map((s) => `${s.score} (${s.benchmarkIndex})`).join(', ')} |`,
  );
}
