import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

const SETTINGS_URL = '**/api/settings/public';

const isHome = (url: URL) => url.pathname === '/' && url.search === '';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Peamenüü' });
}

function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header links lead to their pages and mark the current one', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(pageHeading(page, 'Veoturg')).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Avaleht' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Info' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/info');
    await expect(pageHeading(page, 'Info')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Info' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Avaleht' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Hinnad' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/hinnad');
    await expect(pageHeading(page, 'Hinnad')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hinnad' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Avaleht' }).click();
    await expect(page).toHaveURL(isHome);
    await expect(pageHeading(page, 'Veoturg')).toBeVisible();
  });

  test('/pricing shows the same plans as /hinnad', async ({ page }) => {
    await page.goto('/pricing');
    await expect(pageHeading(page, 'Hinnad')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Hinnad' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sign-in and sign-up buttons open the dialog on the home page', async ({ page }) => {
    await page.goto('/info');
    await waitForApp(page);
    const header = page.getByRole('banner');
    const dialog = page.getByRole('dialog');
    await header.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page).toHaveURL(isHome);
    await expect(dialog.getByRole('tab', { name: 'Logi sisse' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: 'Registreeru' }).click();
    await expect(dialog.getByRole('tab', { name: 'Registreeru' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu opens, shows the links and closes after navigating', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(pageHeading(page, 'Veoturg')).toBeVisible();
    await expect(mainNav(page)).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Menüü' });
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Avaleht', 'Info', 'Hinnad']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logi sisse' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Registreeru' })).toBeVisible();
    await captureScreens(page, 'mobile-menu', [PHONE]);

    await menu.getByRole('link', { name: 'Info', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/info');
    await expect(pageHeading(page, 'Info')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menu.getByRole('link', { name: 'Hinnad', exact: true }).click();
    await expect(pageHeading(page, 'Hinnad')).toBeVisible();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Logi sisse' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('an unknown address answers 404 with the Estonian not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/see-lehte-ei-ole');
  expect(response?.status()).toBe(404);
  // The Estonian headline first; the spec's English words after it (issue 27, item 20).
  await expect(pageHeading(page, 'Lehte ei leitud')).toBeVisible();
  await expect(page.getByText('Otsitud lehte ei ole olemas või on see teisaldatud.')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle(/Lehte ei leitud/);
  await captureScreens(page, 'not-found');
  await page.getByRole('link', { name: 'Tagasi avalehele' }).click();
  await expect(page).toHaveURL(isHome);
  await expect(pageHeading(page, 'Veoturg')).toBeVisible();
});

test('offline, the page says the connection is lost and recovers by itself', async ({ page, context }) => {
  await page.goto('/');
  // The connection drops under the running app (the rows are in index.html's static copy before it
  // runs; a drop during the first load is first-load.spec.ts's).
  await waitForApp(page);
  const rows = page.locator('[data-feed-list] [data-listing-id]');
  await expect(rows.first()).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Internetiühendus puudub' });
  await expect(banner).toHaveCount(0);

  // The connection drops, then the visitor opens a list not loaded yet: its skeletons come with the
  // message, not alone.
  await context.setOffline(true);
  await page.getByRole('tab', { name: /^Transport/ }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Proovime uuesti, kui ühendus taastub.');
  await captureScreens(page, 'offline', [DESKTOP, PHONE], { fullPage: false });

  // Back online: the message leaves and the list arrives without a reload or a click.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Transpordipakkumised' }).locator('[data-listing-id]').first(),
  ).toBeVisible();
});

test.describe('error screen', () => {
  // The product has no crash switch, so the test breaks something real that a page relies on while
  // rendering: the browser's number formatting (the pricing page formats its prices with
  // Intl.NumberFormat). A script injected before the app loads makes formatting throw until
  // sessionStorage says otherwise, which lets the test first see the error screen and then let the
  // page recover, as after a passing fault.
  const FAULT_KEY = 'e2e-number-format-fault';
  const breakNumberFormatting = `(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format');
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        const format = descriptor.get.call(this);
        return (value) => {
          if (sessionStorage.getItem('${FAULT_KEY}') !== 'off') throw new Error('Number formatting failed (injected by the test)');
          return format(value);
        };
      },
    });
  })();`;
  const healFaultAndMarkDocument = `sessionStorage.setItem('${FAULT_KEY}', 'off'); window.__sameDocument = true;`;
  const isSameDocument = 'window.__sameDocument === true';

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(breakNumberFormatting);
    await page.goto('/hinnad');
    await expect(page.getByRole('heading', { name: 'Midagi läks valesti' })).toBeVisible();
    await expect(
      page.getByText('Rakenduses tekkis ootamatu viga. Palun proovige lehte uuesti laadida.'),
    ).toBeVisible();
  });

  test('"Proovi uuesti" renders the page again without reloading', async ({ page }) => {
    await captureScreens(page, 'error-screen');
    await page.evaluate(healFaultAndMarkDocument);

    await page.getByRole('button', { name: 'Proovi uuesti' }).click();

    await expect(pageHeading(page, 'Hinnad')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Midagi läks valesti' })).toHaveCount(0);
    expect(await page.evaluate(isSameDocument)).toBe(true);
  });

  test('"Laadi uuesti" reloads the page', async ({ page }) => {
    await page.evaluate(healFaultAndMarkDocument);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Laadi uuesti' }).click(),
    ]);

    await expect(pageHeading(page, 'Hinnad')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Midagi läks valesti' })).toHaveCount(0);
    expect(await page.evaluate(isSameDocument)).toBe(false);
  });
});

test.describe('maintenance gate', () => {
  const title = 'Hooldustööd käivad';
  const subtitle = 'Veoturg on hoolduse tõttu ajutiselt suletud. Oleme peagi tagasi.';

  test('with the real settings maintenance is off and the app opens', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(pageHeading(page, 'Veoturg')).toBeVisible();
    await expect(page.getByText('Vabandame ebamugavuste pärast.')).toHaveCount(0);
  });

  test('when maintenance is on it replaces every page except admin paths', async ({ page }) => {
    // The real switch lives in the admin header, which arrives with the admin sign-in. Until then the
    // test turns maintenance on by rewriting the server's own answer (same shape, enabled: true); once
    // the switch exists, this test should flip it instead.
    await page.route(SETTINGS_URL, async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...settings, maintenance: { enabled: true, title, subtitle } },
      });
    });

    await page.goto('/');
    await expect(pageHeading(page, title)).toBeVisible();
    await expect(page.getByText(subtitle)).toBeVisible();
    await expect(page.getByText('Vabandame ebamugavuste pärast.')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await captureScreens(page, 'maintenance');

    await page.goto('/info');
    await expect(pageHeading(page, title)).toBeVisible();
    await expect(pageHeading(page, 'Info')).toHaveCount(0);

    // Administrators must still reach their sign-in.
    await page.goto('/admin-login');
    await expect(pageHeading(page, 'Administraatori sisselogimine')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('when the settings cannot be loaded the app still opens', async ({ page }) => {
    await page.route(SETTINGS_URL, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await waitForApp(page);
    await expect(pageHeading(page, 'Veoturg')).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });
});

test('the pages fit a desktop and a phone screen', async ({ page }) => {
  const pages = [
    { name: 'home', path: '/', heading: 'Veoturg' },
    { name: 'info', path: '/info', heading: 'Info' },
    { name: 'pricing', path: '/hinnad', heading: 'Hinnad' },
    { name: 'not-found', path: '/olematu-leht', heading: 'Lehte ei leitud' },
  ];
  for (const { name, path, heading } of pages) {
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    // The footer's support contacts come from the settings: wait for them so the shot is complete.
    await expect(page.getByRole('contentinfo').locator('a[href^="mailto:"]')).toBeVisible();
    await captureScreens(page, name);
  }
});

test('the not-found page is in the HTML the server sends, before any script runs', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const response = await page.goto('/info/vana-aadress');
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page, 'Lehte ei leitud')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tagasi avalehele' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Lehte ei leitud – Veoturg');
  await noScript.close();
});

test('before the scripts have run, the menu button waits disabled and looks as it will', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await noScript.newPage();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menüü' });
  await expect(toggle).toBeDisabled();
  // Not greyed out: React's enabled button replaces it without a change of colour.
  await expect(toggle).toHaveCSS('opacity', '1');
  // Links work without scripts.
  await expect(page.getByRole('link', { name: 'Veoturg' }).first()).toHaveAttribute('href', '/');
  await noScript.close();

  const live = await browser.newPage({ viewport: PHONE });
  await live.goto('/');
  await live.getByRole('button', { name: 'Menüü' }).click();
  await expect(live.getByRole('navigation', { name: 'Mobiilimenüü' })).toBeVisible();
  await live.close();
});
