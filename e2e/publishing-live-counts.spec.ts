import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { publishCargo, stamp } from './support/publishing';
import { DESKTOP } from './support/screens';

// A listing published elsewhere arrives live: the caption, the tab's count and the home counters all
// count it at once (issue 18, item 5), not only the caption.
test.use({ viewport: DESKTOP });

async function statValue(page: Page, key: string): Promise<number> {
  const text = (await page.locator(`[data-stat="${key}"] dd`).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('a live new listing moves the caption, the tab count and the home counters together', async ({
  page,
  browser,
}) => {
  // The visitor's page, with its live connection open.
  const live = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/');
  await live;
  const caption = page.locator('[data-feed]').getByText(/^Näidatakse /);
  await expect(caption).toHaveText(/^Näidatakse 1–25 \/ \d+ tulemust$/);
  await expect(page.locator('[data-stat="cargoOffers"] dd')).toHaveText(/^\d+$/);
  await expect(page.locator('[data-stat="newToday"] dd')).toHaveText(/^\d+$/);
  const total = Number((await caption.textContent())?.match(/\/ (\d+)/)?.[1]);
  const cargo = await statValue(page, 'cargoOffers');
  const transport = await statValue(page, 'transportOffers');
  const today = await statValue(page, 'newToday');
  await expect(page.getByRole('tab', { name: `Kaubad ${cargo}` })).toBeVisible();

  // Someone else publishes a cargo listing.
  const publisher = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const other = await publisher.newPage();
  await signInAs(other);
  await other.goto('/');
  await publishCargo(other, { originCity: `Valga ${stamp()}`, destinationCity: 'Riia' });
  await publisher.close();

  await expect(caption).toHaveText(`Näidatakse 1–25 / ${total + 1} tulemust`);
  // The server keeps its counters for a few seconds: the page counts the new listing itself.
  await expect(page.getByRole('tab', { name: `Kaubad ${cargo + 1}` })).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('[data-stat="cargoOffers"] dd')).toHaveText(String(cargo + 1));
  await expect(page.locator('[data-stat="newToday"] dd')).toHaveText(String(today + 1));
  await expect(page.locator('[data-stat="transportOffers"] dd')).toHaveText(String(transport));
});
