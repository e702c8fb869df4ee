import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { signInAs } from './support/auth';
import { publishCargo, stamp } from './support/publishing';
import { captureScreens, PHONE } from './support/screens';

// The dispatcher's compact table (issue 30, item 9): at 1366 × 768 at least 15 listings on the first
// screen, one line each, with the columns a board is scanned by; the choice kept over a reload and in
// the page the server sends; on a phone the same facts as marks on the cards, and the first listing on
// the first screen. Publishes a load of its own, so it is named to run after marketplace.spec.ts.

const LAPTOP = { width: 1366, height: 768 };
const READY = { timeout: 20_000 };

const rows = (page: Page) => page.locator('[data-feed-list="cargo"] [data-listing-id]');

/** A new user's load with every mark the table has a column for. */
async function publishFreightLoad(page: Page): Promise<string> {
  await signInAs(page);
  await page.goto('/');
  const { id } = await publishCargo(page, {
    originCity: 'Tallinn',
    destinationCity: 'Riga',
    loadType: 'ftl',
    loadingMeters: 13.6,
    adrClass: '3',
    unNumber: '1203',
    temperatureMin: 2,
    temperatureMax: 6,
    bodyTypes: ['külmkastsõiduk'],
    priceAmount: '900',
    notes: `Kompaktne ${stamp()}`,
  });
  return id;
}

/** How many listings are whole on the screen, and the heights of their rows. */
function screenRows(page: Page) {
  return rows(page).evaluateAll((elements) => {
    const shown = elements
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.top >= 0 && rect.bottom <= window.innerHeight);
    return { count: shown.length, heights: shown.map((rect) => Math.round(rect.height)) };
  });
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: LAPTOP });

  test('the compact table: 15 listings on one screen, one line each, kept over a reload', async ({
    page,
    browser,
  }) => {
    const id = await publishFreightLoad(page);
    await page.goto('/');
    await waitForApp(page);
    await expect(rows(page).first()).toBeVisible(READY);
    await expect(page.getByRole('heading', { level: 1, name: 'Veoturg' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Kompaktne vaade' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-feed-list="cargo"] table[data-density="compact"]')).toBeVisible();
    // No hero: the add button stands beside the tabs instead.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lisa kuulutus' })).toBeVisible();

    const table = page.locator('[data-feed-list="cargo"] table');
    for (const header of [
      'Marsruut',
      'km',
      'Kuupäevad',
      'FTL/LTL',
      'LDM',
      'Kaal',
      'Kere',
      'ADR',
      '°C',
      'Hind',
      'Vanus',
    ])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    // The new load is the newest: its row says every mark in its own column.
    const row = page.locator(`[data-feed-list="cargo"] [data-listing-id="${id}"]`);
    await expect(row.locator('[data-column="route"]')).toContainText('Tallinn');
    await expect(row.locator('[data-column="loadType"]')).toHaveText('FTL');
    await expect(row.locator('[data-column="loadingMeters"]')).toHaveText('13,6');
    await expect(row.locator('[data-column="adr"]')).toHaveText('3');
    await expect(row.locator('[data-column="temperature"]')).toHaveText('2…6 °C');
    await expect(row.locator('[data-column="body"]')).toHaveText('külmkastsõiduk');
    await expect(row.locator('[data-column="price"]')).toHaveText('900,00 €');
    await expect(row.locator('[data-column="age"] [aria-hidden="true"]')).toHaveText(/^\d+\smin$/);

    const screen = await screenRows(page);
    expect(screen.count, 'listings whole on the first screen').toBeGreaterThanOrEqual(15);
    // One line each: every row as tall as its 28 px buttons and their padding.
    expect(Math.max(...screen.heights)).toBeLessThanOrEqual(34);
    await captureScreens(page, 'compact-table', [LAPTOP]);

    // A row still opens to the full details.
    await row.getByRole('button', { name: /^Üksikasjad: Tallinn/ }).click();
    await expect(page.locator(`#listing-${id}-details`)).toContainText('UN 1203');

    // The choice is kept: the page comes back compact, and so does the copy the server sends first.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Kompaktne vaade' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[data-feed-list="cargo"] table[data-density="compact"]')).toBeVisible(READY);
    const noScript = await browser.newContext({ viewport: LAPTOP, javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    await expect(staticPage.locator('[data-feed-list="cargo"] table[data-density="compact"]')).toBeAttached();
    await expect(staticPage.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(0);
    await noScript.close();

    // And undone the same way.
    await page.getByRole('button', { name: 'Kompaktne vaade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Veoturg' })).toBeVisible();
    await expect(page.locator('[data-feed-list="cargo"] table[data-density="comfortable"]')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first listing is on the first screen, with its marks and age', async ({ page }) => {
    const id = await publishFreightLoad(page);
    await page.goto('/');
    await waitForApp(page);
    const first = rows(page).first();
    await expect(first).toHaveAttribute('data-listing-id', id, READY);
    // At least half of the first card, its route, type, price and marks, shows without scrolling.
    await expect(first).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(first.locator('[data-freight-badge="loadType"]')).toHaveText('FTL');
    await expect(first.locator('[data-freight-badge="adr"]')).toHaveText('ADR 3');
    await expect(first.locator('[data-freight-badge="body"]')).toHaveText('külmkastsõiduk');
    await expect(first.locator('[data-age] [aria-hidden="true"]')).toHaveText(/^\d+\smin$/);
    // A phone's cards are the same in either density: no switch to offer.
    await expect(page.getByRole('button', { name: 'Kompaktne vaade' })).toBeHidden();
    await captureScreens(page, 'compact-cards', [PHONE]);
  });
});
