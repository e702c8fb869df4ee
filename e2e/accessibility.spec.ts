import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@domain/messages';
import { signInAs } from './support/auth';
import { expectNoSeriousAxeFindings } from './support/axe';
import { apiRead, apiWrite, expectStep, next, wizard } from './support/publishing';
import { DESKTOP, PHONE } from './support/screens';

// Issue 27, item 30: axe finds no serious or critical WCAG 2.1 A/AA problem on any page, in the
// states a person meets (dialogs, an error toast, a disabled form, the wizard's date fields), on a
// desktop and on a phone. Each test scans many pages: the time is the pages', not a wait.
test.describe.configure({ timeout: 240_000 });

const READY = { timeout: 20_000 };

async function scan(page: Page, address: string, ready: (page: Page) => Promise<void>) {
  await page.goto(address);
  await ready(page);
  await expectNoSeriousAxeFindings(page, `${address} at ${page.viewportSize()?.width} px`);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible(READY);
const feed = async (page: Page) =>
  expect(page.locator('[data-feed]').getByText(/^Näidatakse /)).toBeVisible(READY);

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a visitor: the public pages, the 404 page and the sign-in dialog', async ({ page }) => {
      await scan(page, '/', feed);
      await scan(page, '/?tab=transport', feed);
      await scan(page, '/?tab=companies', async (p) =>
        expect(p.getByRole('tab', { name: /Ettevõtted|Firmad/, selected: true })).toBeVisible(READY),
      );
      await scan(page, '/info', heading('Info'));
      await scan(page, '/hinnad', heading('Hinnad'));
      await scan(page, '/pricing', heading('Hinnad'));
      await scan(page, '/privaatsus', async (p) =>
        expect(p.getByRole('heading', { level: 1 })).toBeVisible(READY),
      );
      await scan(page, '/kasutustingimused', async (p) =>
        expect(p.getByRole('heading', { level: 1 })).toBeVisible(READY),
      );
      await scan(page, '/reset-password', async (p) =>
        expect(p.getByRole('heading', { level: 1 })).toBeVisible(READY),
      );
      await scan(page, '/no-such-page', heading(MESSAGES.notFound.pageNotFound));
      // The unsubscribe page as a link without its token leaves it: the page that says so.
      await scan(page, '/teavitused/loobu', heading('Teavitustest loobumine'));
      // The same for a reminder mail's confirm link.
      await scan(page, '/kuulutus/kinnita', heading('Kuulutuse kinnitamine'));

      await page.goto('/');
      await feed(page);
      const signIn = page.getByRole('banner').getByRole('button', { name: 'Logi sisse' });
      if (!(await signIn.isVisible())) await page.getByRole('button', { name: /menüü/i }).click();
      await page.getByRole('button', { name: 'Logi sisse' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousAxeFindings(page, 'the sign-in dialog');
      await page.getByRole('dialog').getByRole('tab', { name: 'Registreeru' }).click();
      await expectNoSeriousAxeFindings(page, 'the sign-up dialog');
    });

    test('an error toast on the admin sign-in page', async ({ page }) => {
      await page.goto('/admin-login');
      await page.getByRole('textbox', { name: /e-post/i }).fill('nobody@example.ee');
      await page.getByRole('textbox', { name: 'Parool' }).fill('wrong password 1');
      await page
        .getByRole('main')
        .getByRole('button', { name: /logi sisse/i })
        .click();
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible(READY);
      await expectNoSeriousAxeFindings(page, 'the admin sign-in page with an error toast');
    });

    test('a free user: my listings, the seven settings tabs and the wizard', async ({ page }) => {
      await signInAs(page);
      await scan(page, '/minu-kuulutused', heading(/Minu kuulutused/));
      for (const tab of [
        'profile',
        'company',
        'subscription',
        'security',
        'feedback',
        'notifications',
        'invoices',
      ])
        await scan(page, `/profile-settings?tab=${tab}`, async (p) =>
          expect(p.getByRole('tabpanel')).toBeVisible(READY),
        );

      // The demo provider's payment page of a contact purchase.
      const { items } = await apiRead<{ items: { id: string }[] }>(page, '/api/listings/cargo?pageSize=10');
      const { url } = await apiWrite<{ url: string }>(page, 'POST', '/api/payments/contact-checkout', {
        listingType: 'cargo',
        listingId: items[0]!.id,
      });
      const checkout = new URL(url, 'http://app');
      await scan(page, checkout.pathname + checkout.search, async (p) =>
        expect(p.getByRole('button', { name: /^Maksa 2,00/ })).toBeVisible(READY),
      );

      await page.goto('/');
      await feed(page);
      await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
      await expectStep(page, 1, 'Kuulutuse tüüp');
      await expectNoSeriousAxeFindings(page, 'the wizard, step 1');
      await next(page);
      await expectStep(page, 2, 'Detailid');
      await expect(wizard(page)).toBeVisible();
      await expectNoSeriousAxeFindings(page, 'the wizard, step 2 (dates)');
    });

    test("a premium user: the alerts form in use and the demo provider's subscription page", async ({
      page,
    }) => {
      await signInAs(page, { plan: 'premium' });
      await scan(page, '/profile-settings?tab=notifications', async (p) =>
        expect(p.getByRole('tabpanel')).toBeVisible(READY),
      );
      await scan(page, '/demo-tellimus', heading('Tellimuse haldus'));
    });

    test('an admin: every back-office page', async ({ page }) => {
      await signInAs(page, { role: 'admin' });
      for (const address of [
        '/admin',
        '/admin/activity',
        '/admin/users',
        '/admin/entries',
        '/admin/verifications',
        '/admin/variables',
        '/admin/support',
        '/admin/reports',
        '/admin/credits',
        '/admin/pricing',
        '/admin/mail',
      ])
        await scan(page, address, async (p) =>
          expect(p.getByRole('heading', { level: 1 })).toBeVisible(READY),
        );
    });
  });
}

// WCAG 2.3.3: someone who asked their system for less motion gets none (web/styles.css). The feed's
// request is held, so its loading skeletons stay on screen to be looked at; the suite itself runs
// with less motion (playwright.config.ts), so the ordinary case is asked for here.
test.describe('motion', () => {
  const heldFeed = async (page: Page) => {
    await page.route('**/api/listings/cargo?*', () => undefined);
    await page.goto('/');
    const skeleton = page.locator('[data-feed] .animate-pulse').filter({ visible: true }).first();
    await expect(skeleton).toBeVisible(READY);
    return skeleton.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
    });
  };

  test.describe('asked for less', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the loading skeletons stand still', async ({ page }) => {
      const animation = await heldFeed(page);
      expect(animation.name).toBe('pulse');
      expect(animation.seconds).toBeLessThan(0.001);
    });
  });

  test.describe('not asked', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('the loading skeletons pulse', async ({ page }) => {
      const animation = await heldFeed(page);
      expect(animation.name).toBe('pulse');
      expect(animation.seconds).toBeGreaterThanOrEqual(1);
    });
  });
});
