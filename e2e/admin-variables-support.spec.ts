import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DIALOG, expectStep, next, stamp, toast, wizard } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

test.use({ viewport: DESKTOP });

const CARGO = ADMIN_MESSAGES.variables.lists.cargo_types;

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function origin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright config sets no baseURL');
  return new URL(baseURL).origin;
}

/** The home page of the same browser context with the add-listing wizard open at its details step. */
async function openWizardOnHome(home: Page): Promise<Locator> {
  // The page must hear the public event: wait for its live connection before anything changes.
  const live = home.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await home.goto('/');
  await live;
  await home.getByRole('button', { name: 'Lisa kuulutus' }).click();
  await expectStep(home, 1, 'Kuulutuse tüüp');
  await next(home);
  await expectStep(home, 2, 'Detailid');
  return wizard(home).getByLabel(/^Kauba tüüp/);
}

test('an admin adds, renames and deletes a cargo type; an open wizard in another tab follows without a reload', async ({
  page,
}) => {
  await signInAs(page, { role: 'admin' });
  const home = await page.context().newPage();
  const cargoType = await openWizardOnHome(home);
  const option = (name: string) => cargoType.locator(`option[value="${name}"]`);

  await page.goto('/admin/variables');
  await expect(heading(page, 'Muutujad')).toBeVisible();
  await expect(page.getByRole('button', { name: CARGO.title, pressed: true })).toBeVisible();
  const values = page.getByRole('list', { name: CARGO.title });
  await expect(values.getByText('toidukaubad', { exact: true })).toBeVisible();
  await captureScreens(page, 'admin-variables');

  // Enter adds; an empty name is ignored without a word.
  const input = page.getByRole('textbox', { name: 'Uus väärtus' });
  await input.fill('   ');
  await input.press('Enter');
  await expect(toast(page, CARGO.addError)).toHaveCount(0);
  const name = `E2E kaup ${stamp()}`;
  await input.fill(name);
  await input.press('Enter');
  await expect(toast(page, CARGO.added)).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(values.getByText(name, { exact: true })).toBeVisible();
  await expect(option(name)).toHaveCount(1);

  // The same name in another case is refused with the server's reason.
  await input.fill(name.toUpperCase());
  await input.press('Enter');
  await expect(toast(page, CARGO.addError)).toBeVisible();
  await expect(toast(page, 'on selles loendis juba olemas')).toBeVisible();

  // Rename in place: Escape cancels, Enter saves.
  await values.getByRole('button', { name: `Muuda: ${name}` }).click();
  const edit = values.getByRole('textbox', { name: `Uus nimi: ${name}` });
  await expect(edit).toBeFocused();
  await edit.fill('ei salvestu');
  await edit.press('Escape');
  await expect(edit).toHaveCount(0);
  await expect(values.getByText(name, { exact: true })).toBeVisible();
  await expect(values.getByRole('button', { name: `Muuda: ${name}` })).toBeFocused();

  const renamed = `${name} uus`;
  await values.getByRole('button', { name: `Muuda: ${name}` }).click();
  await edit.fill(renamed);
  await captureScreens(page, 'admin-variables-edit', [PHONE]);
  await edit.press('Enter');
  await expect(toast(page, CARGO.updated)).toBeVisible();
  await expect(values.getByText(renamed, { exact: true })).toBeVisible();

  // The other tab, never reloaded, offers the new name and not the old one.
  await expect(option(renamed)).toHaveCount(1);
  await expect(option(name)).toHaveCount(0);
  await expect(wizard(home)).toBeVisible();

  // Delete asks first and says that listings keep their text.
  await values.getByRole('button', { name: `Kustuta: ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Kustuta „${renamed}”?` });
  await expect(confirm).toContainText('Kuulutused, mis seda kasutavad, säilitavad oma teksti.');
  await captureScreens(page, 'admin-variables-delete', [DESKTOP, PHONE], DIALOG);
  await confirm.getByRole('button', { name: 'Kustuta' }).click();
  await expect(toast(page, CARGO.deleted)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(values.getByText(renamed, { exact: true })).toHaveCount(0);
  await expect(option(renamed)).toHaveCount(0);

  // The list is chosen in the address, so a link opens it.
  await page.getByRole('button', { name: ADMIN_MESSAGES.variables.lists.units.title }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('list') === 'units');
  await expect(page.getByRole('list', { name: ADMIN_MESSAGES.variables.lists.units.title })).toContainText(
    'm³',
  );
  await home.close();
});

test('an admin gives a cargo type its English and Russian labels; the row names the languages still missing and the public list answers the label', async ({
  page,
}) => {
  await signInAs(page, { role: 'admin' });
  await page.goto('/admin/variables');
  await expect(heading(page, 'Muutujad')).toBeVisible();
  const values = page.getByRole('list', { name: CARGO.title });
  await expect(values.getByText('toidukaubad', { exact: true })).toBeVisible();

  // A value of its own: no label yet, so the row names all five languages and the header counts it.
  const name = `E2E tõlge ${stamp()}`;
  const input = page.getByRole('textbox', { name: 'Uus väärtus' });
  await input.fill(name);
  await input.press('Enter');
  await expect(toast(page, CARGO.added)).toBeVisible();
  const row = values.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toContainText('Tõlge puudub: EN, RU, LV, LT, FI');
  await expect(page.getByTitle(/^Väärtusi, millel puudub vähemalt üks tõlge: \d+$/)).toContainText(
    /\d+ tõlkimata/,
  );

  const dialog = page.getByRole('dialog', { name: `Tõlked: „${name}”` });
  const english = dialog.getByRole('textbox', { name: 'English (en)' });
  const russian = dialog.getByRole('textbox', { name: 'Русский (ru)' });
  await row.getByRole('button', { name: `Tõlked: ${name}` }).click();
  await expect(dialog).toBeVisible();
  for (const label of ['English (en)', 'Русский (ru)', 'Latviešu (lv)', 'Lietuvių (lt)', 'Suomi (fi)']) {
    const field = dialog.getByRole('textbox', { name: label });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Puudub: näidatakse eesti keeles');
  }
  const englishLabel = `E2E label ${stamp()}`;
  const russianLabel = `Тестовый груз ${stamp()}`;
  await english.fill(englishLabel);
  await russian.fill(russianLabel);
  await captureScreens(page, 'admin-variables-labels', [DESKTOP, PHONE], DIALOG);

  // Escape with changes asks first; staying keeps what was typed.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Kas loobuda muudatustest?' });
  await question.getByRole('button', { name: 'Jätka muutmist' }).click();
  await expect(question).toHaveCount(0);
  await expect(english).toHaveValue(englishLabel);

  // A label the server refuses is named under its own field, and the dialog keeps what was typed.
  const labelsApi = (url: URL) => url.pathname.endsWith('/labels');
  await page.route(labelsApi, (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', message: 'Tõlge on liiga pikk', field: 'labels.ru' } },
    }),
  );
  await dialog.getByRole('button', { name: 'Salvesta' }).click();
  await expect(dialog.getByText('Tõlge on liiga pikk')).toBeVisible();
  await expect(russian).toHaveAttribute('aria-invalid', 'true');
  await expect(russian).toBeFocused();
  await expect(russian).toHaveValue(russianLabel);
  await page.unroute(labelsApi);

  await dialog.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, 'Tõlked salvestatud')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Tõlge puudub: LV, LT, FI');

  // Opened again, it shows the saved labels; unchanged, "Tühista" closes it without asking.
  await row.getByRole('button', { name: `Tõlked: ${name}` }).click();
  await expect(english).toHaveValue(englishLabel);
  await expect(russian).toHaveValue(russianLabel);
  await expect(dialog.getByRole('textbox', { name: 'Suomi (fi)' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Tühista' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Tõlked: ${name}` })).toBeFocused();

  // A Russian reader of the public lists sees the label; the stored value stays the Estonian name.
  const reference = await page.request.get('/api/reference', { headers: { 'Accept-Language': 'ru' } });
  expect(reference.ok(), `GET /api/reference: HTTP ${reference.status()}`).toBe(true);
  const { cargoTypes } = (await reference.json()) as { cargoTypes: { value: string; label: string }[] };
  expect(cargoTypes.find((type) => type.value === name)?.label).toBe(russianLabel);

  await row.getByRole('button', { name: `Kustuta: ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Kustuta „${name}”?` })
    .getByRole('button', { name: 'Kustuta' })
    .click();
  await expect(toast(page, CARGO.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a user’s bug report reaches support; the admin finds it by type, resolves it, and finds it by status', async ({
  page,
  browser,
}) => {
  const subject = `Kaart ei laadi ${stamp()}`;
  const message =
    'Avasin kuulutuse kaardi ja see jäi tühjaks.\n\nSammud:\n1. Ava avaleht\n2. Vajuta kuulutusel\n\n' +
    'Brauser: Chromium. '.repeat(12).trim();

  const userContext = await browser.newContext();
  try {
    const user = await userContext.newPage();
    const { email } = await signInAs(user);
    const sent = await user.request.post('/api/feedback', {
      data: { type: 'bug', subject, message },
      headers: { Origin: origin() },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInAs(page, { role: 'admin' });
    // A failed load says so, and "Proovi uuesti" loads again. (A refused request is not retried, so
    // the error shows at once.)
    const feedbackApi = (url: URL) => url.pathname === '/api/admin/feedback';
    await page.route(feedbackApi, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'VALIDATION_ERROR', message: 'Vigased andmed' } },
      }),
    );
    await page.goto('/admin/support');
    await expect(heading(page, 'Tugi')).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.fetchFeedbackError });
    await expect(failed).toBeVisible();
    const failedToast = toast(page, ADMIN_MESSAGES.fetchFeedbackError);
    await expect(failedToast).toBeVisible();
    await captureScreens(page, 'admin-support-error', [PHONE]);
    await page.unroute(feedbackApi);
    await failed.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(failed).toHaveCount(0);
    await failedToast.getByRole('button', { name: 'Sulge teavitus' }).click();
    await expect(failedToast).toHaveCount(0);

    const cards = page.getByRole('list', { name: 'Tagasiside' });
    await page.getByRole('group', { name: 'Tüüp' }).getByRole('button', { name: 'Viga' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'bug');
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(email);
    await expect(card).toContainText('Prioriteet: Kõrge');
    const badge = card.locator('[data-feedback-status]');
    await expect(badge).toHaveAttribute('data-feedback-status', 'open');
    // The line breaks of the message are kept.
    await expect(card.getByText(/Sammud:\s+1\. Ava avaleht/)).toBeVisible();
    await captureScreens(page, 'admin-support');

    const status = card.getByRole('combobox', { name: `Olek: ${subject}` });
    await status.selectOption({ label: 'Lahendatud' });
    await expect(toast(page, ADMIN_MESSAGES.feedbackStatusUpdated)).toBeVisible();
    await expect(badge).toHaveAttribute('data-feedback-status', 'resolved');
    await expect(badge).toHaveText('Lahendatud');

    await page.getByRole('combobox', { name: 'Olek', exact: true }).selectOption({ label: 'Lahendatud' });
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('status') === 'resolved' && url.searchParams.get('type') === 'bug',
    );
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: 'Olek', exact: true }).selectOption({ label: 'Avatud' });
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'open');
    await expect(page.getByRole('heading', { name: subject })).toHaveCount(0);
  } finally {
    await userContext.close();
  }
});
