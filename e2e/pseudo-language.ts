/**
 * The look at longer words (issue 28, "checks that keep it whole"): builds the web app with every
 * Estonian text made pseudo-Estonian (scripts/vite/pseudo-estonian.ts: 40 % longer, accented), serves
 * it with the built server on a fresh embedded database with the demo data, opens every page at
 * 390 px as a visitor, a user and an admin, saves a screenshot of each, and lists the text that does
 * not fit: a page wider than the screen, or a text wider than its box (an ellipsis on purpose is
 * fine). Exits 1 when it finds any.
 *
 *   npm run check:pseudo            screenshots in e2e/artifacts/pseudo/
 *
 * The server's own words (API errors, e-mails) stay Estonian: they are not in the web's catalogues.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A project folder of its own, as the server finds one (server/platform/files.ts): its package.json,
// its migrations and place labels, the built server and the pseudo-Estonian web app.
const PROJECT = path.join(ROOT, 'dist/pseudo');
const SHOTS = path.join(ROOT, 'e2e/artifacts/pseudo');
const PORT = Number(process.env.PSEUDO_PORT ?? 3700);
const BASE = `http://127.0.0.1:${PORT}`;
const PHONE = { width: 390, height: 844 };

const PUBLIC_PAGES = [
  '/',
  '/?tab=transport',
  '/?tab=companies',
  '/?openModal=cargo',
  '/hinnad',
  '/info',
  '/privaatsus',
  '/kasutustingimused',
  '/admin-login',
  '/no-such-page',
];
const USER_PAGES = [
  '/',
  '/minu-kuulutused',
  ...['profile', 'company', 'subscription', 'security', 'feedback', 'notifications', 'invoices'].map(
    (tab) => `/profile-settings?tab=${tab}`,
  ),
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/activity',
  '/admin/users',
  '/admin/entries',
  '/admin/verifications',
  '/admin/variables',
  '/admin/support',
  '/admin/reports',
  '/admin/credits',
  '/admin/pricing',
  '/admin/mail',
];

type Finding = { what: string; text: string; width: number; room: number };

async function build() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-changed', 'server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.env.VEOTURG_PSEUDO_ESTONIAN = '1';
  process.env.NODE_ENV = 'production';
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: path.join(PROJECT, 'dist/web'), emptyOutDir: true },
  });
  fs.writeFileSync(path.join(PROJECT, 'package.json'), '{ "type": "module" }\n');
  fs.rmSync(path.join(PROJECT, 'dist/server'), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'dist/server'), path.join(PROJECT, 'dist/server'), { recursive: true });
  const migrations = path.join(PROJECT, 'server/db/migrations');
  fs.mkdirSync(path.dirname(migrations), { recursive: true });
  fs.rmSync(migrations, { recursive: true, force: true });
  fs.symlinkSync(path.join(ROOT, 'server/db/migrations'), migrations);
  const labels = path.join(PROJECT, 'server/db/seeds/place-labels.tsv');
  fs.mkdirSync(path.dirname(labels), { recursive: true });
  fs.rmSync(labels, { force: true });
  fs.symlinkSync(path.join(ROOT, 'server/db/seeds/place-labels.tsv'), labels);
}

async function startServer(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veoturg-pseudo-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '20',
  };
  delete env.DATABASE_URL;
  delete env.VEOTURG_PSEUDO_ESTONIAN;
  // As `npm start` runs it: the build above set production for itself.
  delete env.NODE_ENV;
  const server = spawn(process.execPath, [path.join(PROJECT, 'dist/server/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const ready = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** What does not fit on the page as it is now. Runs in the page. */
function misfits(): Finding[] {
  const found: Finding[] = [];
  const screen = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > screen + 1) {
    // The deepest elements that reach past the screen's edge say what pushes it.
    const scrolled = (element: Element) =>
      !!element.parentElement?.closest(
        '[style*="overflow"], .overflow-x-auto, .overflow-auto, .overflow-hidden, .overflow-x-hidden',
      );
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) =>
        element.getBoundingClientRect().right > screen + 1 &&
        !scrolled(element) &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > screen + 1),
    );
    found.push({
      what: 'the page is wider than the screen',
      text: past
        .slice(0, 3)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').trim().slice(0, 40)}`,
        )
        .join(' | '),
      width: document.documentElement.scrollWidth,
      room: screen,
    });
  }
  // Words for screen readers only (Tailwind's sr-only: one pixel, clipped) are not seen.
  const unseen = (element: Element | null): boolean => {
    for (let at = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!own || !element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.textOverflow === 'ellipsis') continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (element.scrollWidth > element.clientWidth + 1 && !unseen(element))
      found.push({
        what: `<${element.tagName.toLowerCase()}> text wider than its box`,
        text: own.slice(0, 60),
        width: element.scrollWidth,
        room: element.clientWidth,
      });
  }
  return found;
}

async function look(page: Page, who: string, address: string): Promise<Finding[]> {
  await page.goto(`${BASE}${address}`);
  // The app runs once React has replaced the static first look (e2e/support/app.ts), and the page
  // has what it shows when no request is under way.
  await page.waitForFunction(() => !document.querySelector('[data-static-shell]'), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const name = `${who}${address.replace(/[/?=&]+/g, '-').replace(/-$/, '') || '-home'}`;
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  // tsx keeps functions' names with a helper of its own, which the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return (await page.evaluate(misfits)).map((finding) => ({
    ...finding,
    what: `${address}: ${finding.what}`,
  }));
}

async function signedIn(page: Page, role: 'user' | 'admin') {
  await page.goto(`${BASE}/info`);
  const response = await page.request.post(`${BASE}/api/dev/test-users`, {
    data: {
      role,
      plan: 'premium',
      profile: { companyName: 'Pseudo Vedu OÜ', contactPerson: 'Mari Maasikas', phone: '+372 5555 0101' },
    },
    headers: { Origin: BASE },
  });
  if (response.status() !== 201) throw new Error(`test user: HTTP ${response.status()}`);
}

async function main() {
  await build();
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  const stop = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const findings: { who: string; finding: Finding }[] = [];
  try {
    for (const [who, pages, role] of [
      ['visitor', PUBLIC_PAGES, null],
      ['user', USER_PAGES, 'user'],
      ['admin', ADMIN_PAGES, 'admin'],
    ] as const) {
      const context = await browser.newContext({ viewport: PHONE, locale: 'et-EE' });
      const page = await context.newPage();
      if (role) await signedIn(page, role);
      for (const address of pages)
        for (const finding of await look(page, who, address)) findings.push({ who, finding });
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  const pages = PUBLIC_PAGES.length + USER_PAGES.length + ADMIN_PAGES.length;
  for (const { who, finding } of findings)
    process.stdout.write(
      `${who} ${finding.what} (${finding.width} px in ${finding.room} px)${finding.text ? `: "${finding.text}"` : ''}\n`,
    );
  process.stdout.write(
    `${pages} pages at ${PHONE.width} px in pseudo-Estonian, ${findings.length} misfits; screenshots in ${path.relative(ROOT, SHOTS)}/\n`,
  );
  process.exitCode = findings.length > 0 ? 1 : 0;
}

await main();
