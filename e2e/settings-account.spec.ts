import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../domain/messages';
import { signInAs, signInThroughApi } from './support/auth';
import { expectStep, next, wizard } from './support/publishing';
import { captureScreens, DESKTOP } from './support/screens';

// The settings page's profile, security and feedback tabs, as a new user meets them.
test.use({ viewport: DESKTOP });

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function header(page: Page): Locator {
  return page.getByRole('banner');
}

// What the server answers while its database is away (a 503).
const UNAVAILABLE = MESSAGES.api.databaseUnavailable;

const prefixOf = (email: string) => email.slice(0, email.indexOf('@'));

test('a new user fills the profile, sees it after a reload, and the add-listing wizard starts from it', async ({
  page,
}) => {
  const { email } = await signInAs(page);
  await page.goto('/');
  await expect(header(page).getByText(`Tere, ${prefixOf(email)}`)).toBeVisible();

  // The first try at the profile fails; the tab says so and offers to try again.
  await page.route('**/api/me/profile', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: MESSAGES.api.notFound } } }),
  );
  await header(page).getByRole('link', { name: 'Seaded' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seaded' })).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.profile.loadError });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(MESSAGES.api.notFound);
  await captureScreens(page, 'settings-profile-error');
  await page.unroute('**/api/me/profile');
  await failed.getByRole('button', { name: 'Proovi uuesti' }).click();

  const form = page.getByRole('form', { name: 'Profiil' });
  await expect(form.getByLabel('E-post')).toHaveValue(email);
  await expect(form.getByLabel('E-post')).toHaveAttribute('readonly', '');
  await expect(form.getByText('E-posti aadress on Teie sisselogimisnimi')).toBeVisible();

  // The form checks with the API's own rules before sending.
  await form.getByLabel('Kontaktisik').fill('Mari Maasikas');
  await form.getByLabel('Telefon').fill('helista');
  await form.getByLabel('Aadress').fill('Tartu mnt 1, Tallinn');
  await form.getByRole('button', { name: 'Salvesta muudatused' }).click();
  await expect(form.getByText(MESSAGES.wizard.invalidPhone)).toBeVisible();
  await expect(form.getByLabel('Telefon')).toBeFocused();
  await form.getByLabel('Telefon').fill('+372 5555 0123');
  await expect(form.getByText(MESSAGES.wizard.invalidPhone)).toHaveCount(0);

  // A save that fails keeps what was typed.
  await page.route('**/api/me/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE } },
        })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Salvesta muudatused' }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profile.updateError)).toBeVisible();
  await expect(toast(page, UNAVAILABLE)).toBeVisible();
  await expect(form.getByLabel('Kontaktisik')).toHaveValue('Mari Maasikas');
  await page.unroute('**/api/me/profile');

  // Leaving with unsaved changes asks first.
  await page.getByRole('tab', { name: 'Turvalisus' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave.getByText('Salvestamata muudatused')).toBeVisible();
  await leave.getByRole('button', { name: 'Jää lehele' }).click();
  await expect(form.getByLabel('Telefon')).toHaveValue('+372 5555 0123');

  await form.getByRole('button', { name: 'Salvesta muudatused' }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profile.updated)).toBeVisible();
  await expect(form.getByLabel('Kontaktisik')).toHaveValue('Mari Maasikas');
  await captureScreens(page, 'settings-profile');
  // Saved: nothing is left to ask about.
  await page.getByRole('tab', { name: 'Turvalisus' }).click();
  await expect(page.getByRole('form', { name: 'Parooli muutmine' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Without a reload, the add-listing wizard's contact step starts from the saved profile.
  await page.getByRole('link', { name: 'Avaleht' }).first().click();
  await page.getByRole('button', { name: 'Lisa kuulutus' }).first().click();
  await expectStep(page, 1, 'Kuulutuse tüüp');
  await next(page);
  await expectStep(page, 2, 'Detailid');
  await wizard(page)
    .getByLabel(/^Lähtepunkti linn/)
    .fill('Tartu');
  await wizard(page)
    .getByLabel(/^Sihtpunkti linn/)
    .fill('Riia');
  await wizard(page)
    .getByLabel(/^Kauba tüüp/)
    .selectOption('toidukaubad');
  await next(page);
  await expectStep(page, 3, 'Kontakt');
  await expect(wizard(page).getByLabel('Kontaktisik')).toHaveValue('Mari Maasikas');
  await expect(wizard(page).getByLabel('Telefon')).toHaveValue('+372 5555 0123');
  await expect(wizard(page).getByLabel('E-post')).toHaveValue(email);
  // The route was typed: closing asks first.
  await page.keyboard.press('Escape');
  await page
    .getByRole('alertdialog', { name: 'Kas loobuda muudatustest?' })
    .getByRole('button', { name: 'Loobu muudatustest' })
    .click();
  await expect(wizard(page)).toBeHidden();

  // A reload reads it back from the server.
  await page.goto('/profile-settings?tab=profile');
  await expect(form.getByLabel('Kontaktisik')).toHaveValue('Mari Maasikas');
  await expect(form.getByLabel('Telefon')).toHaveValue('+372 5555 0123');
  await expect(form.getByLabel('Aadress')).toHaveValue('Tartu mnt 1, Tallinn');
});

test('a user changes the password: the current one is checked, other devices are signed out, the new one signs in', async ({
  page,
  browser,
}) => {
  const oldPassword = 'Vana-Parool-1';
  const newPassword = 'Uus-Parool-77';
  const { email } = await signInAs(page, { password: oldPassword });

  // Another device, signed in before the change.
  const otherContext = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const other = await otherContext.newPage();
  await signInThroughApi(other, email, oldPassword);
  await other.reload();
  await expect(header(other).getByText(`Tere, ${prefixOf(email)}`)).toBeVisible();

  await page.goto('/profile-settings?tab=security');
  const form = page.getByRole('form', { name: 'Parooli muutmine' });
  const current = form.getByLabel('Praegune parool');
  const fresh = form.getByLabel('Uus parool');
  const repeat = form.getByLabel('Korda uut parooli');
  const submit = form.getByRole('button', { name: 'Muuda parool' });

  // The form's own checks, in the policy's order, before anything is sent.
  await submit.click();
  await expect(form.getByText(MESSAGES.password.currentRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.password.tooShort)).toBeVisible();
  await current.fill('Vale-Parool-9');
  await fresh.fill('uusparool77');
  await repeat.fill('midagi muud');
  await submit.click();
  await expect(form.getByText(MESSAGES.password.uppercase)).toBeVisible();
  // One message at a time: the confirmation is compared once the new password passes.
  await expect(form.getByText(MESSAGES.password.newMismatch)).toHaveCount(0);
  await fresh.fill(newPassword);
  await expect(form.getByText('Tugevus: Tugev')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Parooli nõuded' }).locator('li[data-ok="true"]')).toHaveCount(
    4,
  );
  await submit.click();
  await expect(form.getByText(MESSAGES.password.newMismatch)).toBeVisible();
  await repeat.fill(newPassword);

  // A wrong current password: said under that field, and the new password stays typed.
  await submit.click();
  await expect(form.getByText(MESSAGES.password.currentWrong)).toBeVisible();
  await expect(current).toBeFocused();
  await expect(fresh).toHaveValue(newPassword);
  await expect(repeat).toHaveValue(newPassword);
  await form.getByRole('button', { name: 'Näita parooli' }).nth(1).click();
  await expect(fresh).toHaveAttribute('type', 'text');
  await captureScreens(page, 'settings-security-wrong-password');

  await current.fill(oldPassword);
  await expect(form.getByText(MESSAGES.password.currentWrong)).toHaveCount(0);
  await submit.click();
  await expect(toast(page, MESSAGES.password.changed)).toBeVisible();
  await expect(toast(page, MESSAGES.password.otherSessionsEnded)).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(fresh).toHaveValue('');
  await expect(repeat).toHaveValue('');

  // This browser stays signed in; the other device's next call is refused and it notices.
  expect((await page.request.get('/api/me/profile')).status()).toBe(200);
  expect((await other.request.get('/api/me/profile')).status()).toBe(401);
  await other.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  await expect(toast(other, 'Sessioon aegunud')).toBeVisible();
  await expect(header(other).getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  await otherContext.close();

  // Signing out and in again: the old password no longer works, the new one does.
  await header(page).getByRole('button', { name: 'Logi välja' }).click();
  await expect(toast(page, 'Olete välja logitud')).toBeVisible();
  await header(page).getByRole('button', { name: 'Logi sisse' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Logi sisse' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Parool', { exact: true }).fill(oldPassword);
  await dialog.getByLabel('Parool', { exact: true }).press('Enter');
  await expect(toast(page, 'Viga sisselogimisel')).toBeVisible();
  await dialog.getByLabel('Parool', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Logi sisse' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByText(`Tere, ${prefixOf(email)}`)).toBeVisible();
});

test('a user sends a bug report and can write another one', async ({ page }) => {
  await signInAs(page);
  await page.goto('/profile-settings?tab=feedback');
  const form = page.getByRole('form', { name: 'Tagasiside' });
  const types = form.getByRole('group', { name: 'Tagasiside tüüp' });
  await expect(types.getByRole('button', { name: 'Tagasiside' })).toHaveAttribute('aria-pressed', 'true');

  await form.getByRole('button', { name: 'Saada' }).click();
  await expect(form.getByText(ACCOUNT_MESSAGES.feedback.subjectRequired)).toBeVisible();
  await expect(form.getByText(ACCOUNT_MESSAGES.feedback.messageRequired)).toBeVisible();

  await types.getByRole('button', { name: 'Veateade' }).click();
  await expect(types.getByRole('button', { name: 'Veateade' })).toHaveAttribute('aria-pressed', 'true');
  await form.getByLabel(/^Teema/).fill('Kuupäev ei salvestu');
  const message = 'Kui valin pealelaadimise kuupäeva ja lähen tagasi, on väli jälle tühi.';
  await form.getByLabel(/^Sõnum/).fill(message);
  await expect(form.getByText(`${message.length} / 5000`)).toBeVisible();
  await captureScreens(page, 'settings-feedback');

  // A failed send keeps the text for another try.
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE } },
    }),
  );
  await form.getByRole('button', { name: 'Saada' }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profile.feedbackError)).toBeVisible();
  await expect(toast(page, UNAVAILABLE)).toBeVisible();
  await expect(form.getByLabel(/^Sõnum/)).toHaveValue(message);
  await page.unroute('**/api/feedback');

  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.status() === 201,
  );
  await form.getByRole('button', { name: 'Saada' }).click();
  expect(await (await sent).json()).toMatchObject({
    type: 'bug',
    priority: 'high',
    status: 'open',
    subject: 'Kuupäev ei salvestu',
  });
  await expect(toast(page, ACCOUNT_MESSAGES.profile.feedbackSent)).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.feedback.thanksTitle)).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.feedback.thanksTitle)).toBeFocused();
  await captureScreens(page, 'settings-feedback-sent');

  await page.getByRole('button', { name: 'Saada veel üks' }).click();
  await expect(form.getByLabel(/^Teema/)).toHaveValue('');
  await expect(form.getByLabel(/^Teema/)).toBeFocused();
  await expect(form.getByLabel(/^Sõnum/)).toHaveValue('');
  await expect(types.getByRole('button', { name: 'Tagasiside' })).toHaveAttribute('aria-pressed', 'true');
  // Nothing new was typed: switching tabs does not ask.
  await page.getByRole('tab', { name: 'Profiil' }).click();
  await expect(page.getByRole('form', { name: 'Profiil' })).toBeVisible();
});
