import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { apiWrite, publishCargo } from './support/publishing';
import { captureScreens } from './support/screens';

// Lighthouse's threshold for a "good" cumulative layout shift.
const CLS_LIMIT = 0.1;
const READY = { timeout: 20_000 };

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Records every layout shift from the first paint on (a buffered observer installed before the
 * page's own scripts), with the elements that moved, the way Lighthouse counts them: shifts right
 * after a person's input are left out.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'null');
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (s) =>
              `${describe(s.node)} ${JSON.stringify(s.previousRect.toJSON())} -> ${JSON.stringify(s.currentRect.toJSON())}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  });
  return async (): Promise<Shift[]> => {
    // A shift is reported after the frame that drew it: wait two frames so the last one is in.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  };
}

/** Holds the answers to one API path until `release` is called, so the state before them is painted. */
async function holdAnswers(page: Page, pathname: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

for (const size of SIZES) {
  // The transport tab's first look is its own (index-transport.html, issue 27, item 18).
  for (const [address, type] of [
    ['/', 'cargo'],
    ['/?tab=cargo', 'cargo'],
    ['/?tab=transport', 'transport'],
  ] as const) {
    test(`${address} does not shift while the listings arrive (${size.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const shifts = await watchLayoutShifts(page);
      // Each answer the first view waits for arrives on its own, after the state before it was drawn:
      // the static copy in index.html, React's loading state, then the session, the counters and the rows.
      const releaseSession = await holdAnswers(page, '/api/session');
      const releaseStats = await holdAnswers(page, '/api/stats');
      const releaseFeed = await holdAnswers(page, `/api/listings/${type}`);
      await page.goto(address);
      const list = page.locator(`[data-feed-list="${type}"]`);
      // React's first commit, which replaces index.html's inert copy, with the list's skeleton.
      await expect(page.locator('#root [inert]')).toHaveCount(0, READY);
      await expect(list.getByRole('status', { name: 'Kuulutuste laadimine' })).toBeVisible(READY);
      releaseSession();
      // A visitor who is not signed in is invited to sign up, under the list.
      await expect(page.locator('#signup-heading')).toBeVisible(READY);
      releaseStats();
      await expect(page.locator('[data-stat="cargoOffers"] dd')).toHaveText(/^\d/, READY);
      releaseFeed();
      // The rows: a table on a desktop, cards on a phone.
      await expect(list.locator('[data-listing-id]').first()).toBeVisible(READY);
      const recorded = await shifts();
      const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(recorded, null, 1)}`).toBeLessThan(CLS_LIMIT);
      await context.close();
    });
  }

  test(`the list's placeholders take the room of what replaces them (${size.width} px)`, async ({
    browser,
  }) => {
    // index.html's copy, before any script has run.
    const noScript = await browser.newContext({ viewport: size, javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    const staticBoxes = await placeholderBoxes(staticPage);
    await noScript.close();

    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    // A listing with every field the placeholder draws, published now so that it is on the first
    // page whatever other tests published before (theirs are sparser: their shorter cards say
    // nothing about the placeholder). Its own user, in its own context: this page stays a visitor's.
    const publisher = await browser.newContext();
    const publisherPage = await publisher.newPage();
    await signInAs(publisherPage);
    await publisherPage.goto('/info');
    const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const published = await publishCargo(publisherPage, {
      originCity: 'Tallinn',
      originCountry: 'eesti',
      destinationCity: 'Tartu',
      destinationCountry: 'eesti',
      quantity: 10,
      unit: 'alused',
      weight: 5000,
      priceAmount: 300,
      pickupDate,
    });
    // Deleted when done, whatever happens: the listings' counts of the specs after this one are the demo's.
    try {
      // The complete listings (that one, and the demo's on the page), noted as the held answer passes.
      let complete: string[] = [];
      let releaseFeed = () => {};
      const released = new Promise<void>((resolve) => (releaseFeed = resolve));
      await page.route(
        (url) => url.pathname === '/api/listings/cargo',
        async (route) => {
          await released;
          const response = await route.fetch();
          const body = (await response.json()) as { items: Record<string, unknown>[] };
          // …and both ends located, so the route has its road distance below it (decision 0067).
          const fields = ['quantity', 'weight', 'priceAmount', 'pickupDate', 'distanceKm'];
          complete = body.items
            .filter((item) => fields.every((field) => item[field] !== null))
            .map((item) => String(item.id));
          await route.fulfill({ response, json: body });
        },
      );
      await page.goto('/');
      const list = page.locator('[data-feed-list="cargo"]');
      const skeleton = list.getByRole('status', { name: 'Kuulutuste laadimine' });
      await expect(page.locator('#root [inert]')).toHaveCount(0, READY);
      await expect(skeleton).toBeVisible(READY);
      // React's loading state draws the tabs, the search and the list's skeleton where index.html had them.
      expect(await placeholderBoxes(page)).toEqual(staticBoxes);

      // One placeholder row or card has the size of a listing's row or card with a route on one line.
      const placeholder = skeleton.locator(size.width < 768 ? ':scope > div' : 'tbody tr').first();
      const placeholderHeight = (await placeholder.boundingBox())?.height ?? 0;
      await captureScreens(page, 'home-loading', [size]);
      releaseFeed();
      await expect(list.locator('[data-listing-id]').first()).toBeVisible(READY);
      await captureScreens(page, 'home-loaded', [size]);
      expect(complete.length, 'listings with every field on the first page').toBeGreaterThan(0);
      const rowHeights = await list.locator('[data-listing-id]').evaluateAll(
        (rows, ids) =>
          rows
            .filter((row) => ids.includes(row.getAttribute('data-listing-id') ?? ''))
            .map((row) => {
              // A phone lays a card below the screen out only when it comes near (content-visibility),
              // and until then it has the height the stylesheet guesses: measured laid out.
              (row as HTMLElement).style.contentVisibility = 'visible';
              return row.getBoundingClientRect().height;
            }),
        complete,
      );
      // Within half a pixel: in a table with collapsed borders the first row is half its bottom border
      // shorter than the rest, and which listing comes first (with a badge or not) is the data's.
      expect(Math.abs(placeholderHeight - Math.min(...rowHeights))).toBeLessThanOrEqual(0.5);
      await context.close();
    } finally {
      await apiWrite(publisherPage, 'DELETE', `/api/listings/cargo/${published.id}`);
      await publisher.close();
    }
  });
}

// The compact table (issue 30, item 9): the server sends the first look in the density the cookie
// chose, and its placeholder rows are the rows' own height, so nothing moves as the listings arrive.
for (const [address, type] of [
  ['/', 'cargo'],
  ['/?tab=transport', 'transport'],
] as const) {
  test(`${address} in the compact density does not shift, and its placeholders are its rows' size (1366 × 768)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const baseURL = test.info().project.use.baseURL ?? '';
    await context.addCookies([{ name: 'veoturg_density', value: 'compact', url: baseURL }]);
    const page = await context.newPage();
    const shifts = await watchLayoutShifts(page);
    const releaseFeed = await holdAnswers(page, `/api/listings/${type}`);
    await page.goto(address);
    const list = page.locator(`[data-feed-list="${type}"]`);
    const skeleton = list.getByRole('status', { name: 'Kuulutuste laadimine' });
    await expect(page.locator('#root [inert]')).toHaveCount(0, READY);
    await expect(skeleton.locator('table[data-density="compact"]')).toBeVisible(READY);
    const placeholderHeight = (await skeleton.locator('tbody tr').first().boundingBox())?.height ?? 0;
    releaseFeed();
    await expect(list.locator('[data-listing-id]').first()).toBeVisible(READY);
    const recorded = await shifts();
    const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(recorded, null, 1)}`).toBeLessThan(CLS_LIMIT);
    const heights = await list
      .locator('[data-listing-id]')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    // Every row is one line, so every row is the placeholder's height (within a collapsed border's half).
    for (const height of heights) expect(Math.abs(height - placeholderHeight)).toBeLessThanOrEqual(0.5);
    await context.close();
  });
}

/** Where the tab list, the search and the cargo list's loading skeleton are drawn. */
async function placeholderBoxes(page: Page) {
  const box = async (selector: string) => {
    const found = page.locator(selector).filter({ visible: true }).first();
    // Not there at all (index.html's copy may lack it): nothing to wait for.
    if ((await found.count()) === 0) return null;
    const rect = await found.boundingBox();
    return (
      rect && {
        x: Math.round(rect.x),
        y: Math.round(rect.y),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      }
    );
  };
  return {
    tabs: await box('[role="tablist"]'),
    search: await box('input[type="search"]'),
    list: await box('[data-feed-list="cargo"] [aria-label="Kuulutuste laadimine"]'),
  };
}
