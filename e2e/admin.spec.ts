import { expect, request, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

const PASSWORD = 'Veoturg2026!';
const ADMIN_EMAIL = 'admin@veoturg.ee';
const USER_EMAIL = 'tasuta@veoturg.ee';
const ACCESS_DENIED = 'Access denied. Admin privileges required.';
const DEFAULT_TITLE = 'Site Under Maintenance';
const DEFAULT_SUBTITLE = 'We are performing scheduled maintenance. Please check back soon.';
const APOLOGY = 'Vabandame ebamugavuste pärast.';
// What visitors read while the texts are the defaults: the public site speaks Estonian.
const VISITOR_TITLE = 'Hooldustööd käimas';
const VISITOR_SUBTITLE = 'Teeme plaanilisi hooldustöid. Palun vaadake varsti uuesti.';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// The tests build on each other (the admin's session, the maintenance state), so they run in order.
test.describe.configure({ mode: 'serial' });

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('The Playwright config sets no baseURL');
  return url;
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

function maintenanceSwitch(page: Page) {
  return page.getByRole('switch', { name: 'Hooldusrežiim' });
}

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Hooldusrežiimi sätted' });
}

// The admin sign-in sits inside the public layout, whose header has its own "Logi sisse" button.
function signInForm(page: Page) {
  return page.getByRole('main');
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Parool', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Logi sisse' }).click();
}

// Leaves the site as it found it whatever happened above: maintenance off, the default texts. It signs in
// on its own, as the tests' session may have been signed out or never have existed.
async function restoreMaintenance(): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: origin } });
  try {
    const signIn = await api.post('/api/auth/sign-in/email', {
      data: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(signIn.ok(), `admin sign-in for the clean-up answered ${signIn.status()}`).toBe(true);
    const reset = await api.put('/api/admin/maintenance', {
      data: { enabled: false, title: DEFAULT_TITLE, subtitle: DEFAULT_SUBTITLE },
    });
    expect(reset.ok(), `maintenance clean-up answered ${reset.status()}`).toBe(true);
    await api.post('/api/auth/sign-out', { data: {} });
  } finally {
    await api.dispose();
  }
}

test.describe('admin sign-in', () => {
  test('the form asks for both fields and links back to the platform', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(heading(page, 'Administraatori sisselogimine')).toBeVisible();
    const email = signInForm(page).getByLabel('E-post');
    await expect(email).toHaveAttribute('type', 'text');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await captureScreens(page, 'admin-login');

    await signInForm(page).getByRole('button', { name: 'Logi sisse' }).click();
    await expect(page.getByText('Palun sisestage e-posti aadress')).toBeVisible();
    await expect(page.getByText('Palun sisestage parool')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login');

    await email.fill(ADMIN_EMAIL);
    await expect(page.getByText('Palun sisestage e-posti aadress')).toHaveCount(0);
    await captureScreens(page, 'admin-login-errors', [PHONE]);

    await signInForm(page).getByRole('link', { name: 'Tagasi platvormile' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(heading(page, 'Veoturg')).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/admin-login');
    await fillSignIn(page, USER_EMAIL, 'Vale-parool-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Vale e-posti aadress või parool' }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login');
  });

  test('a user without admin rights is refused and signed out again', async ({ page }) => {
    await page.goto('/admin-login');
    await fillSignIn(page, USER_EMAIL, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_DENIED })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: ACCESS_DENIED })).toBeVisible();
    // Ending the refused session on purpose is no "session expired" event.
    await expect(page.getByText('Sessioon aegunud')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login');

    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login');
  });

  test('/admin sends a signed-out visitor to the admin sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login');
    await expect(heading(page, 'Administraatori sisselogimine')).toBeVisible();
  });
});

test.describe('the administrator', () => {
  let adminState: StorageState;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let adminPage: Page;
  let visitorPage: Page;

  async function openAdmin(browser: Browser): Promise<void> {
    admin = await browser.newContext({ storageState: adminState, viewport: DESKTOP });
    adminPage = await admin.newPage();
    await adminPage.goto('/admin');
    await expect(heading(adminPage, 'Ülevaade')).toBeVisible();
    await expect(maintenanceSwitch(adminPage)).toBeEnabled();
  }

  test.beforeAll(async ({ browser }) => {
    // Signs in through the form once and shares that session: the sign-in endpoint is rate-limited.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/admin-login');
    await fillSignIn(page, ADMIN_EMAIL, PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    adminState = await context.storageState();
    await context.close();
  });

  test.beforeEach(async ({ browser }) => {
    await openAdmin(browser);
    visitor = await browser.newContext({ viewport: DESKTOP });
    visitorPage = await visitor.newPage();
  });

  test.afterEach(async () => {
    await admin.close();
    await visitor.close();
  });

  test.afterAll(async () => {
    await restoreMaintenance();
  });

  test('lands on the overview and sees the admin header', async () => {
    const header = adminPage.getByRole('banner');
    await expect(header.getByText('Veoturg admin')).toBeVisible();
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'false');
    await expect(header.getByRole('button', { name: 'Hooldusrežiimi sätted' })).toBeVisible();
    await expect(
      header.getByText('Sisse logitud: admin', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Tagasi platvormile' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Logi välja' })).toBeVisible();

    const nav = adminPage.getByRole('navigation', { name: 'Haldusmenüü' });
    await expect(nav.getByRole('link', { name: 'Ülevaade' })).toHaveAttribute('aria-current', 'page');
    // Only pages that exist are linked.
    await expect(nav.getByRole('link')).toHaveText([
      'Ülevaade',
      'Kasutajad',
      'Kuulutused',
      'Kontrollimine',
      'Teated',
      'Krediidid',
      'Hinnakirjad',
      'Muutujad',
      'Tugi',
    ]);

    // The preview shows what visitors would see: the stored English defaults in Estonian.
    const card = adminPage.getByRole('region', { name: 'Hooldusrežiim' });
    await expect(card.getByText('Väljas')).toBeVisible();
    await expect(card.getByText(VISITOR_TITLE, { exact: true })).toBeVisible();
    await expect(card.getByText(VISITOR_SUBTITLE, { exact: true })).toBeVisible();
    await expect(card.getByText(DEFAULT_TITLE)).toHaveCount(0);
    await expect(card.getByText(DEFAULT_SUBTITLE)).toHaveCount(0);

    await captureScreens(adminPage, 'admin');
    await header.getByRole('button', { name: 'Hooldusrežiimi sätted' }).click();
    await expect(settingsDialog(adminPage).getByLabel('Pealkiri', { exact: true })).toHaveValue(
      DEFAULT_TITLE,
    );
    await captureScreens(adminPage, 'admin-settings-dialog');
  });

  test('is sent straight on from the admin sign-in', async () => {
    await adminPage.goto('/admin-login');
    await expect(adminPage).toHaveURL((url) => url.pathname === '/admin');
    await expect(heading(adminPage, 'Ülevaade')).toBeVisible();
  });

  test('has the whole header on a phone', async () => {
    await adminPage.setViewportSize(PHONE);
    await expect(maintenanceSwitch(adminPage)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Logi välja' })).toBeHidden();

    const toggle = adminPage.getByRole('button', { name: 'Menüü' });
    await toggle.click();
    const menu = adminPage.getByRole('navigation', { name: 'Haldusmenüü mobiilis' });
    await expect(menu.getByRole('link', { name: 'Ülevaade' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Tagasi platvormile' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logi välja' })).toBeVisible();
    await captureScreens(adminPage, 'admin-menu', [PHONE]);
    await adminPage.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('asks before switching maintenance on; cancelling leaves it off', async () => {
    await maintenanceSwitch(adminPage).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Lülitada hooldusrežiim sisse?' });
    await expect(confirm).toContainText(`„${VISITOR_TITLE}“`);
    await captureScreens(adminPage, 'admin-maintenance-confirm');
    await confirm.getByRole('button', { name: 'Tühista' }).click();
    await expect(confirm).toBeHidden();
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'false');
    await expect(adminPage.getByRole('region', { name: 'Hooldusrežiim' }).getByText('Väljas')).toBeVisible();
    const settings = await adminPage.request.get('/api/settings/public');
    expect(((await settings.json()) as { maintenance: { enabled: boolean } }).maintenance.enabled).toBe(
      false,
    );
    await visitorPage.goto('/');
    await expect(heading(visitorPage, 'Veoturg')).toBeVisible();
  });

  test('turns maintenance on: visitors see the notice, the admin paths stay open', async () => {
    await maintenanceSwitch(adminPage).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Lülitada hooldusrežiim sisse?' })
      .getByRole('button', { name: 'Lülita sisse' })
      .click();
    await expect(adminPage.getByText('Hooldusrežiim sisse lülitatud')).toBeVisible();
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'true');
    await expect(adminPage.getByRole('region', { name: 'Hooldusrežiim' }).getByText('Sees')).toBeVisible();
    await captureScreens(adminPage, 'admin-maintenance-on');

    // The default texts are the spec's English ones in the admin's dialog; visitors read them in Estonian.
    await visitorPage.goto('/');
    await expect(heading(visitorPage, VISITOR_TITLE)).toBeVisible();
    await expect(visitorPage.getByText(VISITOR_SUBTITLE)).toBeVisible();
    await expect(visitorPage.getByText(DEFAULT_TITLE)).toHaveCount(0);
    await expect(visitorPage.getByText(DEFAULT_SUBTITLE)).toHaveCount(0);
    await expect(visitorPage.getByText(APOLOGY)).toBeVisible();
    await captureScreens(visitorPage, 'maintenance-default-texts');
    await visitorPage.goto('/info');
    await expect(heading(visitorPage, VISITOR_TITLE)).toBeVisible();

    await visitorPage.goto('/admin-login');
    await expect(heading(visitorPage, 'Administraatori sisselogimine')).toBeVisible();
    await expect(visitorPage.getByText(VISITOR_TITLE)).toHaveCount(0);

    // The admin's own tab also shows the notice outside /admin: the gate there read fresh settings.
    await adminPage.getByRole('banner').getByRole('link', { name: 'Tagasi platvormile' }).click();
    await expect(heading(adminPage, VISITOR_TITLE)).toBeVisible();
  });

  test('a refused change puts the switch back and a refused save keeps the typed texts', async () => {
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'true');
    await adminPage.route('**/api/admin/maintenance', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Serveri viga. Palun proovige uuesti.' } },
      });
    });

    await maintenanceSwitch(adminPage).click();
    await expect(adminPage.getByText('Hooldusrežiimi muutmine ebaõnnestus')).toBeVisible();
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'true');

    await adminPage.getByRole('banner').getByRole('button', { name: 'Hooldusrežiimi sätted' }).click();
    const dialog = settingsDialog(adminPage);
    await dialog.getByLabel('Pealkiri', { exact: true }).fill('Pealkiri, mis ei salvestu');
    await dialog.getByRole('button', { name: 'Salvesta' }).click();
    await expect(adminPage.getByText('Sätete salvestamine ebaõnnestus')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Pealkiri', { exact: true })).toHaveValue('Pealkiri, mis ei salvestu');
    await adminPage.unroute('**/api/admin/maintenance');
  });

  test('edits the texts and visitors see the new title after a reload', async () => {
    const title = 'Hooldustööd kuni kella 12-ni';
    const subtitle = 'Uuendame platvormi. Kuulutused ja kontod on alles.';

    await visitorPage.goto('/');
    await expect(heading(visitorPage, VISITOR_TITLE)).toBeVisible();

    await adminPage.getByRole('banner').getByRole('button', { name: 'Hooldusrežiimi sätted' }).click();
    const dialog = settingsDialog(adminPage);
    await dialog.getByLabel('Pealkiri', { exact: true }).fill('   ');
    await dialog.getByLabel('Alapealkiri').fill('');
    await dialog.getByRole('button', { name: 'Salvesta' }).click();
    await expect(dialog.getByText('Palun sisestage pealkiri')).toBeVisible();
    await expect(dialog.getByText('Palun sisestage alapealkiri')).toBeVisible();

    await dialog.getByLabel('Pealkiri', { exact: true }).fill(title);
    await dialog.getByLabel('Alapealkiri').fill(subtitle);
    await dialog.getByRole('button', { name: 'Salvesta' }).click();
    await expect(adminPage.getByText('Hooldusrežiimi sätted on edukalt uuendatud')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = adminPage.getByRole('region', { name: 'Hooldusrežiim' });
    await expect(card.getByText(title)).toBeVisible();
    await expect(card.getByText(subtitle)).toBeVisible();

    await visitorPage.reload();
    await expect(heading(visitorPage, title)).toBeVisible();
    await expect(visitorPage.getByText(subtitle)).toBeVisible();
  });

  test('turns maintenance off again and the site opens for visitors', async () => {
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'true');
    await maintenanceSwitch(adminPage).click();
    await expect(adminPage.getByText('Hooldusrežiim välja lülitatud')).toBeVisible();
    await expect(maintenanceSwitch(adminPage)).toHaveAttribute('aria-checked', 'false');

    await visitorPage.goto('/');
    await expect(heading(visitorPage, 'Veoturg')).toBeVisible();
    await expect(visitorPage.getByText(APOLOGY)).toHaveCount(0);
  });

  // Last: signing out ends the session the other tests share.
  test('signs out and the admin pages close behind them', async () => {
    await adminPage.getByRole('banner').getByRole('button', { name: 'Logi välja' }).click();
    await expect(adminPage).toHaveURL((url) => url.pathname === '/admin-login');
    await expect(heading(adminPage, 'Administraatori sisselogimine')).toBeVisible();
    await adminPage.goto('/admin');
    await expect(adminPage).toHaveURL((url) => url.pathname === '/admin-login');
  });
});

test.describe('development mailbox', () => {
  test('lists the messages and opens their links', async ({ page }) => {
    // A password reset for a demo user puts a message with a link into the mailbox.
    const origin = new URL(baseUrl()).origin;
    const reset = await page.request.post('/api/auth/request-password-reset', {
      data: { email: USER_EMAIL, redirectTo: '/reset-password' },
      headers: { Origin: origin },
    });
    expect(reset.ok(), `password reset request answered ${reset.status()}`).toBe(true);

    await page.goto('/dev/mailbox');
    await expect(heading(page, 'Postkast')).toBeVisible();
    const messages = page.getByRole('list', { name: 'E-kirjad' }).getByRole('listitem').filter({
      hasText: USER_EMAIL,
    });
    const newest = messages.first();
    await expect(newest).toBeVisible();
    await expect(newest.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();

    const toggle = newest.getByRole('button').first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = newest.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /reset-password/);
    await captureScreens(page, 'dev-mailbox');

    await page.getByRole('button', { name: 'Värskenda' }).click();
    await expect(newest).toBeVisible();
  });

  test('says so when the API has no mailbox', async ({ page }) => {
    await page.route('**/api/dev/mailbox', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: 'Sellist API teed ei ole' } },
      }),
    );
    await page.goto('/dev/mailbox');
    await expect(page.getByText('Postkast on saadaval ainult arenduskeskkonnas')).toBeVisible();
  });

  test('shows an empty mailbox as empty', async ({ page }) => {
    await page.route('**/api/dev/mailbox', (route) => route.fulfill({ status: 200, json: { items: [] } }));
    await page.goto('/dev/mailbox');
    await expect(page.getByText('Postkast on tühi')).toBeVisible();
  });
});
