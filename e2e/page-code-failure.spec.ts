import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForApp } from './support/app';
import { captureScreens } from './support/screens';

// A page's code is its own chunk (web/lib/lazy-page.tsx). After a deploy the hashed file names of the
// tab's build are gone (404), and a download can also just fail: either way the visitor gets the error
// screen with "Laadi uuesti", and the browser asks for the file a bounded number of times.
const READY = { timeout: 20_000 };
const INFO_CHUNK = /\/assets\/InfoPage-[^/]+\.js$/;

/** Answers 404 for the info page's chunk and counts how often the browser asks for it. */
async function failInfoChunk(page: Page, fail: (route: Route) => Promise<void>) {
  const asked: string[] = [];
  await page.route(INFO_CHUNK, async (route) => {
    asked.push(route.request().url());
    await fail(route);
  });
  return asked;
}

/** One answer from the server, so a download that a render started meanwhile has been asked for. */
async function roundTrip(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/health', { cache: 'no-store' });
  });
}

/**
 * The home page once the app runs: index.html's static copy shows the same heading and header
 * before, and a click on its links is a plain page load, not the app's navigation under test.
 */
async function openHomeApp(page: Page) {
  await page.goto('/');
  await waitForApp(page);
}

function errorScreen(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Midagi läks valesti' });
}

test.describe('a page whose code does not download', () => {
  test('shows the error screen on a navigation and asks for the file only a few times', async ({ page }) => {
    await openHomeApp(page);
    const asked = await failInfoChunk(page, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Info' }).click();
    await expect(errorScreen(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Laadi uuesti' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/info');
    // The screen stays, with no further downloads behind it.
    await roundTrip(page);
    await expect(errorScreen(page)).toBeVisible();
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(3);
    await captureScreens(page, 'page-code-failure');
  });

  test('shows the error screen when the first page itself fails, and "Proovi uuesti" asks once more', async ({
    page,
  }) => {
    const asked = await failInfoChunk(page, (route) => route.abort('failed'));
    await page.goto('/info');
    await expect(errorScreen(page)).toBeVisible(READY);
    await roundTrip(page);
    expect(asked.length).toBeLessThanOrEqual(3);

    // The file is back (a short outage): "Proovi uuesti" downloads it and shows the page.
    await page.unroute(INFO_CHUNK);
    await page.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Info' })).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('after a deploy (a new build at the address) reloads once to it, never twice', async ({ page }) => {
    await openHomeApp(page);
    // What the server answers now names other files than the tab runs: a new build is out.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /\/assets\/index-[^"]+\.js/,
          '/assets/index-NEWBUILD.js',
        );
        await route.fulfill({ response, body: html });
      },
    );
    const asked = await failInfoChunk(page, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Info' }).click();
    // It reloaded at the new address; the "new build" still lacks the file here, so after that one
    // reload the error screen stays instead of reloading again.
    await expect(errorScreen(page)).toBeVisible(READY);
    await roundTrip(page);
    await expect(errorScreen(page)).toBeVisible();
    expect(documents).toEqual(['/info']);
    expect(asked.length).toBeLessThanOrEqual(3);
  });
});
