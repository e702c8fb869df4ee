import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInAs, waitForMailLink } from './support/auth';
import { apiRead, apiWrite, card, publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Freshness (issue 31, item 3): the owner says an offer is still available, from "Minu kuulutused"
// with one click and from a reminder mail's link without signing in.
const expect = baseExpect.configure({ timeout: 15_000 });

const HOUR = 3_600_000;

type PublicListing = { confirmedAt: string };

async function confirmedAt(page: Page, id: string): Promise<string> {
  return (await apiRead<PublicListing>(page, `/api/listings/cargo/${id}`)).confirmedAt;
}

test.describe('confirming a listing', () => {
  test.use({ viewport: DESKTOP });

  test('the owner confirms an offer from Minu kuulutused with one click', async ({ page }) => {
    await signInAs(page);
    await page.goto('/');
    const listing = await publishCargo(page, { originCity: `Kinnita ${stamp()}`, destinationCity: 'Riia' });
    const published = await confirmedAt(page, listing.id);

    await page.goto('/minu-kuulutused');
    const mine = card(page, listing.id);
    const age = mine.locator('[data-confirmed-age] time');
    await expect(age).toHaveAttribute('datetime', published);
    await expect(age).toHaveText(/^\d+\smin tagasi$/);
    await captureScreens(page, 'my-listings-confirm');

    await mine.getByRole('button', { name: 'Kinnita', exact: true }).click();
    await expect(toast(page, 'Kuulutus on kinnitatud')).toBeVisible();
    // The card reads the new time from the refreshed list: a later moment than the publication.
    await expect(age).not.toHaveAttribute('datetime', published);
    const confirmed = await confirmedAt(page, listing.id);
    expect(Date.parse(confirmed)).toBeGreaterThan(Date.parse(published));
    await expect(age).toHaveAttribute('datetime', confirmed);
  });

  test('the owner confirms from the reminder mail without signing in; opening the link alone confirms nothing', async ({
    page,
  }) => {
    const { email } = await signInAs(page);
    await page.goto('/');
    const route = `Meil ${stamp()}`;
    const listing = await publishCargo(page, { originCity: route, destinationCity: 'Kaunas' });
    const published = await confirmedAt(page, listing.id);
    // The reminder sweep as it runs a day and an hour later, for this user's listings.
    const at = new Date(Date.now() + 25 * HOUR).toISOString();
    const sweep = await apiWrite<{ mails: number }>(page, 'POST', '/api/dev/listing-reminders', {
      email,
      at,
    });
    expect(sweep.mails).toBe(1);
    const link = await waitForMailLink(page.request, email, /\/kuulutus\/kinnita\?token=/);

    await page.context().clearCookies();
    await page.goto(link);
    const asking = page.locator('[data-confirm-state="asking"]');
    await expect(asking.getByRole('heading', { name: 'Kuulutuse kinnitamine' })).toBeVisible();
    await expect(asking.getByText(/^Kas see pakkumine on endiselt saadaval\?/)).toBeVisible();
    await expect(asking.getByText(`${route} → Kaunas`)).toBeVisible();
    expect(await confirmedAt(page, listing.id)).toBe(published);
    await captureScreens(page, 'confirm-link-asking');

    await asking.getByRole('button', { name: 'Jah, on saadaval' }).click();
    const done = page.locator('[data-confirm-state="done"]');
    await expect(done.getByRole('heading', { name: 'Kuulutus on kinnitatud' })).toBeVisible();
    await expect(done).toContainText(`${route} → Kaunas`);
    expect(Date.parse(await confirmedAt(page, listing.id))).toBeGreaterThan(Date.parse(published));
    await captureScreens(page, 'confirm-link-done');
  });

  test('in its last day a running listing is extended from its card', async ({ page }) => {
    await signInAs(page);
    await page.goto('/');
    const listing = await publishCargo(page, {
      originCity: `Pikenda ${stamp()}`,
      destinationCity: 'Tartu',
      durationDays: 1,
    });
    const before = (await apiRead<{ expiresAt: string }>(page, `/api/listings/cargo/${listing.id}`))
      .expiresAt;
    await page.goto('/minu-kuulutused');
    const mine = card(page, listing.id);
    await expect(mine).toHaveAttribute('data-status', 'expiringSoon');
    await mine.getByRole('button', { name: 'Pikenda', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pikenda' });
    await dialog.getByRole('button', { name: /^Aktiveeri 7/ }).click();
    await expect(toast(page, 'Kuulutus on pikendatud')).toBeVisible();
    await expect(mine).toHaveAttribute('data-status', 'active');
    const after = (await apiRead<{ expiresAt: string }>(page, `/api/listings/cargo/${listing.id}`)).expiresAt;
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThan(5 * 24 * HOUR);
  });

  test('a link that is not ours says so at once and leads to Minu kuulutused', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/kuulutus/kinnita?token=vale.token');
    const refused = page.locator('[data-confirm-state="refused"]');
    await expect(refused.getByRole('alert')).toHaveText(
      'Kinnituslink on vigane. Kinnitage kuulutus Minu kuulutustes.',
    );
    await expect(refused.getByRole('button', { name: 'Jah, on saadaval' })).toHaveCount(0);
    await expect(refused.getByRole('link', { name: 'Minu kuulutused' })).toHaveAttribute(
      'href',
      '/minu-kuulutused',
    );
    await captureScreens(page, 'confirm-link-invalid', [PHONE]);
  });
});
