import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { apiWrite, publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, PHONE } from './support/screens';

// Issue 30, item 6: a star on every listing; "Jälgitavad" lists the watched listings with what became
// of each, and says at once when one of them expires, is completed or deleted.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A listing of a new user of its own (another browser context), and a way to act on it as an admin. */
async function listingOfAnother(browser: Browser, originCity: string): Promise<{ id: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page);
    return await publishCargo(page, { originCity, destinationCity: 'Riia', notes: originCity });
  } finally {
    await context.close();
  }
}

async function asAdmin(browser: Browser, act: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page, { role: 'admin' });
    await act(page);
  } finally {
    await context.close();
  }
}

function feedRow(page: Page, id: string) {
  return page.locator(`[data-feed-list] [data-listing-id="${id}"]`);
}

function entry(page: Page, id: string) {
  return page.locator(`[data-watch-entry="${id}"]`);
}

test.describe('the watchlist', () => {
  test('a user stars a listing in the feed, finds it under Jälgitavad and sees it expire there live', async ({
    page,
    browser,
  }) => {
    const city = `Taht${stamp()}`;
    const listing = await listingOfAnother(browser, city);
    await signInAs(page);
    await page.goto(`/?q=${city}`);
    const star = feedRow(page, listing.id).getByRole('button', {
      name: `Jälgi kuulutust: ${city}, Eesti → Riia, Läti`,
    });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(toast(page, 'Kuulutus lisati jälgitavatesse')).toBeVisible();
    const watched = feedRow(page, listing.id).getByRole('button', { name: /^Lõpeta jälgimine: / });
    await expect(watched).toHaveAttribute('aria-pressed', 'true');

    // The header leads to the list; the star stays on after a reload (it is stored on the server).
    await page.reload();
    await expect(
      feedRow(page, listing.id).getByRole('button', { name: /^Lõpeta jälgimine: / }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Jälgitavad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jälgitavad' })).toBeVisible();
    await expect(entry(page, listing.id)).toHaveAttribute('data-state', 'live');
    await expect(entry(page, listing.id).getByText('Aktiivne')).toBeVisible();
    await captureScreens(page, 'watchlist');

    // An admin ends it (as its expiry would): the open list says so without a reload.
    await asAdmin(browser, (admin) =>
      apiWrite(admin, 'POST', `/api/admin/listings/cargo/${listing.id}/expire`),
    );
    await expect(entry(page, listing.id)).toHaveAttribute('data-state', 'expired');
    await expect(entry(page, listing.id).getByText('Aegunud')).toBeVisible();
    await expect(toast(page, `Jälgitav kuulutus aegus: ${city}, Eesti → Riia, Läti`)).toBeVisible();
    // Gone from the feeds, it can no longer be opened, only removed.
    await expect(entry(page, listing.id).getByRole('link', { name: 'Ava kuulutus' })).toHaveCount(0);
    await entry(page, listing.id)
      .getByRole('button', { name: /^Eemalda jälgitavatest: / })
      .click();
    await expect(entry(page, listing.id)).toHaveCount(0);
    await expect(page.getByText('Te ei jälgi veel ühtegi kuulutust.', { exact: false })).toBeVisible();
    await captureScreens(page, 'watchlist-empty');
  });

  test('on a phone: the card’s star, then the listing opened from the list', async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    const city = `Tel${stamp()}`;
    const listing = await listingOfAnother(browser, city);
    await signInAs(page);
    await page.goto(`/?q=${city}`);
    await feedRow(page, listing.id)
      .getByRole('button', { name: `Jälgi kuulutust: ${city}, Eesti → Riia, Läti` })
      .click();
    await expect(
      feedRow(page, listing.id).getByRole('button', { name: /^Lõpeta jälgimine: / }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/jalgitavad');
    await entry(page, listing.id).getByRole('link', { name: 'Ava kuulutus' }).click();
    // The feed opens that listing.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(feedRow(page, listing.id)).toHaveAttribute('data-expanded', 'true');
  });

  test('a visitor’s star asks to sign in', async ({ page, browser }) => {
    const city = `Kul${stamp()}`;
    const listing = await listingOfAnother(browser, city);
    await page.goto(`/?q=${city}`);
    await feedRow(page, listing.id)
      .getByRole('button', { name: `Jälgi kuulutust: ${city}, Eesti → Riia, Läti` })
      .click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Logi sisse' })).toBeVisible();
    await expect(toast(page, 'Kuulutuste jälgimiseks logige sisse')).toBeVisible();
  });
});
