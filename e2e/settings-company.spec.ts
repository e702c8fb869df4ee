import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../domain/messages';
import { signInAs } from './support/auth';
import { captureScreens as captureAt, DESKTOP, PHONE } from './support/screens';

// The settings page's company tab: the premium prompt, the trial from /hinnad, the company's data with
// its chips and routes, the directory switch and the company found in the directory.
const expect = baseExpect.configure({ timeout: 15_000 });
const P = ACCOUNT_MESSAGES.profile;

test.use({ viewport: DESKTOP });

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function companyForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Ettevõtte andmed' });
}

function chips(scope: Locator, label: string): Locator {
  return scope.getByRole('list', { name: label }).getByRole('listitem');
}

// The header is sticky: a page scrolled down would show it in the middle of a full-page screenshot.
async function captureScreens(page: Page, name: string, sizes?: Parameters<typeof captureAt>[2]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureAt(page, name, sizes);
}

function directorySwitch(page: Page): Locator {
  return page.getByRole('switch', { name: 'Näita ettevõtet ettevõtete kataloogis' });
}

function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
}

test('a new user takes the trial on /hinnad, fills in the company, lists it and finds it in the directory', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Seaded' }).click();
  await page.getByRole('tab', { name: 'Ettevõte' }).click();
  await expect(page).toHaveURL(/\/profile-settings\?tab=company$/);

  // Without access: what the feature gives, the way to the plans, nothing to edit.
  const prompt = page.locator('[data-premium-prompt]');
  await expect(prompt).toContainText(P.premiumRequired);
  await expect(prompt).toContainText('ettevõtete kataloogis');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await expect(panel.getByRole('switch')).toHaveCount(0);
  await captureScreens(page, 'settings-company-premium-prompt');

  await prompt.getByRole('link', { name: 'Vaata pakette' }).click();
  await expect(page).toHaveURL(/\/hinnad$/);
  await page.locator('[data-plan="Premium"]').getByRole('button', { name: 'Proovi 7 päeva tasuta' }).click();
  await expect(toast(page, MESSAGES.trial.started)).toBeVisible();

  await page.getByRole('link', { name: 'Seaded' }).click();
  await page.getByRole('tab', { name: 'Ettevõte' }).click();
  const form = companyForm(page);
  await expect(form).toBeVisible();

  // No saved name yet: the switch waits for one and says why.
  await expect(directorySwitch(page)).toBeDisabled();
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('[data-directory-place]')).toContainText('sisestage allpool ettevõtte nimi');

  const mark = stamp();
  const name = `E2E Vedu ${mark} OÜ`;
  await form.getByLabel('Ettevõtte nimi').fill(name);
  await form.getByLabel('Tegevusala').selectOption({ label: 'rahvusvaheline' });
  await form.getByLabel('Autopark').fill('8 poolhaagist, 2 kaubikut');

  // Chips: Enter, a comma, a click on a suggestion; Backspace in the empty box takes the last one back.
  const types = form.getByRole('combobox', { name: 'Transpordiliigid' });
  await types.fill('kaubik');
  await types.press('Enter');
  await types.pressSequentially('külmik,');
  await types.pressSequentially('Ekspress ');
  await expect(chips(form, 'Transpordiliigid')).toHaveText(['kaubik', 'külmik', 'Ekspress']);
  await types.press('Backspace');
  await expect(chips(form, 'Transpordiliigid')).toHaveText(['kaubik', 'külmik']);
  // A repeat in another letter case is not added twice.
  await types.pressSequentially('KAUBIK,');
  await expect(chips(form, 'Transpordiliigid')).toHaveText(['kaubik', 'külmik']);

  const regions = form.getByRole('combobox', { name: 'Teeninduspiirkonnad' });
  await regions.click();
  await form
    .getByRole('listbox', { name: 'Teeninduspiirkonnad' })
    .getByRole('option', { name: 'baltimaad' })
    .click();
  // The keyboard way: arrows move through the suggestions, Enter takes one.
  await regions.fill('ees');
  await regions.press('ArrowDown');
  await expect(
    form.getByRole('listbox', { name: 'Teeninduspiirkonnad' }).getByRole('option', { name: 'eesti' }),
  ).toHaveAttribute('aria-selected', 'true');
  await regions.press('Enter');
  await expect(chips(form, 'Teeninduspiirkonnad')).toHaveText(['baltimaad', 'eesti']);
  await form.getByRole('button', { name: 'Eemalda: eesti' }).click();
  await expect(chips(form, 'Teeninduspiirkonnad')).toHaveText(['baltimaad']);

  // Where the company is based, picked from the gazetteer: the directory finds it near there.
  const base = form.getByRole('combobox', { name: /^Ettevõtte asukoht/ });
  await base.fill('Tartu');
  await form
    .getByRole('listbox', { name: 'Soovitatud kohad' })
    .getByRole('option', { name: /^Tartu/ })
    .first()
    .click();
  await expect(base).toHaveValue('Tartu');

  await form.getByRole('button', { name: 'Lisa liin' }).click();
  const route = form.locator('[data-route-row="0"]');
  const from = route.getByRole('combobox', { name: /^Lähtekoht/ });
  await expect(from).toBeFocused();
  // Each end through the place picker: Tallinn picked from the gazetteer, Riga typed as it is.
  await from.fill('Tallin');
  await form
    .getByRole('listbox', { name: 'Soovitatud kohad' })
    .getByRole('option', { name: /^Tallinn/ })
    .first()
    .click();
  await expect(from).toHaveValue('Tallinn');
  await route.getByRole('combobox', { name: /^Sihtkoht/ }).fill('Riia');
  await route.getByLabel('Sagedus').fill('kord nädalas');
  await route.getByLabel('Haagise tüüp').fill('Poolhaagis');
  await form.getByLabel('Kirjeldus').fill('Veod Baltimaades ja Soome.');
  await form.getByLabel('Koduleht').fill('www.e2e-vedu.ee');
  await form.getByLabel('Asutamisaasta').fill('2011');
  await form.getByLabel('Töötajate arv').fill('14');

  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, P.companyUpdated)).toBeVisible();
  // Saved as the server keeps it: the address made whole.
  await expect(form.getByLabel('Koduleht')).toHaveValue('https://www.e2e-vedu.ee/');
  await expect(form.getByRole('button', { name: 'Tühista muudatused' })).toHaveCount(0);

  // The switch takes effect at once.
  await expect(directorySwitch(page)).toBeEnabled();
  await directorySwitch(page).click();
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(toast(page, P.visibilityUpdated)).toBeVisible();
  const status = page.locator('[data-directory-place] [data-listed]');
  await expect(status).toHaveAttribute('data-listed', 'true');
  await expect(status).toContainText('Ettevõte on kataloogis nähtav.');
  await captureScreens(page, 'settings-company-filled');

  // A reload shows what was saved.
  await page.reload();
  await expect(form.getByLabel('Ettevõtte nimi')).toHaveValue(name);
  await expect(form.getByLabel('Tegevusala')).toHaveValue('rahvusvaheline');
  await expect(chips(form, 'Transpordiliigid')).toHaveText(['kaubik', 'külmik']);
  await expect(chips(form, 'Teeninduspiirkonnad')).toHaveText(['baltimaad']);
  await expect(route.getByRole('combobox', { name: /^Lähtekoht/ })).toHaveValue('Tallinn');
  await expect(route.getByRole('combobox', { name: /^Lähtekoht/ })).toHaveAttribute(
    'data-place-picked',
    'true',
  );
  await expect(route.getByRole('combobox', { name: /^Sihtkoht/ })).toHaveValue('Riia');
  await expect(route.getByLabel('Sagedus')).toHaveValue('kord nädalas');
  await expect(base).toHaveValue('Tartu');
  await expect(base).toHaveAttribute('data-place-picked', 'true');
  await expect(form.getByLabel('Asutamisaasta')).toHaveValue('2011');
  await expect(form.getByLabel('Töötajate arv')).toHaveValue('14');
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'true');

  await status.getByRole('link', { name: 'Vaata kataloogi' }).click();
  await expect(page).toHaveURL(/\/\?tab=companies$/);
  // Found by its name, however many companies earlier runs have listed.
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(mark);
  await search.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === mark);
  const row = page
    .getByRole('table', { name: 'Ettevõtete kataloog' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Tallinn → Riia');
  await expect(row).toContainText('Tartu, Eesti');

  // Near Tartu, within 25 km: found, with its distance from there.
  const [tartu] = (await (await page.request.get('/api/places?q=Tartu')).json()).items as { id: number }[];
  await page.goto(`/?tab=companies&q=${encodeURIComponent(mark)}&near=${tartu?.id}&radiusKm=25`);
  const near = page
    .getByRole('table', { name: 'Ettevõtete kataloog' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(near.locator('[data-point-distance="company"]')).toContainText('0 km');
  await expect(page.getByRole('list', { name: 'Valitud filtrid' })).toContainText(
    'Asukoht lähedal: Tartu, 25 km',
  );
});

test('a refused value is marked under its field, with the same words in the browser and from the server, and stays as typed', async ({
  page,
}) => {
  const name = `E2E Kataloog ${stamp()} OÜ`;
  await signInAs(page, { plan: 'trial', profile: { companyName: name, showInCompanyDirectory: true } });
  await page.goto('/profile-settings?tab=company');
  const form = companyForm(page);
  await expect(form.getByLabel('Ettevõtte nimi')).toHaveValue(name);
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'true');

  // Checked in the browser with the API's own schema: no request is sent.
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/me/company') puts += 1;
  });
  await form.getByLabel('Töötajate arv').fill('1.5');
  await form.getByLabel('Asutamisaasta').fill('2999');
  await form.getByRole('button', { name: 'Lisa liin' }).click();
  await form.locator('[data-route-row="0"]').getByLabel('Sagedus').fill('iga päev');
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(form.getByText(MESSAGES.wizard.invalidInteger)).toBeVisible();
  await expect(form.getByText(P.invalidYear)).toBeVisible();
  await expect(form.getByText(P.routeRequired)).toBeVisible();
  await expect(form.getByLabel('Töötajate arv')).toHaveValue('1.5');
  await expect(form.getByLabel('Asutamisaasta')).toHaveValue('2999');
  await expect(form.getByLabel('Töötajate arv')).toHaveAttribute('aria-invalid', 'true');
  await captureScreens(page, 'settings-company-errors', [PHONE]);
  expect(puts).toBe(0);

  // Changing a field takes its message away.
  await form.getByLabel('Töötajate arv').fill('15');
  await expect(form.getByText(MESSAGES.wizard.invalidInteger)).toHaveCount(0);
  await form.getByLabel('Asutamisaasta').fill('2015');
  await form
    .locator('[data-route-row="0"]')
    .getByRole('combobox', { name: /^Lähtekoht/ })
    .fill('Tartu');
  await form
    .locator('[data-route-row="0"]')
    .getByRole('combobox', { name: /^Sihtkoht/ })
    .fill('Pärnu');

  // The server's rule: a listed company keeps its name. Its 400 lands on the name's field.
  await form.getByLabel('Ettevõtte nimi').fill('');
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/me/company',
  );
  await form.getByRole('button', { name: 'Salvesta' }).click();
  expect((await answer).status()).toBe(400);
  await expect(toast(page, P.companyUpdateError)).toBeVisible();
  await expect(form.getByText(P.companyNameRequired)).toBeVisible();
  await expect(form.getByLabel('Ettevõtte nimi')).toBeFocused();
  await expect(form.getByLabel('Töötajate arv')).toHaveValue('15');
  await expect(
    form.locator('[data-route-row="0"]').getByRole('combobox', { name: /^Lähtekoht/ }),
  ).toHaveValue('Tartu');

  await form.getByLabel('Ettevõtte nimi').fill(name);
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, P.companyUpdated)).toBeVisible();
  await expect(form.getByText(P.companyNameRequired)).toHaveCount(0);
});

test('the directory switch turns at once and goes back when the server refuses it', async ({ page }) => {
  const name = `E2E Lüliti ${stamp()} OÜ`;
  await signInAs(page, { plan: 'trial', profile: { companyName: name, showInCompanyDirectory: false } });
  await page.goto('/profile-settings?tab=company');
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(directorySwitch(page)).toBeEnabled();

  // Meanwhile the name is cleared in another tab, so the server will refuse to list the company.
  const cleared = await page.request.put('/api/me/company', {
    data: { companyName: '' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(cleared.status()).toBe(200);

  await directorySwitch(page).click();
  await expect(toast(page, P.visibilityError)).toContainText(P.companyNameRequired);
  await expect(directorySwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('[data-directory-place] [data-listed]')).toHaveAttribute('data-listed', 'false');
});

test('a company that cannot be loaded says so, and a retry loads it', async ({ page }) => {
  const name = `E2E Laadimine ${stamp()} OÜ`;
  await signInAs(page, { plan: 'trial', profile: { companyName: name } });
  // The server is unavailable for a while (its own answer to a database outage).
  await page.route('**/api/me/company', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Teenus ei ole saadaval' } }),
    }),
  );
  await page.goto('/profile-settings?tab=company');
  // After the client's own retries.
  const failure = page.getByRole('alert').filter({ hasText: P.loadError });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/me/company');
  await failure.getByRole('button', { name: 'Proovi uuesti' }).click();
  await expect(companyForm(page).getByLabel('Ettevõtte nimi')).toHaveValue(name);
});
