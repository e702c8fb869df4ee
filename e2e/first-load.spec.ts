import { expect, test, type Page } from '@playwright/test';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The states below wait for the session check (and the first feed page); on a loaded machine that
// can pass 10 s, as marketplace.spec.ts notes.
const READY = { timeout: 20_000 };

const HERO_TEXT = 'Kaubad, vaba transport ja vedajad Baltikumis ja Põhjamaades ühes kohas.';

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
      const hero = staticPage.getByText(HERO_TEXT);
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
        hero: await page.getByText(HERO_TEXT).boundingBox(),
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
    await expect(page.getByText(HERO_TEXT)).toHaveCount(0);
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
