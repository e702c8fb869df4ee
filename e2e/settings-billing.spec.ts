import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../domain/messages';
import { OTHER_LOCALES } from '../domain/locales';
import { DIRECTORY_RULE } from '../domain/plans';
import { signInAs, uniqueEmail, waitForMailLink } from './support/auth';
import { apiRead, apiWrite } from './support/publishing';
import { captureScreens, DESKTOP, expectNoHorizontalScroll, PHONE } from './support/screens';

// The settings' "Tellimus" and "Arved" tabs (issue 27, items 14, 16, 24, 25): the plan with its
// dates, credits and actions; the receipts of every payment, for every plan; the billing portal in
// a new tab.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: DESKTOP });

const ddMMyyyy = /\d{2}\.\d{2}\.\d{4}/;

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function openTab(page: Page, tab: 'subscription' | 'invoices') {
  await page.goto(`/profile-settings?tab=${tab}`);
  return page.getByRole('tabpanel');
}

/** A new account through the sign-up dialog and the confirmation mail, as a person makes one. */
async function signUp(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registreeru' }).first().click();
  const dialog = page.getByRole('dialog');
  const email = uniqueEmail('receipt');
  // The sign-up form says the directory's rules too (issue 27, item 29).
  await expect(dialog.getByText(DIRECTORY_RULE)).toBeVisible();
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Parool', { exact: true }).fill('Kviitung2026');
  await dialog.getByLabel('Korda parooli').fill('Kviitung2026');
  await dialog
    .getByRole('checkbox', { name: 'Olen tutvunud kasutustingimuste ja privaatsuspoliitikaga' })
    .check();
  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(dialog.getByRole('heading', { name: 'Kontrollige oma postkasti' })).toBeVisible();
  await page.goto(await waitForMailLink(page.request, email, /verify-email/));
  await expect(toast(page, 'E-post kinnitatud')).toBeVisible();
  return email;
}

test('a new free user: Arved is one empty state, and a 2 € purchase shows there as a receipt with VAT', async ({
  page,
}) => {
  const email = await signUp(page);

  // No premium prompt over the empty list: one state.
  const panel = await openTab(page, 'invoices');
  await expect(panel.getByText(ACCOUNT_MESSAGES.invoices.empty)).toBeVisible();
  await expect(panel.locator('[data-premium-prompt]')).toHaveCount(0);
  await expect(panel.getByText(ACCOUNT_MESSAGES.profile.premiumRequired)).toHaveCount(0);
  await captureScreens(page, 'settings-invoices-empty');

  // One contact bought through the demo provider's page.
  const { items } = await apiRead<{ items: { id: string }[] }>(page, '/api/listings/cargo?pageSize=10');
  const listing = items[0]!;
  const { url } = await apiWrite<{ url: string }>(page, 'POST', '/api/payments/contact-checkout', {
    listingType: 'cargo',
    listingId: listing.id,
  });
  await page.goto(url);
  await expect(page.getByText('sh KM 24%')).toBeVisible();
  await page.getByRole('button', { name: /^Maksa 2,00/ }).click();
  await expect(toast(page, 'Maksmine õnnestus!')).toBeVisible();

  const after = await openTab(page, 'invoices');
  const row = after.locator('[data-invoice-kind="contact"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kontakti ost');
  await expect(row).toContainText('2,00\u00A0€');
  await expect(row.locator('[data-invoice-vat]')).toHaveText('sh KM 24%: 0,39\u00A0€');
  await expect(row).toContainText('Makstud');
  await expect(row).toContainText(/KV-\d{6}/);
  await captureScreens(page, 'settings-invoices-receipt');
  await expect(row).toContainText('Kontaktandmete avamine: kaubakuulutus');

  // In the user's own language, what was bought is named in it too (it was stored in Estonian).
  const chosen = await page.request.put('/api/me/language', {
    data: { language: 'ru' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(chosen.status()).toBe(200);
  const russian = await openTab(page, 'invoices');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const ruRow = russian.locator('[data-invoice-kind="contact"]');
  await expect(ruRow).toContainText('Открытие контактных данных: объявление о грузе');
  await expect(ruRow).not.toContainText('Kontaktandmete');
  await captureScreens(page, 'settings-invoices-receipt-ru');

  // The receipt mail, with its way back to "Arved".
  expect(await waitForMailLink(page.request, email, /tab=invoices/)).toBe('/profile-settings?tab=invoices');
});

test('the free plan shows its credits, the trial and buying; the trial shows its end and buying', async ({
  page,
}) => {
  await signInAs(page);
  const panel = await openTab(page, 'subscription');
  await expect(panel.locator('[data-plan-name]')).toHaveText('Tasuta pakett');
  await expect(panel.locator('[data-plan-credits]')).toContainText(
    /^3 \/ 3 tasuta kontakti jäänud, uuenevad /,
  );
  await expect(panel.locator('[data-plan-credits]')).toContainText(ddMMyyyy);
  await expect(panel.locator('[data-plan-facts]')).toContainText('sh KM 24%');
  const actions = panel.locator('[data-plan-actions]');
  await expect(actions.getByRole('button', { name: 'Osta Premium' })).toBeVisible();
  await captureScreens(page, 'settings-subscription-free');

  await actions.getByRole('button', { name: 'Alusta 7-päevast tasuta prooviaega' }).click();
  await expect(toast(page, MESSAGES.trial.started)).toBeVisible();
  await expect(panel.locator('[data-plan-name]')).toHaveText('Premium prooviaeg');
  await expect(panel.locator('[data-plan-facts]')).toContainText(
    /Prooviaeg lõpeb\s*\d{2}\.\d{2}\.\d{4} \(7 päeva jäänud\)/,
  );
  await expect(panel.locator('[data-plan-credits]')).toContainText('Piiramatult');
  await expect(actions.getByRole('button', { name: 'Osta Premium' })).toBeVisible();
  await expect(actions.getByRole('button', { name: /prooviaega/ })).toHaveCount(0);
  await captureScreens(page, 'settings-subscription-trial');
});

test('the plan and its buttons fit a phone in every language (Latvian and Finnish ran past 390 px)', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/info');
  await page.setViewportSize(PHONE);
  for (const locale of OTHER_LOCALES) {
    // The user's own language, as the switch keeps it in the profile.
    const chosen = await page.request.put('/api/me/language', {
      data: { language: locale },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(chosen.status()).toBe(200);
    const panel = await openTab(page, 'subscription');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const buttons = panel.locator('[data-plan-actions]').getByRole('button');
    await expect(buttons.first()).toBeVisible();
    await expectNoHorizontalScroll(page, `the subscription tab in ${locale} at 390 px`);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(
        (box?.x ?? 0) + (box?.width ?? 0),
        `${locale}: ${await button.textContent()}`,
      ).toBeLessThanOrEqual(PHONE.width);
    }
  }
  await captureScreens(page, 'settings-subscription-free-fi', [PHONE]);
});

test('premium: renewal date, cancel, and "Halda tellimust" opens the portal in a new tab', async ({
  page,
}) => {
  await signInAs(page);
  const panel = await openTab(page, 'subscription');
  await panel.getByRole('button', { name: 'Osta Premium' }).click();
  await expect(page).toHaveURL(/\/demo-makse\/demo_\w+$/);
  await page.getByRole('button', { name: /^Maksa 7,99/ }).click();
  await expect(toast(page, MESSAGES.subscription.activated)).toBeVisible();

  const premium = await openTab(page, 'subscription');
  await expect(premium.locator('[data-plan-name]')).toHaveText('Premium');
  await expect(premium.locator('[data-plan-facts]')).toContainText(/Tellimus uueneb\s*\d{2}\.\d{2}\.\d{4}/);
  await expect(premium.getByRole('button', { name: 'Tühista tellimus' })).toBeVisible();
  await captureScreens(page, 'settings-subscription-premium');

  const [portal] = await Promise.all([
    page.waitForEvent('popup'),
    premium.getByRole('button', { name: 'Halda tellimust' }).click(),
  ]);
  await expect(portal).toHaveURL(/\/demo-tellimus$/);
  await expect(portal.getByRole('heading', { name: 'Tellimuse haldus' })).toBeVisible();
  // Cut from the page that opened it, and that page stays where it was.
  expect(await portal.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/profile-settings\?tab=subscription$/);
  await portal.close();

  // The month paid shows in Arved as well.
  const invoices = await openTab(page, 'invoices');
  await expect(invoices.locator('[data-invoice-kind="subscription"]')).toHaveCount(1);
  await expect(invoices.locator('[data-invoice-kind="subscription"]')).toContainText('7,99\u00A0€');
  await captureScreens(page, 'settings-invoices-premium');
});

test('the plans page says every price includes VAT', async ({ page }) => {
  await page.goto('/hinnad');
  await expect(page.locator('[data-plan="Premium"] [data-vat-note]')).toHaveText('sh KM 24%');
  await expect(page.locator('[data-plan="Tasuta"]')).toContainText('(sh KM 24%)');
  await expect(page.getByText('Kõik hinnad sisaldavad käibemaksu 24%.')).toBeVisible();
  // And the directory's rules (issue 27, item 29): browsing is free, being listed needs premium.
  await expect(page.getByText(DIRECTORY_RULE)).toBeVisible();
  await captureScreens(page, 'pricing-vat');
});
