import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { signInAs, uniqueEmail, type TestUserOptions } from './support/auth';
import { publishCargo } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Each screen waits for its chunk, the session and the list; on a loaded machine that can pass 10 s
// (as in my-listings.spec.ts).
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY_MS = 86_400_000;
const OWN_PLAN = ADMIN_MESSAGES.cannotChangeOwnPlan;

/** dd.MM.yyyy of a moment, in Tallinn, as the page shows dates. */
function tallinnDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('et-EE', {
    timeZone: 'Europe/Tallinn',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** A fresh user in a browser context of its own (the admin's session stays as it is); closed afterwards. */
async function freshUser(browser: Browser, options: TestUserOptions, then?: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    const user = await signInAs(page, options);
    await then?.(page);
    return user;
  } finally {
    await context.close();
  }
}

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Kasutajad' });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Otsi kasutajat' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

test.describe('the users page of the back office', () => {
  test('finds a user, sets premium for 14 days and toggles the admin role', async ({ page, browser }) => {
    // Two users, the plan dialog with its calendar, the role both ways and screenshots: past a
    // minute when the machine is busy.
    test.setTimeout(120_000);
    await signInAs(page, { role: 'admin' });
    const target = await freshUser(browser, {
      email: uniqueEmail('kasutaja'),
      profile: { contactPerson: 'Mari Maasikas', companyName: 'Maasika Vedu OÜ' },
    });

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasutajad' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Haldusmenüü' });
    await expect(nav.getByRole('link', { name: 'Kasutajad' })).toHaveAttribute('aria-current', 'page');

    await search(page, target.email);
    const row = usersTable(page).getByRole('row').filter({ hasText: target.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Mari Maasikas')).toBeVisible();
    await expect(row.getByText('Maasika Vedu OÜ')).toBeVisible();
    await expect(row.getByText('Tasuta', { exact: true })).toBeVisible();
    await expect(row.getByText('Kasutaja', { exact: true })).toBeVisible();
    await captureScreens(page, 'admin-users');

    // The plan: the dialog states the current one; custom without a day cannot be saved.
    await row.getByRole('button', { name: 'Tellimus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kasutaja tellimus' });
    await expect(dialog.getByText('Praegu:')).toBeVisible();
    await expect(dialog.getByText('Tasuta', { exact: true }).first()).toBeVisible();
    await dialog.getByText('Vali kuupäev', { exact: true }).first().click();
    await expect(dialog.getByRole('button', { name: 'Salvesta' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Lõppkuupäev' }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await captureScreens(page, 'admin-users-subscription-calendar', [DESKTOP, PHONE], { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();

    await dialog.getByText('14 päeva', { exact: true }).click();
    const end = tallinnDay(new Date(Date.now() + 14 * DAY_MS));
    await expect(dialog.getByText(`Premium kuni ${end}, ilma makseta.`)).toBeVisible();
    await captureScreens(page, 'admin-users-subscription-dialog', [DESKTOP, PHONE], { fullPage: false });
    await dialog.getByRole('button', { name: 'Salvesta' }).click();
    await expect(
      page.getByText(`Kasutaja tellimus määratud: Premium kuni ${end} (määras admin)`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Premium', { exact: true })).toBeVisible();
    await expect(row.getByText(`kuni ${end} (määras admin)`)).toBeVisible();

    // The role, on and off, each after a confirmation.
    await row.getByRole('button', { name: 'Tee adminiks' }).click();
    const grant = page.getByRole('alertdialog', { name: 'Anna administraatori õigused?' });
    await expect(grant.getByText(target.email)).toBeVisible();
    await grant.getByRole('button', { name: 'Tee adminiks' }).click();
    await expect(page.getByText('User role updated to admin')).toBeVisible();
    await expect(grant).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Eemalda admin' }).click();
    const revoke = page.getByRole('alertdialog', { name: 'Eemalda administraatori õigused?' });
    await revoke.getByRole('button', { name: 'Eemalda õigused' }).click();
    await expect(page.getByText('User role updated to user')).toBeVisible();
    await expect(row.getByText('Kasutaja', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Tee adminiks' })).toBeVisible();

    // The filters live in the address, next to the search.
    await page.getByLabel('Pakett').selectOption({ label: 'Premium' });
    await expect(page).toHaveURL((url) => url.searchParams.get('plan') === 'premium');
    await expect(row).toBeVisible();
    await page.getByLabel('Roll').selectOption({ label: 'Admin' });
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('role') === 'admin' && url.searchParams.get('q') === target.email,
    );
    await expect(page.getByText('Ühtegi kasutajat ei leitud')).toBeVisible();
    await captureScreens(page, 'admin-users-empty');
  });

  // Issue 27, item 9: the server refuses an admin's own plan (409 OWN_SUBSCRIPTION); the page shows
  // the action, not usable, with the reason, as it leaves out the role toggle and the deletion.
  test("the admin's own row: no role toggle or deletion, and the plan says why it cannot be set", async ({
    page,
  }) => {
    const admin = await signInAs(page, { role: 'admin' });
    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
    const own = usersTable(page).getByRole('row').filter({ hasText: admin.email });
    // The page's first list (its chunk, the session, the search) has taken past 15 s on a busy machine.
    await expect(own.getByText('Sina')).toBeVisible({ timeout: 30_000 });
    await expect(own.getByRole('button', { name: 'Kustuta' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: /admin/ })).toHaveCount(0);
    const plan = own.getByRole('button', { name: 'Tellimus' });
    await expect(plan).toHaveAttribute('aria-disabled', 'true');
    await expect(plan).toHaveAccessibleName('Tellimus');
    await expect(plan).toHaveAccessibleDescription(OWN_PLAN);
    // Playwright will not click what is aria-disabled; a person can, and the reason shows.
    await plan.click({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(OWN_PLAN);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await captureScreens(page, 'admin-users-own-plan', [DESKTOP], { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The phone's card: the same, on a tap.
    await page.setViewportSize(PHONE);
    const card = page
      .getByRole('list', { name: 'Kasutajad' })
      .getByRole('listitem')
      .filter({ hasText: admin.email });
    await expect(card.getByRole('button', { name: 'Kustuta' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Tellimus' }).click({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(OWN_PLAN);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await captureScreens(page, 'admin-users-own-plan', [PHONE], { fullPage: false });
  });

  test('deletes a user after saying what happens; the phone shows cards', async ({ page, browser }) => {
    await signInAs(page, { role: 'admin' });
    const victim = await freshUser(browser, { email: uniqueEmail('kustutatav') }, async (own) => {
      await publishCargo(own, {
        originCity: 'Tallinn',
        destinationCity: 'Riia',
        notes: 'Kustutatava kuulutus',
      });
    });

    await page.setViewportSize(PHONE);
    await page.goto(`/admin/users?q=${encodeURIComponent(victim.email)}`);
    const cards = page.getByRole('list', { name: 'Kasutajad' });
    const card = cards.getByRole('listitem').filter({ hasText: victim.email });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Kaubad: 1')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Tee adminiks' })).toBeVisible();
    await captureScreens(page, 'admin-users-cards', [PHONE]);

    await card.getByRole('button', { name: 'Kustuta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kustuta kasutaja?' });
    await expect(confirm).toContainText(
      'kõik tema kuulutused eemaldatakse (1 kaubakuulutus ja 0 transpordikuulutust)',
    );
    await expect(confirm).toContainText('Seda toimingut ei saa tagasi võtta.');
    await captureScreens(page, 'admin-users-delete', [DESKTOP, PHONE], { fullPage: false });
    await confirm.getByRole('button', { name: 'Kustuta kasutaja' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Ühtegi kasutajat ei leitud')).toBeVisible();
  });

  test('says so when the users cannot be read', async ({ page }) => {
    await signInAs(page, { role: 'admin' });
    const usersApi = (url: URL) => url.pathname === '/api/admin/users';
    await page.route(usersApi, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Serveri viga. Palun proovige uuesti.' } },
      }),
    );
    await page.goto('/admin/users');
    await expect(page.getByText('Failed to fetch users')).toBeVisible();
    await captureScreens(page, 'admin-users-error');
    await page.unroute(usersApi);
    await page.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(page.getByRole('table', { name: 'Kasutajad' })).toBeVisible();
  });
});
