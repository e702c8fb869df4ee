import { expect as baseExpect, test, type Browser } from '@playwright/test';
import { signInAs } from './support/auth';
import { publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Issue 31, item 5: a signed-in user hides a company from their own feeds and alerts, and shows it
// again in the settings.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Two listings of a new user of its own (another browser context). */
async function companyWithListings(browser: Browser, city: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page);
    const first = await publishCargo(page, { originCity: city, destinationCity: 'Riia', notes: city });
    const second = await publishCargo(page, { originCity: city, destinationCity: 'Kaunas', notes: city });
    return [first.id, second.id];
  } finally {
    await context.close();
  }
}

for (const size of [DESKTOP, PHONE]) {
  test(`a user hides a company from the feed and shows it again in the settings (${size.width} px)`, async ({
    page,
    browser,
  }) => {
    const city = `Peida${stamp()}`;
    const [first, second] = await companyWithListings(browser, city);
    await page.setViewportSize(size);
    await signInAs(page);
    await page.goto(`/?q=${city}`);
    const listings = page.locator('[data-feed-list] [data-listing-id]');
    await expect(listings).toHaveCount(2);

    const listing = page.locator(`[data-feed-list] [data-listing-id="${first}"]`);
    const details = size === PHONE ? /^Näita üksikasju: / : /^Üksikasjad: /;
    await listing.getByRole('button', { name: details }).click();
    const hide = page.getByRole('button', { name: 'Peida see ettevõte' });
    await expect(hide).toBeVisible();
    await captureScreens(page, `hide-company-button`, [size]);
    await hide.click();
    await expect(toast(page, 'Ettevõte on peidetud')).toBeVisible();
    // Both of the company's listings leave this user's feed.
    await expect(listings).toHaveCount(0);
    await expect(page.locator(`[data-listing-id="${second}"]`)).toHaveCount(0);

    await page.goto('/profile-settings?tab=notifications');
    const section = page.getByRole('list', { name: 'Peidetud ettevõtted' });
    const entry = section.getByRole('listitem').filter({ hasText: `Kuulutuse ${city} → Riia avaldaja` });
    await expect(entry).toBeVisible();
    await captureScreens(page, 'hidden-companies', [size]);
    await entry.getByRole('button', { name: `Näita uuesti: Kuulutuse ${city} → Riia avaldaja` }).click();
    await expect(toast(page, 'Ettevõte on taas nähtav')).toBeVisible();
    await expect(page.getByText('Te pole ühtegi ettevõtet peitnud.', { exact: false })).toBeVisible();

    await page.goto(`/?q=${city}`);
    await expect(listings).toHaveCount(2);
  });
}

test('the toast undoes a hide at once', async ({ page, browser }) => {
  const city = `Tagasi${stamp()}`;
  const [first] = await companyWithListings(browser, city);
  await page.setViewportSize(DESKTOP);
  await signInAs(page);
  await page.goto(`/?q=${city}`);
  const listings = page.locator('[data-feed-list] [data-listing-id]');
  await expect(listings).toHaveCount(2);
  await page
    .locator(`[data-feed-list] [data-listing-id="${first}"]`)
    .getByRole('button', { name: /^Üksikasjad: / })
    .click();
  await page.getByRole('button', { name: 'Peida see ettevõte' }).click();
  await expect(listings).toHaveCount(0);
  await toast(page, 'Ettevõte on peidetud').getByRole('button', { name: 'Võta tagasi' }).click();
  await expect(toast(page, 'Ettevõte on taas nähtav')).toBeVisible();
  await expect(listings).toHaveCount(2);
});

test('the owner is offered no hiding of their own company', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page);
  await page.goto('/');
  const city = `Oma${stamp()}`;
  const own = await publishCargo(page, { originCity: city, destinationCity: 'Riia' });
  await page.goto(`/?q=${city}`);
  const row = page.locator(`[data-feed-list] [data-listing-id="${own.id}"]`);
  await row.getByRole('button', { name: /^Üksikasjad: / }).click();
  await expect(page.locator(`#listing-${own.id}-details`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Peida see ettevõte' })).toHaveCount(0);
});
