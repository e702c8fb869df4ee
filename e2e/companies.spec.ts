import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './support/auth';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The seeded directory (server/db/seeds/demo-data.ts): 16 companies. Balti Veod has 5 transport
// types, 5 regular routes and 4 service regions; the premium demo user's own company is Demo Logistika.
const PREMIUM_USER = 'premium@veoturg.ee';
// The demo data's 16 companies, and whatever companies earlier tests put in the directory.
async function directorySize(page: Page): Promise<number> {
  const answer = await page.request.get('/api/companies?pageSize=100');
  return ((await answer.json()) as { total: number }).total;
}
const BALTI = 'Balti Veod OÜ';
const BALTI_PHONE = '+372 5123 4410';
const BALTI_EMAIL = 'dispetcher@baltiveod-demo.ee';
const LOCKED = 'Kontaktandmed on lukus';
const COMPANIES_URL = '/?tab=companies';

function directoryTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Ettevõtete kataloog' });
}

function companyRow(page: Page, name: string): Locator {
  return directoryTable(page).getByRole('row').filter({ hasText: name });
}

function companyCard(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Ettevõtted' }).getByRole('article', { name });
}

async function openDirectory(page: Page, query = ''): Promise<void> {
  await page.goto(`${COMPANIES_URL}${query}`);
  await expect(page.getByRole('tab', { name: /Ettevõtted/ })).toHaveAttribute('aria-selected', 'true');
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor sees every company with its contacts locked', async ({ page }) => {
    // Bodies are read as they arrive: a body read later may be gone after the page refetches.
    const answers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/companies') return;
      response.text().then(
        (body) => answers.push(body),
        () => {},
      );
    });
    await openDirectory(page);

    const table = directoryTable(page);
    await expect(table).toBeVisible();
    // One header row and one row per company.
    const size = await directorySize(page);
    expect(size).toBeGreaterThanOrEqual(16);
    await expect(table.getByRole('row')).toHaveCount(size + 1);
    await expect(table.getByRole('img', { name: LOCKED })).toHaveCount(size);
    await expect(page.getByText(`Näidatakse 1–${size} / ${size} tulemust`)).toBeVisible();

    // Nothing to dial or write to: not as a link, not as text, not in the answer.
    await expect(table.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain(BALTI_PHONE);
    expect(html).not.toContain(BALTI_EMAIL);
    expect(answers.join('\n')).not.toContain(BALTI_EMAIL);
    // The same answer straight from the API, as a visitor.
    const direct = await page.request.get('/api/companies?pageSize=100');
    expect(await direct.text()).not.toContain(BALTI_EMAIL);

    // The lock tells a visitor how to open it.
    await companyRow(page, BALTI).getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Logi sisse' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');

    await captureScreens(page, 'companies-visitor');
  });

  test('the table shows up to four of each, then "+N", and expands to everything', async ({ page }) => {
    await openDirectory(page);
    const row = companyRow(page, BALTI);

    const types = row.getByRole('list', { name: 'Transpordiliigid' });
    await expect(types.getByRole('listitem')).toHaveCount(5); // 4 tags and the counter
    await expect(types.getByText('+1', { exact: true })).toBeVisible();
    await expect(types).not.toContainText('autotransporter');

    const routes = row.getByRole('list', { name: 'Regulaarsed liinid' });
    await expect(routes.getByText('+1', { exact: true })).toBeVisible();
    await expect(routes).toContainText('Tallinn → Riia');
    await expect(routes).not.toContainText('Hamburg');

    // Four regions fit without a counter.
    const regions = row.getByRole('list', { name: 'Teeninduspiirkonnad' });
    await expect(regions.getByRole('listitem')).toHaveCount(4);
    await expect(regions).not.toContainText('+');

    const more = row.getByRole('button', { name: /Vaata lähemalt/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = row.getByRole('button', { name: /Peida üksikasjad/ });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await less.getAttribute('aria-controls')}"]`);
    await expect(details).toContainText('Autopark');
    await expect(details).toContainText('18 poolhaagist, 6 külmikut, 4 kaubikut');
    await expect(details.getByRole('list', { name: 'Kõik transpordiliigid' })).toContainText(
      'autotransporter',
    );
    await expect(details.getByRole('list', { name: 'Kõik regulaarsed liinid' })).toContainText(
      'Tallinn → Hamburg',
    );
    await expect(details).toContainText('kord nädalas · 24 t · poolhaagis');
    await captureScreens(page, 'companies-expanded', [DESKTOP]);

    await less.click();
    await expect(details).toHaveCount(0);
  });

  test('the premium user sees phone, e-mail, website and contact person', async ({ page }) => {
    await signInThroughApi(page, PREMIUM_USER, DEMO_PASSWORD);
    await openDirectory(page);

    const table = directoryTable(page);
    await expect(table.getByRole('row')).toHaveCount((await directorySize(page)) + 1);
    await expect(table.getByRole('img', { name: LOCKED })).toHaveCount(0);

    const row = companyRow(page, BALTI);
    await expect(row.getByRole('link', { name: BALTI_PHONE })).toHaveAttribute('href', 'tel:+37251234410');
    await expect(row.getByRole('link', { name: BALTI_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${BALTI_EMAIL}`,
    );
    const website = row.getByRole('link', { name: /www\.baltiveod-demo\.ee/ });
    await expect(website).toHaveAttribute('href', 'https://www.baltiveod-demo.ee/');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(row).toContainText('Andres Mets');
    // Open with the plan: neutral, with the crown's "Premium", as a listing's contact panel.
    const contact = row.getByRole('group', { name: 'Kontaktandmed' });
    await expect(contact).toHaveAttribute('data-contact-state', 'premium');
    await expect(contact).toContainText('Premium');
    await expect(contact).not.toHaveAttribute('data-highlighted', 'true');

    const own = companyRow(page, 'Demo Logistika OÜ');
    await expect(own).toContainText('Teie ettevõte');
    const ownContact = own.getByRole('group', { name: 'Kontaktandmed' });
    await expect(ownContact).toHaveAttribute('data-contact-state', 'owner');
    // The badge by the name says whose company it is; the contact does not say it a second time.
    await expect(ownContact).toContainText('Teie andmed');
    await expect(ownContact).not.toContainText('Teie ettevõte');
    await captureScreens(page, 'companies-premium');
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await openDirectory(page, '&q=olematu-vedaja-xyz');
    await expect(page.getByText('Ettevõtteid ei leitud')).toBeVisible();
    await expect(page.getByText('Proovige teist otsingusõna või eemaldage mõni filter.')).toBeVisible();
    await expect(directoryTable(page)).toHaveCount(0);
    await captureScreens(page, 'companies-empty');
  });

  test('a failed load offers "Proovi uuesti"', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/companies',
      (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Serveri viga' } }),
            })
          : route.continue(),
    );
    await openDirectory(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Viga andmete laadimisel' });
    // The query client retries three times with back-off before giving up.
    await expect(alert).toBeVisible({ timeout: 30_000 });
    // The spec's failure toast says it too, with its own retry.
    const errorToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Viga andmete laadimisel' });
    await expect(errorToast).toBeVisible();
    await expect(errorToast.getByRole('button', { name: 'Proovi uuesti' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(directoryTable(page).getByRole('row')).toHaveCount((await directorySize(page)) + 1);
  });

  test('the regular-routes table lists the companies’ routes and narrows them by the search', async ({
    page,
  }) => {
    await page.goto('/?tab=transport');
    const table = page.getByRole('table', { name: 'Regulaarsed liinid' });
    await expect(table).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'Tallinn → Hamburg' }).filter({ hasText: BALTI });
    await expect(row).toContainText('kord nädalas');
    await expect(row).toContainText('24 t');
    await expect(row).toContainText('poolhaagis');
    await expect(row.getByRole('img', { name: LOCKED })).toBeVisible();
    await captureScreens(page, 'regular-routes');

    // The search box's text narrows the routes too: four routes end in Hamburg.
    await page.goto('/?tab=transport&q=hamburg');
    await expect(table.getByRole('row')).toHaveCount(4 + 1);
    const hamburg = table.getByRole('row').filter({ hasText: BALTI });
    await hamburg.getByRole('button', { name: /Vaata lähemalt/ }).click();
    await expect(table.getByText('Vedaja:')).toContainText(BALTI);
    await expect(table.getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('companies are cards with up to 3 transport types and 2 + 2 routes and regions', async ({ page }) => {
    await openDirectory(page);
    await expect(directoryTable(page)).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Ettevõtted' }).getByRole('article');
    await expect(cards).toHaveCount(await directorySize(page));

    const card = companyCard(page, BALTI);
    await expect(
      card.getByRole('list', { name: 'Transpordiliigid' }).getByText('+2', { exact: true }),
    ).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Regulaarsed liinid' }).getByText('+3', { exact: true }),
    ).toBeVisible();
    await expect(
      card.getByRole('list', { name: 'Teeninduspiirkonnad' }).getByText('+2', { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: LOCKED })).toBeVisible();
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);

    await card.getByRole('button', { name: /Vaata lähemalt/ }).click();
    await expect(card).toContainText('autotransporter');
    await expect(card).toContainText('Tallinn → Hamburg');
    await captureScreens(page, 'companies-cards', [PHONE]);
  });

  test('the premium user can call from a card', async ({ page }) => {
    await signInThroughApi(page, PREMIUM_USER, DEMO_PASSWORD);
    await openDirectory(page);
    const card = companyCard(page, BALTI);
    await expect(card.getByRole('link', { name: BALTI_PHONE })).toHaveAttribute('href', 'tel:+37251234410');
    await captureScreens(page, 'companies-cards-premium', [PHONE]);
  });

  test('the empty state fits a phone', async ({ page }) => {
    await openDirectory(page, '&q=olematu-vedaja-xyz');
    await expect(page.getByText('Ettevõtteid ei leitud')).toBeVisible();
  });
});
