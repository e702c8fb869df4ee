import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, DESKTOP, expectNoHorizontalScroll, PHONE } from './support/screens';

// Issue 31, item 2 (decision 0081): a company asks to be verified, an admin approves it in the
// queue, and the mark appears on its listing in a feed that is open, without a reload.
const expect = baseExpect.configure({ timeout: 15_000 });
const V = ACCOUNT_MESSAGES.verification;
const A = ADMIN_MESSAGES.verifications;

const companyForm = (page: Page) => page.getByRole('form', { name: 'Ettevõtte andmed' });
const verificationSection = (page: Page) => page.locator('[data-verification]');

/** The admin, in a browser context of their own, approves the company's request. */
async function adminApproves(browser: Browser, companyName: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page, { role: 'admin' });
    await page.goto(`/admin/verifications?q=${encodeURIComponent(companyName)}`);
    const card = page
      .getByRole('article', { name: companyName })
      .or(page.getByRole('listitem', { name: companyName }));
    await expect(card).toBeVisible();
    await expect(card.getByText(A.codeValid)).toBeVisible();
    await captureScreens(page, 'admin-verifications', [size]);
    await expectNoHorizontalScroll(page, '/admin/verifications');
    await card.getByRole('button', { name: A.approve }).click();
    await expect(toast(page, A.approved)).toBeVisible();
  } finally {
    await context.close();
  }
}

for (const size of [DESKTOP, PHONE]) {
  test(`a company asks to be verified, an admin approves, and the open feed shows the mark (${size.width} px)`, async ({
    page,
    browser,
  }) => {
    const city = `Kontroll${stamp()}`;
    const companyName = `E2E Kontroll ${stamp()} OÜ`;
    await page.setViewportSize(size);
    await page.goto('/info');
    await signInAs(page, { plan: 'trial', profile: { companyName } });
    const listing = await publishCargo(page, { originCity: city, destinationCity: 'Riia', notes: city });

    // Asking needs the registry code: the button says so until it is saved.
    await page.goto('/profile-settings?tab=company');
    const section = verificationSection(page);
    await expect(section).toHaveAttribute('data-verification', 'unverified');
    await expect(section.getByText(V.needs)).toBeVisible();
    await expect(section.getByRole('button', { name: V.request })).toBeDisabled();
    const form = companyForm(page);
    await form.getByLabel('Registreerimisriik').selectOption({ label: 'Eesti' });
    await form.getByLabel('Registrikood').fill('12417834');
    await form.getByRole('button', { name: 'Salvesta' }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.profile.companyUpdated)).toBeVisible();
    await section.getByRole('button', { name: V.request }).click();
    await expect(toast(page, V.requested)).toBeVisible();
    await expect(section).toHaveAttribute('data-verification', 'pending');
    await expect(section.getByText(V.status.pending)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await captureScreens(page, 'settings-verification-pending', [size]);

    // The feed, open in another context: no mark yet.
    const viewer = await browser.newContext({ viewport: size });
    try {
      const feed = await viewer.newPage();
      await feed.goto(`/?q=${city}`);
      const row = feed.locator(`[data-feed-list] [data-listing-id="${listing.id}"]`);
      await expect(row).toBeVisible();
      await expect(row.locator('[data-verified-mark]')).toHaveCount(0);

      await adminApproves(browser, companyName, size);

      // The mark arrives over the live stream, without a reload.
      await expect(row.locator('[data-verified-mark]')).toBeVisible();
      await captureScreens(feed, 'feed-verified-mark', [size]);
      // The details say it in words, above the contact.
      await row
        .getByRole('button', { name: size === PHONE ? /^Näita üksikasju: / : /^Üksikasjad: / })
        .click();
      await expect(feed.locator('[data-verified-mark="badge"]')).toBeVisible();
      await captureScreens(feed, 'listing-details-verified', [size]);
      // And the filter keeps the verified companies only.
      await feed.goto(`/?q=${city}&verified=true`);
      await expect(feed.locator(`[data-feed-list] [data-listing-id="${listing.id}"]`)).toBeVisible();
    } finally {
      await viewer.close();
    }

    await page.reload();
    await expect(verificationSection(page)).toHaveAttribute('data-verification', 'verified');
    // Changing what was checked warns before saving, and the save takes the mark away.
    await companyForm(page).getByLabel('Ettevõtte nimi').fill(`${companyName} AS`);
    await expect(companyForm(page).getByText(V.changeWarning)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await captureScreens(page, 'settings-verification-verified', [size]);
    await companyForm(page).getByRole('button', { name: 'Salvesta' }).click();
    await expect(verificationSection(page)).toHaveAttribute('data-verification', 'unverified');
  });
}
