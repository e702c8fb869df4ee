import type { KindResult } from './load';
import type { LoadSummary } from './data';

export const TARGET_P95_MS = 50;

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const int = (v: number) => Math.round(v).toLocaleString('en');
const cpu = (v: number | null) => (v === null ? '–' : v.toFixed(2));
export const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const HEADERS = [
  'kind',
  'requests',
  'rps',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'bytes',
  'cpu ms/req: server',
  'db',
  'client',
];

function rows(results: readonly KindResult[]): string[][] {
  return results.map((r) => [
    r.name + (r.p95 >= TARGET_P95_MS ? ' (!)' : '') + (r.errors ? ` [${r.errors} errors]` : ''),
    int(r.requests),
    int(r.rps),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    int(r.bytes),
    cpu(r.cpu.server),
    cpu(r.cpu.db),
    cpu(r.cpu.client),
  ]);
}

/** A plain-text table for the terminal; numbers right-aligned. */
export function textTable(results: readonly KindResult[]): string {
  const body = rows(results);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function markdownTable(results: readonly KindResult[]): string {
  const body = rows(results);
  return [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function loadLines(load: LoadSummary): string[] {
  const c = load.counts;
  const lines = [
    `listings: ${int(c.cargo + c.transport)} (cargo ${int(c.cargo)}, transport ${int(c.transport)}); ` +
      `live: cargo ${int(c.liveCargo)}, transport ${int(c.liveTransport)}; directory companies: ${int(c.companies)}`,
    `table sizes with indexes: cargo_listings ${load.sizes.cargo}, transport_listings ${load.sizes.transport}`,
  ];
  if (load.reused) return [...lines, 'data: reused from an earlier run (nothing generated)'];
  if (load.located) {
    const l = load.located;
    lines.push(
      `places: the ${l.hubs} demo cities and ${int(l.around)} places around them from the gazetteer; ` +
        `${((100 * l.notLocated) / l.ends).toFixed(1)} % of the route samples' ends not located (free text)`,
    );
  }
  lines.push(`data load: ${seconds(load.totalMs)} in total`);
  for (const s of load.steps) {
    lines.push(`  ${s.step}: ${seconds(s.ms)}${s.rows === null ? '' : ` (${int(s.rows)} rows)`}`);
  }
  return lines;
}

export type AllListingsResult = {
  runs: { ms: number; bytes: number; status: number }[];
  peakRssBytes: number;
};

export function allListingsLines(r: AllListingsResult): string[] {
  const sorted = [...r.runs].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)];
  return [
    `one request returning every active listing (${r.runs.length} runs, one at a time): ` +
      `median ${median ? seconds(median.ms) : '–'} (${sorted.map((x) => seconds(x.ms)).join(', ')}), ` +
      `${int(median?.bytes ?? 0)} bytes (${mib(median?.bytes ?? 0)}) per response, ` +
      `serving process peak RSS ${mib(r.peakRssBytes)}` +
      (r.runs.some((x) => x.status !== 200) ? `, statuses ${r.runs.map((x) => x.status).join(',')}` : ''),
  ];
}
