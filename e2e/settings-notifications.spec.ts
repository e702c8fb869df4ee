import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { captureScreens as captureAt, DESKTOP, expectNoHorizontalScroll, PHONE } from './support/screens';

// The settings page's notifications tab: alert preferences for a user with access, the premium prompt
// for a free one.
const expect = baseExpect.configure({ timeout: 15_000 });
const P = ACCOUNT_MESSAGES.profile;

test.use({ viewport: DESKTOP });

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function alertsForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Teavitused' });
}

function chips(scope: Locator, label: string): Locator {
  return scope.getByRole('list', { name: label }).getByRole('listitem');
}

// The header is sticky: a page scrolled down would show it in the middle of a full-page screenshot.
async function captureScreens(page: Page, name: string, sizes?: Parameters<typeof captureAt>[2]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureAt(page, name, sizes);
}

// Days of the Tallinn calendar as the API keeps them, and as the picker shows them.
const day = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Tallinn' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const shown = (iso: string) => iso.split('-').reverse().join('.');

test('a user with access sets alert preferences, saves them and finds them after a reload', async ({
  page,
}) => {
  await signInAs(page, { plan: 'trial' });
  await page.goto('/profile-settings?tab=notifications');
  const form = alertsForm(page);
  await expect(form).toBeVisible();
  await expect(form).toContainText('Tühi filter tähendab jaotise sees „ükskõik milline“');

  // Never saved: alerts off, instant, every section off (its filters folded away) until it has a filter.
  const master = form.getByRole('switch', { name: 'Saada mulle teavitusi' });
  await expect(master).toHaveAttribute('aria-checked', 'false');
  await expect(form.getByRole('radio', { name: /^Kohe/ })).toBeChecked();
  const companies = form.getByRole('region', { name: 'Ettevõtted' });
  await expect(companies.getByRole('switch', { name: 'Ettevõtted' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(companies).toContainText('Filtrid jäävad alles.');
  await expect(companies.getByLabel('Töötajaid vähemalt')).toHaveCount(0);

  await master.click();
  await expect(master).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('radio', { name: 'Kord tunnis' }).check();

  const cargo = form.getByRole('region', { name: 'Kaubad' });
  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  // Countries come from the list only: typed text picks the match.
  const origins = cargo.getByRole('combobox', { name: 'Lähteriigid' });
  await origins.fill('lät');
  await expect(
    cargo.getByRole('listbox', { name: 'Lähteriigid' }).getByRole('option', { name: 'Läti' }),
  ).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await origins.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await captureAt(page, 'settings-notifications-suggestions', [size], { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
  await origins.press('Enter');
  await expect(chips(cargo, 'Lähteriigid')).toHaveText(['Läti']);
  await origins.fill('Atlantis');
  await expect(cargo.getByRole('listbox', { name: 'Lähteriigid' })).toContainText('Sobivat valikut pole');
  await origins.press('Enter');
  await expect(chips(cargo, 'Lähteriigid')).toHaveText(['Läti']);
  await origins.fill('');

  const cargoTypes = cargo.getByRole('combobox', { name: 'Kauba tüübid' });
  await cargoTypes.fill('toidukaubad');
  await cargoTypes.press('Enter');
  await expect(chips(cargo, 'Kauba tüübid')).toHaveText(['toidukaubad']);
  await cargo.getByLabel('Kaal alates').fill('12,5');

  const [from, to] = [day(2), day(9)];
  await cargo.getByRole('button', { name: 'Pealevõtu kuupäev: Vali kuupäevavahemik' }).click();
  const calendar = page.getByRole('dialog');
  await calendar.locator(`[data-day="${from}"]:not([data-outside]) button`).click();
  await calendar.locator(`[data-day="${to}"]:not([data-outside]) button`).click();
  await expect(calendar).toHaveCount(0);
  await expect(
    cargo.getByRole('button', { name: `Pealevõtu kuupäev: ${shown(from)} – ${shown(to)}` }),
  ).toBeVisible();

  // Transport off: its filters are folded away.
  const transport = form.getByRole('region', { name: 'Vaba transport' });
  await expect(transport.getByLabel('Kandevõime alates')).toHaveCount(0);
  await captureScreens(page, 'settings-notifications-filled');

  // Unsaved changes: another tab asks first, and staying keeps them.
  await page.getByRole('tab', { name: 'Ettevõte' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Salvestamata muudatused' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Jää lehele' }).click();
  await expect(page).toHaveURL(/tab=notifications$/);
  await expect(cargo.getByLabel('Kaal alates')).toHaveValue('12,5');

  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, P.notificationsUpdated)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Tühista muudatused' })).toHaveCount(0);

  await page.reload();
  await expect(master).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('radio', { name: 'Kord tunnis' })).toBeChecked();
  await expect(chips(cargo, 'Lähteriigid')).toHaveText(['Läti']);
  await expect(chips(cargo, 'Kauba tüübid')).toHaveText(['toidukaubad']);
  await expect(cargo.getByLabel('Kaal alates')).toHaveValue('12,5');
  await expect(
    cargo.getByRole('button', { name: `Pealevõtu kuupäev: ${shown(from)} – ${shown(to)}` }),
  ).toBeVisible();
  await expect(transport.getByRole('switch', { name: 'Vaba transport' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // What the server keeps is what the form showed.
  const saved = await (await page.request.get('/api/me/notifications')).json();
  expect(saved).toMatchObject({
    isEnabled: true,
    frequency: 'hourly',
    transportNotifications: false,
    cargoOriginCountries: ['lati'],
    cargoTypes: ['toidukaubad'],
    cargoMinWeight: 12.5,
    cargoPickupDateFrom: from,
    cargoPickupDateTo: to,
  });
});

test('a city with spaces is one chip, and each section says what it will send', async ({ page }) => {
  await signInAs(page, { plan: 'trial' });
  await page.goto('/profile-settings?tab=notifications');
  const form = alertsForm(page);
  const cargo = form.getByRole('region', { name: 'Kaubad' });
  const transport = form.getByRole('region', { name: 'Vaba transport' });
  const summary = (section: Locator) => section.locator('[data-alert-summary]');
  await form.getByRole('switch', { name: 'Saada mulle teavitusi' }).click();
  await expect(summary(transport)).toHaveText('Vaba transpordi teavitusi ei saadeta.');

  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  await expect(summary(cargo)).toContainText('Midagi ei saadeta: lisage vähemalt üks filter.');
  const cities = cargo.getByRole('textbox', { name: 'Lähtelinnad' });
  await cities.pressSequentially('Frankfurt am Main');
  await cities.press('Enter');
  await expect(chips(cargo, 'Lähtelinnad')).toHaveText(['Frankfurt am Main']);
  await cities.pressSequentially('Bad Homburg vor der Höhe,');
  await expect(chips(cargo, 'Lähtelinnad')).toHaveText(['Frankfurt am Main', 'Bad Homburg vor der Höhe']);
  await expect(summary(cargo)).toHaveText(
    'Saadetakse uued kaubad: lähtelinn Frankfurt am Main, Bad Homburg vor der Höhe.',
  );

  // Switched on with nothing set: the summary warns, and it is saved as off.
  await transport.getByRole('switch', { name: 'Vaba transport' }).click();
  await expect(summary(transport)).toContainText('lisage vähemalt üks filter');
  await captureScreens(page, 'settings-notifications-summaries');
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, P.notificationsUpdated)).toBeVisible();
  await expect(transport.getByRole('switch', { name: 'Vaba transport' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(summary(transport)).toHaveText('Vaba transpordi teavitusi ei saadeta.');
  const saved = await (await page.request.get('/api/me/notifications')).json();
  expect(saved).toMatchObject({
    cargoNotifications: true,
    transportNotifications: false,
    cargoOriginCities: ['Frankfurt am Main', 'Bad Homburg vor der Höhe'],
  });
});

test('a range upside down is marked under its upper end and nothing is saved', async ({ page }) => {
  await signInAs(page, { plan: 'premium' });
  await page.goto('/profile-settings?tab=notifications');
  const cargo = alertsForm(page).getByRole('region', { name: 'Kaubad' });
  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  await cargo.getByLabel('Kaal alates').fill('30');
  await cargo.getByLabel('Kaal kuni').fill('20,5');
  await alertsForm(page).getByRole('button', { name: 'Salvesta' }).click();
  await expect(cargo.getByText(ACCOUNT_MESSAGES.notifications.minAboveMax)).toBeVisible();
  await expect(cargo.getByLabel('Kaal kuni')).toHaveValue('20,5');
  const saved = await (await page.request.get('/api/me/notifications')).json();
  expect(saved).toMatchObject({ cargoMinWeight: null, updatedAt: null });
});

test('a free user sees the premium prompt and nothing to edit', async ({ page }) => {
  await signInAs(page);
  await page.goto('/profile-settings?tab=notifications');
  const prompt = page.locator('[data-premium-prompt]');
  await expect(prompt).toContainText(P.premiumRequired);
  await expect(prompt).toContainText('vaba transport');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('switch')).toHaveCount(0);
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await captureScreens(page, 'settings-notifications-premium-prompt');
  await prompt.getByRole('link', { name: 'Vaata pakette' }).click();
  await expect(page).toHaveURL(/\/hinnad$/);
});

test('on a phone the alert filters stand in one column', async ({ page }) => {
  await signInAs(page, { plan: 'trial' });
  await page.setViewportSize(PHONE);
  await page.goto('/profile-settings?tab=notifications');
  const cargo = alertsForm(page).getByRole('region', { name: 'Kaubad' });
  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  const min = await cargo.getByLabel('Kaal alates').boundingBox();
  const max = await cargo.getByLabel('Kaal kuni').boundingBox();
  expect(max && min && max.y > min.y).toBe(true);
  await expectNoHorizontalScroll(page, 'the alerts form at 390 px');
  await cargo.getByRole('button', { name: 'Pealevõtu kuupäev: Vali kuupäevavahemik' }).click();
  await expect(page.getByRole('dialog').getByRole('grid')).toHaveCount(1);
  await expectNoHorizontalScroll(page, 'the alerts calendar at 390 px');
});

test('preferences that cannot be loaded say so, and a retry loads them', async ({ page }) => {
  await signInAs(page, { plan: 'premium' });
  await page.route('**/api/me/notifications', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Teenus ei ole saadaval' } }),
    }),
  );
  await page.goto('/profile-settings?tab=notifications');
  // After the client's own retries.
  const failure = page.getByRole('alert').filter({ hasText: P.notificationsLoadError });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/me/notifications');
  await failure.getByRole('button', { name: 'Proovi uuesti' }).click();
  await expect(alertsForm(page).getByRole('switch', { name: 'Saada mulle teavitusi' })).toBeVisible();
});
