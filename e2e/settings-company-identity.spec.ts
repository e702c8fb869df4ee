import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { captureScreens as captureAt, DESKTOP, PHONE } from './support/screens';

// The company's identity in the company tab (issue 31, item 1; decision 0078): the country of
// registration, the registry code with its country's example, the VAT number; checked in the browser
// with the API's schema, stored as the registers write them.
const expect = baseExpect.configure({ timeout: 15_000 });
const P = ACCOUNT_MESSAGES.profile;

// The header is sticky: a page scrolled down would show it in the middle of a full-page screenshot.
async function captureScreens(page: Page, name: string, sizes: Parameters<typeof captureAt>[2]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureAt(page, name, sizes);
}

const companyForm = (page: Page) => page.getByRole('form', { name: 'Ettevõtte andmed' });
const toast = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

for (const size of [DESKTOP, PHONE]) {
  test(`a company says who it is in its register, checked as it is typed (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, { plan: 'trial', profile: { companyName: `E2E Register ${Date.now()} OÜ` } });
    await page.goto('/profile-settings?tab=company');
    const form = companyForm(page);
    const country = form.getByLabel('Registreerimisriik');
    const code = form.getByLabel('Registrikood');
    const vat = form.getByLabel('KMKR number');
    await expect(country).toHaveValue('');

    // Checked in the browser with the API's own schema: no request is sent for a wrong value.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/me/company') puts += 1;
    });
    await code.fill('12417835');
    await form.getByRole('button', { name: 'Salvesta' }).click();
    await expect(form.getByText(P.countryRequired)).toBeVisible();
    await country.selectOption({ label: 'Eesti' });
    await expect(form.getByText('Näiteks 12417834')).toBeVisible();
    await form.getByRole('button', { name: 'Salvesta' }).click();
    await expect(form.getByText(P.invalidRegistryCode)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('12417835');
    await vat.fill('EE100931559');
    await form.getByRole('button', { name: 'Salvesta' }).click();
    await expect(form.getByText(P.invalidVatNumber)).toBeVisible();
    await captureScreens(page, 'settings-company-identity-errors', [size]);
    expect(puts).toBe(0);

    // Corrected, and the VAT number typed without its prefix: stored with it.
    await code.fill('12417834');
    await vat.fill('100 931 558');
    await form.getByRole('button', { name: 'Salvesta' }).click();
    await expect(toast(page, P.companyUpdated)).toBeVisible();
    await expect(vat).toHaveValue('EE100931558');
    await page.reload();
    await expect(companyForm(page).getByLabel('Registreerimisriik')).toHaveValue('EE');
    await expect(companyForm(page).getByLabel('Registrikood')).toHaveValue('12417834');
    await expect(companyForm(page).getByLabel('KMKR number')).toHaveValue('EE100931558');

    // A Finnish company: its own example, the Y-tunnus written with its hyphen.
    await companyForm(page).getByLabel('Registreerimisriik').selectOption({ label: 'Soome' });
    await expect(companyForm(page).getByText('Näiteks 0112038-9')).toBeVisible();
    await companyForm(page).getByLabel('Registrikood').fill('01120389');
    await companyForm(page).getByLabel('KMKR number').fill('01120389');
    await companyForm(page).getByRole('button', { name: 'Salvesta' }).click();
    await expect(toast(page, P.companyUpdated).last()).toBeVisible();
    await expect(companyForm(page).getByLabel('Registrikood')).toHaveValue('0112038-9');
    await expect(companyForm(page).getByLabel('KMKR number')).toHaveValue('FI01120389');
    await captureScreens(page, 'settings-company-identity', [size]);
  });
}
