import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../domain/messages';
import { signInAs, uniqueEmail } from './support/auth';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Issue 27, item 23 (decision 0042): the privacy policy and the terms, consent at sign-up, the
// user's data as a file and the deletion of the account from the settings.

const CONSENT = 'Olen tutvunud kasutustingimuste ja privaatsuspoliitikaga';

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.use({ viewport: DESKTOP });

test('the footer links to the privacy policy and the terms, each a page of its own with its title', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Jaluse lingid' });

  await footer.getByRole('link', { name: 'Privaatsuspoliitika' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/privaatsus');
  await expect(page.getByRole('heading', { level: 1, name: 'Privaatsuspoliitika' })).toBeVisible();
  await expect(page).toHaveTitle('Privaatsuspoliitika – Veoturg');
  await expect(page.getByRole('heading', { name: 'Küpsised' })).toBeVisible();
  // The support address comes from the settings: wait for it so the shot is complete.
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
  await captureScreens(page, 'privacy-policy');

  await footer.getByRole('link', { name: 'Kasutustingimused' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/kasutustingimused');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasutustingimused' })).toBeVisible();
  await expect(page).toHaveTitle('Kasutustingimused – Veoturg');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
  await captureScreens(page, 'terms');

  // Opened directly (a link in a mail, a new tab from the sign-up form), the pages load as well.
  await page.goto('/privaatsus');
  await expect(page.getByRole('heading', { level: 1, name: 'Privaatsuspoliitika' })).toBeVisible();
});

test('sign-up asks for the consent, links both pages, and a fresh sign-up works with it', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?auth=signup');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Registreeru' })).toHaveAttribute('aria-selected', 'true');

  const email = uniqueEmail('consent');
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Parool', { exact: true }).fill('Nousolek2026');
  await dialog.getByLabel('Korda parooli').fill('Nousolek2026');
  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(dialog.getByText(MESSAGES.signup.consentRequired)).toBeVisible();
  expect(posts.filter((path) => path.startsWith('/api/auth/'))).toEqual([]);

  // The pages open beside the form, so what is typed stays.
  for (const [name, path] of [
    ['kasutustingimuste', '/kasutustingimused'],
    ['privaatsuspoliitikaga', '/privaatsus'],
  ] as const) {
    const link = dialog.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const checkbox = dialog.getByRole('checkbox', { name: CONSENT });
  await checkbox.check();
  await expect(dialog.getByText(MESSAGES.signup.consentRequired)).toBeHidden();
  await captureScreens(page, 'signup-consent', [DESKTOP, PHONE], { fullPage: false });

  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(dialog.getByRole('heading', { name: 'Kontrollige oma postkasti' })).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
});

test('the settings download the user’s data and delete the account, which ends the session', async ({
  page,
}) => {
  const user = await signInAs(page, {
    profile: { contactPerson: 'Privaatne Mari', companyName: 'Andmed OÜ' },
  });
  await page.goto('/profile-settings?tab=profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Teie andmed' })).toBeVisible();
  const section = page.getByRole('main');
  await expect(page.getByLabel('Kontaktisik')).toHaveValue('Privaatne Mari');
  await captureScreens(page, 'settings-your-data');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Laadi alla minu andmed' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^veoturg-minu-andmed-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ id: user.userId, email: user.email });
  expect(data.profile).toMatchObject({ contactPerson: 'Privaatne Mari', companyName: 'Andmed OÜ' });

  await section.getByRole('button', { name: 'Kustuta minu konto' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kas kustutada Teie konto?' });
  const remove = confirm.getByRole('button', { name: 'Kustuta konto jäädavalt' });
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox').fill('keegi.teine@example.test');
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox').fill(user.email.toUpperCase());
  await expect(remove).toBeEnabled();
  await captureScreens(page, 'settings-delete-account', [DESKTOP, PHONE], { fullPage: false });
  await remove.click();

  // Home, signed out, told so; the old session no longer opens anything.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(toast(page, MESSAGES.privacy.accountDeleted)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  await expect(toast(page, 'Sessioon aegunud')).toHaveCount(0);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
