/**
 * Route bytes: for each route of the SPA, the JS and CSS a first view of it downloads (the entry
 * chunk and its static imports, plus the route's lazy chunk and its static imports, plus the
 * catalogue files of the page's language those chunks wait for), raw, gzip and brotli; the first
 * table in Estonian, the second the JS and CSS gzip of each route in each of the six languages
 * (docs/decisions/0064-the-pages-language.md). Reads dist/web and its Vite manifest; builds first
 * when there is none or with --build. Prints numbers only; see bench/README.md.
 *
 *   node --import tsx bench/route-bytes.ts [--build]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { LOCALES, type Locale } from '../domain/locales';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist/web');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** Each route and the module (relative to web/) that holds its page; kept in step with web/app/route-table.ts. */
const ROUTES: ReadonlyArray<readonly [route: string, page: string]> = [
  ['/', 'app/pages/HomePage.tsx'],
  ['/info', 'app/pages/InfoPage.tsx'],
  ['/hinnad', 'app/pages/PricingPage.tsx'],
  ['/reset-password', 'app/pages/ResetPasswordPage.tsx'],
  ['/minu-kuulutused', 'app/pages/MyListingsPage.tsx'],
  ['/profile-settings', 'features/account-settings/pages.ts'],
  ['/demo-makse/:id', 'features/payments/pages.ts'],
  ['/demo-tellimus', 'features/subscriptions/pages.ts'],
  ['/admin-login', 'app/pages/admin/AdminLoginPage.tsx'],
  ['/dev/mailbox', 'app/pages/admin/DevMailboxPage.tsx'],
  ['/admin', 'features/admin/pages.ts'],
  ['/admin/activity', 'features/admin/pages.ts'],
  ['/admin/users', 'features/admin/pages.ts'],
  ['/admin/entries', 'features/admin/pages.ts'],
  ['/admin/variables', 'features/admin/pages.ts'],
  ['/admin/support', 'features/admin/pages.ts'],
  ['/admin/credits', 'features/admin/pages.ts'],
  ['/admin/pricing', 'features/admin/pages.ts'],
  ['* (404)', 'app/pages/NotFoundPage.tsx'],
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
if (values.build || !fs.existsSync(MANIFEST)) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', 'web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    sizes = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

// A catalogue file of a language (messages/ru.json, messages/account/ru.json): a chunk that reads a
// catalogue waits for the page's language's file of it before it runs (scripts/vite/page-language.ts).
const catalogueOf = (key: string) => /(?:^|\/)messages\/(?:[\w-]+\/)?(\w+)\.json$/.exec(key)?.[1];

/**
 * The files a chunk brings with it on load: itself, its CSS, the catalogue files of `locale` it
 * waits for and, recursively, its static imports.
 */
function collect(key: string, js: Set<string>, css: Set<string>, locale: Locale = 'et') {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(imported, js, css, locale);
  for (const dynamic of chunk.dynamicImports ?? [])
    if (catalogueOf(dynamic) === locale) collect(dynamic, js, css, locale);
}

function total(files: Iterable<string>): Sizes {
  const sum: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${MANIFEST}`);
const entryJs = new Set<string>();
const entryCss = new Set<string>();
collect(entryKey, entryJs, entryCss);

/** A route's JS and CSS, gzip, in a language. */
function routeGzip(page: string, locale: Locale): number {
  const js = new Set<string>();
  const css = new Set<string>();
  collect(entryKey!, js, css, locale);
  collect(page, js, css, locale);
  return total(js).gzip + total(css).gzip;
}

const rows: string[][] = [];
const kb = (n: number) => (n / 1000).toFixed(1);
function row(label: string, chunk: string, js: Sizes, css: Sizes) {
  rows.push([
    label,
    chunk,
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    kb(css.raw),
    kb(css.gzip),
    kb(css.brotli),
    kb(js.gzip + css.gzip),
    kb(js.brotli + css.brotli),
  ]);
}

const entryFile = manifest[entryKey]?.file ?? '';
row('entry chunk alone', entryFile, sizesOf(entryFile), total(manifest[entryKey]?.css ?? []));
row('entry + static imports', `${entryJs.size} JS`, total(entryJs), total(entryCss));
for (const [route, page] of ROUTES) {
  const js = new Set(entryJs);
  const css = new Set(entryCss);
  // A page that is not a chunk of its own is inside the entry.
  const own = manifest[page] ? manifest[page].file : '(in entry)';
  collect(page, js, css);
  row(route, own, total(js), total(css));
}

const header = [
  'route',
  'own chunk',
  'JS kB',
  'JS gz',
  'JS br',
  'CSS kB',
  'CSS gz',
  'CSS br',
  'all gz',
  'all br',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(line(header));
console.log(`| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
for (const r of rows) console.log(line(r));

const byLanguage = [
  ['route', ...LOCALES.map((locale) => `${locale} gz`)],
  ...ROUTES.map(([route, page]) => [route, ...LOCALES.map((locale) => kb(routeGzip(page, locale)))]),
];
const languageWidths = byLanguage[0]!.map((_, i) => Math.max(...byLanguage.map((r) => r[i]?.length ?? 0)));
const languageLine = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(languageWidths[i] ?? 0) : cell.padStart(languageWidths[i] ?? 0))).join(' | ')} |`;
console.log('\nJS and CSS of each route in each language, gzip kB:\n');
console.log(languageLine(byLanguage[0]!));
console.log(
  `| ${languageWidths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const r of byLanguage.slice(1)) console.log(languageLine(r));
console.log('\nkB = 1,000 bytes; gzip level 9, brotli quality 11, each file compressed on its own.');
