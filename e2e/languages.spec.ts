import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import lv from '../messages/lv.json' with { type: 'json' };
import ruMail from '../messages/mail/ru.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };
import { waitForApp } from './support/app';
import { signInAs, uniqueEmail, waitForMailLink } from './support/auth';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The pages in the region's six languages (issue 28; docs/decisions/0064-the-pages-language.md):
// the browser's language on a first visit, the switch in the header and on the phone menu, a link's
// ?lang=, the cookie for a visitor, the profile for a user, and what the page holds kept across it.

const html = (page: Page) => page.locator('html');
const banner = (page: Page) => page.getByRole('banner');

test.describe('a visitor', () => {
  test.use({ viewport: DESKTOP, locale: 'ru-RU' });

  test('whose browser reads Russian gets Russian, and the switch keeps the page and its filters', async ({
    page,
  }) => {
    await page.goto('/?tab=transport&q=Riga');
    await expect(html(page)).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(ru.shell.title);
    await waitForApp(page);
    await expect(banner(page).getByRole('button', { name: ru.auth.signIn })).toBeVisible();
    // The controls' longer Russian words wrap to a row of their own rather than squeezing the
    // search to a few letters (it was 140 px wide here).
    const search = await page.getByRole('searchbox').boundingBox();
    expect(search?.width ?? 0).toBeGreaterThanOrEqual(256);
    // The regular routes' headers hold their words ("Грузоподъёмность" ran into the next column).
    const routes = page.getByRole('table', { name: ru.companies.routes });
    await expect(routes.getByRole('row').nth(1)).toBeVisible();
    const overflowing = await routes
      .locator('th')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
    expect(overflowing).toEqual([]);
    // The demo companies' typed routes were located, so they read in Russian too (decision 0091).
    await expect(routes.getByRole('row').filter({ hasText: 'Таллин → Рига' }).first()).toBeVisible();
    // The support line's hours are Russian too: no SUPPORT_HOURS is set, so the product's own.
    await expect(page.getByRole('contentinfo')).toContainText(
      ru.support.line.replace('{hours}', ru.support.defaultHours),
    );
    await captureScreens(page, 'language-home-ru');

    await banner(page).getByLabel(ru.shell.language).selectOption('lv');
    await expect(html(page)).toHaveAttribute('lang', 'lv');
    await waitForApp(page);
    await expect(banner(page).getByRole('button', { name: lv.auth.signIn })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      lv.support.line.replace('{hours}', lv.support.defaultHours),
    );
    const address = new URL(page.url());
    expect(address.searchParams.get('tab')).toBe('transport');
    expect(address.searchParams.get('q')).toBe('Riga');

    // The choice is kept: the next page is Latvian though the browser still asks for Russian.
    await page.goto('/info');
    await expect(html(page)).toHaveAttribute('lang', 'lv');
    await expect(page).toHaveTitle(/.+/);
    expect((await page.context().cookies()).find((c) => c.name === 'veoturg_lang')?.value).toBe('lv');
  });

  test('who follows a link with ?lang=en reads English, and the address goes on without it', async ({
    page,
  }) => {
    await page.goto('/no-such-page?lang=en');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${en.notFound.pageNotFound} – Veoturg`);
    await waitForApp(page);
    await expect(page).toHaveURL((url) => !url.searchParams.has('lang'));
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(en.shell.title);
  });
});

test.describe('a new user whose browser reads Russian', () => {
  test.use({ viewport: DESKTOP, locale: 'ru-RU' });

  test('signs up in Russian: the form, the confirmation mail and the account are Russian', async ({
    page,
  }) => {
    const email = uniqueEmail('ru');
    const password = 'Alguses2026';
    await page.goto('/');
    await waitForApp(page);
    await banner(page).getByRole('button', { name: ru.header.signUp }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ru.listingFields.email).fill(email);
    await dialog.getByLabel(ru.auth.password, { exact: true }).fill(password);
    await dialog.getByLabel(ru.auth.repeatPassword).fill(password);
    await dialog.getByRole('checkbox', { name: new RegExp(ru.auth.consentTerms) }).check();
    await dialog.getByRole('button', { name: ru.auth.createAccount }).click();
    await expect(dialog.getByRole('heading', { name: ru.auth.checkInbox })).toBeVisible();

    const confirmation = await waitForMailLink(page.request, email, /verify-email/);
    const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as {
      items: { to: string; subject: string }[];
    };
    expect(mailbox.items.find((item) => item.to === email)?.subject).toBe(ruMail.mail.confirmation.subject);

    await page.goto(confirmation);
    await expect(html(page)).toHaveAttribute('lang', 'ru');
    await waitForApp(page);
    await expect(banner(page).getByRole('button', { name: ru.header.signOut })).toBeVisible();
    const profile = (await (await page.request.get('/api/me/profile')).json()) as { language: string };
    expect(profile.language).toBe('ru');
  });
});

test.describe('a signed-in user on a phone', () => {
  test.use({ viewport: PHONE });

  test('switches in the menu, keeps what the open form holds, and finds the language on another device', async ({
    page,
    browser,
  }) => {
    await signInAs(page);
    await page.goto('/profile-settings?tab=profile');
    await expect(html(page)).toHaveAttribute('lang', 'et');
    await waitForApp(page);
    const contactPerson = page.locator('input[name="contactPerson"]');
    await contactPerson.fill('Jaan Tamm');

    await banner(page).getByRole('button', { name: 'Menüü' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await expect(menu.getByRole('button', { name: 'Eesti' })).toHaveAttribute('aria-pressed', 'true');
    await captureScreens(page, 'language-phone-menu', [PHONE], { fullPage: false });
    await menu.getByRole('button', { name: 'English' }).click();

    await expect(html(page)).toHaveAttribute('lang', 'en');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/profile-settings\?tab=profile$/);
    await expect(contactPerson).toHaveValue('Jaan Tamm');

    // The profile keeps it: a new browser with the same session and no cookie of the choice.
    const state = await page.context().storageState();
    const other = await browser.newContext({
      viewport: DESKTOP,
      locale: 'fi-FI',
      storageState: { ...state, cookies: state.cookies.filter((c) => c.name !== 'veoturg_lang') },
    });
    const elsewhere = await other.newPage();
    await elsewhere.goto('/');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
    await other.close();
  });
});
