import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  expect as baseExpect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { signInAs, uniqueEmail, type TestUserOptions } from './support/auth';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The back office's credits and pricing pages. The tests share the server with every other spec, so
// they make their own users and put the contact price back as they found it.
const expect = baseExpect.configure({ timeout: 15_000 });

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('The Playwright config sets no baseURL');
  return url;
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A figure of the page's summary, by its label. */
function figure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Kokkuvõte' })
    .locator('> div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p');
}

async function figureValue(page: Page, label: string): Promise<number> {
  return Number((await figure(page, label).innerText()).replace(/\D/g, ''));
}

/** A user made through the development API in a request context of its own (its session stays there). */
async function makeUser(options: TestUserOptions): Promise<{ email: string; api: APIRequestContext }> {
  const origin = new URL(baseUrl()).origin;
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: origin } });
  const email = options.email ?? uniqueEmail('krediit');
  const response = await api.post('/api/dev/test-users', { data: { ...options, email } });
  expect(response.status(), await response.text()).toBe(201);
  return { email, api };
}

/** The user's row in the credits table (desktop): e-mail, plan, monthly, used, available, last reset. */
function creditRow(page: Page, email: string): Locator {
  return page
    .getByRole('table', { name: 'Kasutajate krediidid' })
    .getByRole('row')
    .filter({ hasText: email });
}

async function expectMonth(
  page: Page,
  email: string,
  used: number,
  available: number,
  bonus = 0,
): Promise<void> {
  const cells = creditRow(page, email).getByRole('cell');
  await expect(cells.nth(3)).toHaveText(String(used));
  await expect(cells.nth(4)).toHaveText(String(bonus));
  await expect(cells.nth(5)).toHaveText(String(available));
}

async function search(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Otsi e-posti järgi' }).fill(email);
  await page.getByRole('searchbox', { name: 'Otsi e-posti järgi' }).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === email);
  await expect(creditRow(page, email)).toBeVisible();
}

test.describe('admin credits', () => {
  test('an admin gives a free user a credit back and resets the month; the figures follow', async ({
    page,
  }) => {
    const free = await makeUser({ credits: { used: 3 } });
    const premium = await makeUser({ plan: 'premium', email: uniqueEmail('krediit-premium') });
    try {
      await signInAs(page, { role: 'admin' });
      await page.goto('/admin/credits');
      await expect(page.getByRole('heading', { level: 1, name: 'Krediidid' })).toBeVisible();
      await expect(figure(page, 'Kasutajad')).not.toHaveText('');
      await expect(page.getByRole('table', { name: 'Kasutajate krediidid' })).toBeVisible();
      await captureScreens(page, 'admin-credits');

      const exhausted = await figureValue(page, 'Krediidid otsas');
      await search(page, free.email);
      await expectMonth(page, free.email, 3, 0);

      // Add: the amount must be a whole number of 1 or more.
      await creditRow(page, free.email)
        .getByRole('button', { name: `Muuda krediite: ${free.email}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Muuda krediite' });
      await expect(dialog).toBeVisible();
      const amount = dialog.getByLabel('Kogus');
      await expect(amount).toHaveAttribute('inputmode', 'numeric');
      await amount.fill('0');
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(dialog.getByText(ADMIN_MESSAGES.invalidCredits)).toBeVisible();
      await amount.fill('1');
      await expect(dialog.getByText('Pärast muutmist: kasutatud 2 / 3, saadaval 1')).toBeVisible();
      await captureScreens(page, 'admin-credits-edit', [DESKTOP, PHONE], { fullPage: false });
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(toast(page, ADMIN_MESSAGES.creditsUpdated)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectMonth(page, free.email, 2, 1);
      await expect.poll(() => figureValue(page, 'Krediidid otsas')).toBe(exhausted - 1);

      // Reset, after a confirmation.
      await creditRow(page, free.email)
        .getByRole('button', { name: `Lähtesta krediidid: ${free.email}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Lähtesta krediidid?' });
      await expect(confirm).toContainText(free.email);
      await captureScreens(page, 'admin-credits-reset', [DESKTOP, PHONE], { fullPage: false });
      await confirm.getByRole('button', { name: 'Lähtesta' }).click();
      await expect(toast(page, ADMIN_MESSAGES.creditsReset)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expectMonth(page, free.email, 0, 3);

      // An access holder has nothing to edit, and the page says why.
      await search(page, premium.email);
      const holder = creditRow(page, premium.email);
      await expect(holder.getByRole('button', { name: `Muuda krediite: ${premium.email}` })).toBeDisabled();
      await expect(
        holder.getByRole('button', { name: `Lähtesta krediidid: ${premium.email}` }),
      ).toBeDisabled();
      await expect(holder.getByText('Piiramatu ligipääs')).toBeVisible();

      // The filter is kept in the address; on a phone the list is one card per user.
      await page.getByRole('searchbox', { name: 'Otsi e-posti järgi' }).fill('');
      await page.getByRole('searchbox', { name: 'Otsi e-posti järgi' }).press('Enter');
      const freeFilter = page.getByRole('button', { name: 'Tasuta', exact: true });
      await freeFilter.click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('filter') === 'free' && !url.searchParams.has('q'),
      );
      await expect(freeFilter).toHaveAttribute('aria-pressed', 'true');
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('list', { name: 'Kasutajate krediidid' })).toBeVisible();
      await captureScreens(page, 'admin-credits-free', [PHONE]);
    } finally {
      await free.api.dispose();
      await premium.api.dispose();
    }
  });
});

test.describe('admin extra credits and the activity log', () => {
  test('"Lisa krediite" on a full month grants extra credits; a removal of nothing is refused; the log speaks Estonian', async ({
    page,
  }) => {
    const full = await makeUser({ credits: { used: 0 } });
    const spent = await makeUser({ credits: { used: 3 } });
    try {
      await signInAs(page, { role: 'admin' });
      await page.goto('/admin/credits');
      await search(page, full.email);
      await expectMonth(page, full.email, 0, 3);

      // Nothing used this month: adding grants extra credits on top, kept until spent.
      await creditRow(page, full.email)
        .getByRole('button', { name: `Muuda krediite: ${full.email}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Muuda krediite' });
      await dialog.getByLabel('Kogus').fill('2');
      await expect(
        dialog.getByText('Pärast muutmist: kasutatud 0 / 3, lisakrediite 2, saadaval 5'),
      ).toBeVisible();
      await captureScreens(page, 'admin-credits-bonus', [DESKTOP, PHONE], { fullPage: false });
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(toast(page, ADMIN_MESSAGES.creditsUpdated)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectMonth(page, full.email, 0, 5, 2);
      const mine = await full.api.get('/api/me/credits');
      expect(await mine.json()).toMatchObject({ bonusCredits: 2, available: 5 });

      // Nothing left to remove: the dialog says so and saves nothing.
      await search(page, spent.email);
      await creditRow(page, spent.email)
        .getByRole('button', { name: `Muuda krediite: ${spent.email}` })
        .click();
      await dialog.getByRole('button', { name: 'Eemalda krediite' }).click();
      await dialog.getByLabel('Kogus').fill('1');
      await expect(dialog.getByText(ADMIN_MESSAGES.creditsNothingToRemove)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Salvesta' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Tühista' }).click();
      await expect(dialog).toBeHidden();

      // The log: Estonian field names and Tallinn times, no internals or ISO text.
      await page.goto('/admin/activity?action=credits_added');
      const entry = page.getByRole('table', { name: 'Tegevuslogi' }).getByRole('row').filter({
        hasText: full.email,
      });
      await expect(entry).toContainText('Lisakrediidid: 0 → 2');
      await expect(entry.getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      await expect(entry).not.toContainText('bonusCredits');
      expect(await page.getByRole('table', { name: 'Tegevuslogi' }).innerText()).not.toMatch(
        /\d{4}-\d{2}-\d{2}T/,
      );
      await expect(page.getByRole('table', { name: 'Tegevuslogi' })).not.toContainText(spent.email);

      // A feedback status in the support page's words: "Avatud → Töös", not "open → in_progress".
      const sent = await full.api.post('/api/feedback', {
        data: { type: 'support', subject: 'Arve küsimus', message: 'Palun vaadake arvet.' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { id } = (await sent.json()) as { id: string };
      const moved = await page.request.patch(`/api/admin/feedback/${id}`, {
        data: { status: 'in_progress' },
        headers: { Origin: new URL(baseUrl()).origin },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
      await page.goto('/admin/activity?action=feedback_updated');
      const status = page.getByRole('table', { name: 'Tegevuslogi' }).getByRole('row').filter({
        hasText: 'Staatus: Avatud → Töös',
      });
      await expect(status.first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tegevuslogi' })).not.toContainText('in_progress');
      await captureScreens(page, 'admin-activity-words');
    } finally {
      await full.api.dispose();
      await spent.api.dispose();
    }
  });
});

const UNLOCK_ROW = 'Kontakti avamine';

async function currentUnlockPrice(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/settings/public');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { prices: { contactUnlockPrice: number } }).prices.contactUnlockPrice;
}

/** The price as the site shows it: '2,45 €' (et-EE, a no-break space before the sign). */
function money(value: number): RegExp {
  return new RegExp(`${value.toFixed(2).replace('.', ',')}\\s€`);
}

/** Buys one contact through the demo checkout as `buyer`, as its page would. */
async function buyContact(buyer: APIRequestContext): Promise<void> {
  const feed = await buyer.get('/api/listings/cargo?page=1&pageSize=25');
  const { items } = (await feed.json()) as { items: { id: string; contactAccess: string }[] };
  const locked = items.find((item) => item.contactAccess === 'locked');
  if (!locked) throw new Error('no locked cargo listing to buy');
  const started = await buyer.post('/api/payments/contact-checkout', {
    data: { listingType: 'cargo', listingId: locked.id },
  });
  expect(started.status(), await started.text()).toBe(200);
  const id = ((await started.json()) as { url: string }).url.split('/').pop();
  const paid = await buyer.post(`/api/payments/demo/${id}/pay`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
}

test.describe('admin pricing', () => {
  test('a new contact price reaches a page open in another tab without a reload, and the next purchase', async ({
    page,
    context,
  }) => {
    const admin = await signInAs(page, { role: 'admin' });
    const before = await currentUnlockPrice(page.request);
    const next = before === 2.45 ? 2.55 : 2.45;
    const origin = new URL(baseUrl()).origin;
    const buyer = await makeUser({ credits: { used: 3 } });
    try {
      // The public pricing page, opened first in another tab of the same browser.
      const pricingPage = await context.newPage();
      await pricingPage.goto('/hinnad');
      const freePlan = pricingPage.locator('[data-plan="Tasuta"]');
      await expect(freePlan).toContainText(money(before));
      await pricingPage.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      await page.goto('/admin/pricing');
      await expect(page.getByRole('heading', { level: 1, name: 'Hinnakirjad' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('ainult uutele tehingutele');
      const table = page.getByRole('table', { name: 'Hinnad' });
      const unlockRow = table.getByRole('row').filter({ hasText: UNLOCK_ROW });
      await expect(unlockRow).toContainText(money(before));
      const count = await figureValue(page, 'Makstud avamisi');
      await captureScreens(page, 'admin-pricing');

      await unlockRow.getByRole('button', { name: `Muuda hinda: ${UNLOCK_ROW}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Muuda hinda' });
      const value = dialog.getByLabel('Uus hind (€)');
      await expect(value).toHaveAttribute('inputmode', 'decimal');
      await value.fill('0');
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(dialog.getByText(ADMIN_MESSAGES.invalidPrice)).toBeVisible();
      await value.fill(next.toFixed(2).replace('.', ','));
      await captureScreens(page, 'admin-pricing-edit', [DESKTOP, PHONE], { fullPage: false });
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(toast(page, ADMIN_MESSAGES.priceUpdated)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(unlockRow).toContainText(money(next));
      await expect(unlockRow).toContainText(admin.email);

      // The other tab heard the public event and fetched the settings again: no reload.
      await expect(freePlan).toContainText(money(next));
      expect(
        await pricingPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);

      // The next purchase pays the new price, and the page's figures and history show it.
      await buyContact(buyer.api);
      await page.reload();
      await expect.poll(() => figureValue(page, 'Makstud avamisi')).toBe(count + 1);
      await page.getByRole('button', { name: 'Tehingute ajalugu' }).click();
      const history = page.getByRole('dialog', { name: 'Tehingute ajalugu' });
      const latest = history.getByRole('row').filter({ hasText: buyer.email });
      await expect(latest).toContainText(money(next));
      await expect(latest).toContainText('Makstud');
      await captureScreens(page, 'admin-pricing-history', [DESKTOP, PHONE], { fullPage: false });
      await pricingPage.close();
    } finally {
      const restored = await page.request.put('/api/admin/pricing/contact_unlock_price', {
        data: { value: before },
        headers: { Origin: origin },
      });
      expect(restored.ok(), `restoring the price answered ${restored.status()}`).toBe(true);
      await buyer.api.dispose();
    }
  });
});

test.describe('admin price dialog', () => {
  test('reads 2,50 as 2,50 €, and asks before a change of more than ten times', async ({ page }) => {
    await signInAs(page, { role: 'admin' });
    const before = await currentUnlockPrice(page.request);
    const origin = new URL(baseUrl()).origin;
    try {
      await page.goto('/admin/pricing');
      const table = page.getByRole('table', { name: 'Hinnad' });
      const unlockRow = table.getByRole('row').filter({ hasText: UNLOCK_ROW });
      await expect(unlockRow).toContainText(money(before));
      const dialog = page.getByRole('dialog', { name: 'Muuda hinda' });
      const value = dialog.getByLabel('Uus hind (€)');

      // A decimal comma, as Estonians type it: 2,50 €, never 250 €. A change within ten times is
      // saved at once.
      const comma = before === 2.5 ? '2,45' : '2,50';
      const commaValue = Number(comma.replace(',', '.'));
      await unlockRow.getByRole('button', { name: `Muuda hinda: ${UNLOCK_ROW}` }).click();
      await value.fill(comma);
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      // Each save's toast by its own price: the first may still be showing when the second comes.
      await expect(toast(page, `${UNLOCK_ROW}: ${comma}`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(unlockRow).toContainText(money(commaValue));
      expect(await currentUnlockPrice(page.request)).toBe(commaValue);

      // More than ten times up: the dialog states both prices and waits; "Tagasi" keeps what was typed.
      await unlockRow.getByRole('button', { name: `Muuda hinda: ${UNLOCK_ROW}` }).click();
      await expect(value).toHaveValue(comma);
      await value.fill('250');
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(dialog.getByText('Uus hind on üle 10 korra kõrgem kui praegune.')).toBeVisible();
      await expect(dialog).toContainText(money(commaValue));
      await expect(dialog).toContainText(money(250));
      await captureScreens(page, 'admin-pricing-confirm', [DESKTOP, PHONE], { fullPage: false });
      await dialog.getByRole('button', { name: 'Tagasi' }).click();
      await expect(value).toHaveValue('250');
      expect(await currentUnlockPrice(page.request)).toBe(commaValue);

      // More than ten times down is asked about too, and saved once confirmed.
      await value.fill('0,2');
      await dialog.getByRole('button', { name: 'Salvesta' }).click();
      await expect(dialog.getByText('Uus hind on üle 10 korra madalam kui praegune.')).toBeVisible();
      await dialog.getByRole('button', { name: /^Jah, salvesta 0,20\s€$/ }).click();
      await expect(toast(page, `${UNLOCK_ROW}: 0,20`)).toBeVisible();
      await expect(toast(page, `${UNLOCK_ROW}: 0,20`)).toContainText(ADMIN_MESSAGES.priceUpdated);
      await expect(dialog).toBeHidden();
      await expect(unlockRow).toContainText(money(0.2));
    } finally {
      const restored = await page.request.put('/api/admin/pricing/contact_unlock_price', {
        data: { value: before },
        headers: { Origin: origin },
      });
      expect(restored.ok(), `restoring the price answered ${restored.status()}`).toBe(true);
    }
  });
});
