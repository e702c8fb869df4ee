import { expect, test, type Page } from '@playwright/test';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The states below wait for the session check (and the first feed page); on a loaded machine that
// can pass 10 s, as marketplace.spec.ts notes.
const READY = { timeout: 20_000 };

// The tagline: the lead under it is left to wider screens, so a phone reaches the list sooner.
const HERO_TEXT = 'Eesti logistikaplatvorm';

/** Collects what a visitor's console would show as errors, and every answer of 400 or more. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test.describe('a signed-out first load', () => {
  for (const address of ['/', '/?tab=cargo', '/?tab=transport']) {
    test(`of ${address} makes no failing request and logs no error`, async ({ page }) => {
      const failures = watchFailures(page);
      await page.goto(address);
      // The session answered (the header offers sign-in) and the feed has shown its first page.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logi sisse' })).toBeVisible(READY);
      await expect(page.locator('[data-feed]').getByText(/^Näidatakse /)).toBeVisible(READY);
      expect(failures).toEqual([]);
    });
  }
});

test.describe('the static first look in index.html', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`shows the header and the hero before any script runs, where React keeps them (${size.width} px)`, async ({
      browser,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: size });
      const staticPage = await noScript.newPage();
      await staticPage.goto('/');
      const hero = staticPage.getByText(HERO_TEXT, { exact: true });
      await expect(staticPage.getByRole('heading', { level: 1, name: 'Veoturg' })).toBeVisible();
      await expect(hero).toBeVisible();
      const before = {
        heading: await staticPage.getByRole('heading', { level: 1 }).boundingBox(),
        hero: await hero.boundingBox(),
        button: await staticPage.getByRole('button', { name: 'Lisa kuulutus' }).boundingBox(),
      };
      await captureScreens(staticPage, 'first-load-static', [size]);
      await noScript.close();

      const live = await browser.newContext({ viewport: size });
      const page = await live.newPage();
      await page.goto('/');
      // React has replaced the static copy once the session has answered.
      await expect(page.getByRole('button', { name: 'Lisa kuulutus' })).toBeEnabled(READY);
      expect({
        heading: await page.getByRole('heading', { level: 1 }).boundingBox(),
        hero: await page.getByText(HERO_TEXT, { exact: true }).boundingBox(),
        button: await page.getByRole('button', { name: 'Lisa kuulutus' }).boundingBox(),
      }).toEqual(before);
      await captureScreens(page, 'first-load-live', [size]);
      await live.close();
    });
  }

  test('another address shows the header alone before its scripts run, not the home page', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/info');
    await expect(
      page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Info' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByText(HERO_TEXT, { exact: true })).toHaveCount(0);
    await noScript.close();
  });
});

test.describe("React's first commit", () => {
  for (const [size, rows] of [
    [DESKTOP, '[data-feed-list] tbody tr[data-listing-id]'],
    [PHONE, '[data-feed-list] [data-listing-id]'],
  ] as const) {
    test(`replaces the static copy with the finished list, not with a second loading state (${size.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      // Before any script of the page runs: note what #root holds at the moment React first replaces
      // the static copy (the copy's list is inert; React's own has no inert wrapper).
      await page.addInitScript((rowSelector) => {
        const seen: { rows: number; skeletons: number }[] = [];
        (window as unknown as { firstCommit: typeof seen }).firstCommit = seen;
        const watch = () => {
          const root = document.getElementById('root');
          if (!root) return false;
          const observer = new MutationObserver(() => {
            if (root.querySelector('[inert]')) return;
            seen.push({
              rows: root.querySelectorAll(rowSelector).length,
              skeletons: root.querySelectorAll('[data-feed] .animate-pulse').length,
            });
            observer.disconnect();
          });
          observer.observe(root, { childList: true });
          return true;
        };
        if (!watch()) document.addEventListener('DOMContentLoaded', watch, { once: true });
      }, rows);
      await page.goto('/');
      await expect(page.locator(rows).first()).toBeVisible(READY);
      const [first] = await page.evaluate(
        () => (window as unknown as { firstCommit: { rows: number; skeletons: number }[] }).firstCommit,
      );
      // The feed's first page (25 rows, or the phone's cards) was asked for before that commit, so it
      // is not drawn a second time in one long synchronous task when its answer arrives.
      expect(first).toEqual({ rows: 25, skeletons: 0 });
      await context.close();
    });
  }
});

// Issue 27, item 31: on a phone the start must leave the main thread free in short pieces.
test.describe('the start leaves the main thread free', () => {
  test("reads no style or layout before the feed shows: React's commit lays out nothing itself", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // Every read of a computed style or a box, from the first script on. Each one made inside React's
    // commit (Radix's Collapsible measured its panel, its Presence read the tabs' animations) made the
    // browser recompute the whole new page's style and layout in that same long task.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { layoutReads: string[] }).layoutReads = reads;
      const watch = <T extends object>(owner: T, name: keyof T & string) => {
        const original = owner[name] as (...args: unknown[]) => unknown;
        Object.defineProperty(owner, name, {
          configurable: true,
          writable: true,
          value: function (this: unknown, ...args: unknown[]) {
            reads.push(`${name} ${(new Error().stack ?? '').split('\n')[2]?.trim() ?? ''}`);
            return original.apply(this, args);
          },
        });
      };
      watch(window, 'getComputedStyle');
      watch(Element.prototype, 'getBoundingClientRect');
      watch(Element.prototype, 'getClientRects');
    });
    await page.goto('/');
    await expect(page.locator('[data-feed-list] [data-listing-id]').first()).toBeVisible(READY);
    // The effects of the first commit have run once the page has asked for everything it starts with.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { layoutReads: string[] }).layoutReads)).toEqual(
      [],
    );
    await context.close();
  });

  test("the entry script's own module graph does not hold React's renderer", async ({ request }) => {
    // What the browser evaluates in one piece is the entry and everything it imports statically;
    // React's renderer and the app's frame are imported after it, each in a task of its own.
    const html = await (await request.get('/')).text();
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const graph = new Map<string, string>();
    const queue = [new URL(entry!, 'http://app/').pathname];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (graph.has(path)) continue;
      const code = await (await request.get(path)).text();
      graph.set(path, code);
      // Static imports only: `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
      for (const [, target] of code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["']([^"']+\.js)["']/g)) {
        queue.push(new URL(target!, `http://app${path}`).pathname);
      }
    }
    expect(graph.size).toBeGreaterThan(1);
    // A name only React's renderer (react-dom/client) has.
    const withRenderer = [...graph]
      .filter(([, code]) => code.includes('__reactContainer$'))
      .map(([path]) => path);
    expect(withRenderer).toEqual([]);
  });
});

test("the app's code lost to a dropped connection at the start comes once the connection is back", async ({
  page,
  context,
}) => {
  // The entry has run; the download of the app's frame (a step of its own since issue 27, item 31)
  // meets a connection that has just gone.
  let dropped = false;
  await page.route(/\/assets\/App-[\w-]+\.js$/, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect.poll(() => dropped).toBe(true);
  // Still the static copy: nothing to run it with yet.
  await expect(page.locator('[data-static-shell]')).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.locator('[data-static-shell]')).toHaveCount(0, READY);
  await expect(page.locator('[data-feed]').getByText(/^Näidatakse /)).toBeVisible(READY);
});
