import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInAs, waitForMailLink } from './support/auth';
import { apiWrite, publishCargo, stamp } from './support/publishing';
import { captureScreens, DESKTOP, expectNoHorizontalScroll } from './support/screens';

// Alerts that arrive: a user with access sets a filter, another user publishes a listing that
// matches it, the alert mail shows up in the development mailbox, and its unsubscribe link works
// without signing in. (Named to run after marketplace.spec.ts, whose counts its listings would change.)
const expect = baseExpect.configure({ timeout: 15_000 });
const P = ACCOUNT_MESSAGES.profile;

test.use({ viewport: DESKTOP });

async function openAlertsTab(page: Page) {
  await page.goto('/profile-settings?tab=notifications');
  const form = page.getByRole('form', { name: 'Teavitused' });
  await expect(form).toBeVisible();
  return form;
}

test('a matching listing arrives as an alert mail whose unsubscribe link switches alerts off', async ({
  page,
  browser,
}) => {
  const city = `Alertlinn${stamp()}`;
  const { email } = await signInAs(page, { plan: 'trial' });
  const form = await openAlertsTab(page);
  await expect(form.getByTestId('alert-activity')).toHaveText(
    'Teavitusi pole veel saadetud. Viimase 7 päeva jooksul vastas filtritele 0 uut pakkumist.',
  );
  await form.getByRole('switch', { name: 'Saada mulle teavitusi' }).click();
  const cargo = form.getByRole('region', { name: 'Kaubad' });
  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  const cities = cargo.getByRole('textbox', { name: 'Lähtelinnad' });
  await cities.fill(city);
  await cities.press('Enter');
  await expect(cargo.getByRole('list', { name: 'Lähtelinnad' }).getByRole('listitem')).toHaveText([city]);
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: P.notificationsUpdated })).toBeVisible();

  // Another user, in a browser of their own, publishes one listing that matches and one that does not.
  const publisherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const publisher = await publisherContext.newPage();
  await signInAs(publisher, {});
  await publisher.goto('/');
  await publishCargo(publisher, { originCity: `Muulinn${stamp()}`, destinationCity: 'Riia' });
  const listing = await publishCargo(publisher, { originCity: city, destinationCity: 'Riia' });
  await publisherContext.close();

  // The mail, with the listing's link.
  const listingLink = await waitForMailLink(page.request, email, new RegExp(`listing=${listing.id}`));
  expect(listingLink).toBe(`/?listing=${listing.id}&type=cargo`);
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('list', { name: 'E-kirjad' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .first();
  await expect(mail).toContainText(`Uus sobiv pakkumine: Veos: ${city} (Eesti) → Riia (Läti)`);
  await mail.getByRole('button').first().click();
  const headers = mail.getByRole('definition');
  await expect(mail.getByText('List-Unsubscribe:', { exact: true })).toBeVisible();
  await expect(headers.filter({ hasText: /\/api\/notifications\/unsubscribe\?token=/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: 'List-Unsubscribe=One-Click' })).toHaveCount(1);
  await expect(mail).not.toContainText('Muulinn');
  await captureScreens(page, 'alerts-mailbox');

  // The listing link opens the listing.
  await page.goto(listingLink);
  await expect(page.getByText(city).first()).toBeVisible();

  // The unsubscribe link, signed out as a mail reader may be: it asks, then switches alerts off.
  const unsubscribeLink = await waitForMailLink(page.request, email, /\/teavitused\/loobu\?token=/);
  const session = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: 'Teavitustest loobumine' })).toBeVisible();
  await captureScreens(page, 'alerts-unsubscribe');
  await page.getByRole('button', { name: 'Lülita teavitused välja' }).click();
  await expect(
    page.getByRole('heading', { name: ACCOUNT_MESSAGES.notifications.unsubscribed }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, 'unsubscribe page');
  await captureScreens(page, 'alerts-unsubscribed');

  // Signed in again: alerts are off, the filter kept, and the tab says what went out.
  await page.context().addCookies(session);
  const after = await openAlertsTab(page);
  await expect(after.getByRole('switch', { name: 'Saada mulle teavitusi' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(
    after.getByRole('region', { name: 'Kaubad' }).getByRole('list', { name: 'Lähtelinnad' }),
  ).toContainText(city);
  await expect(after.getByTestId('alert-activity')).toContainText('Viimane teavitus saadeti');
  await expect(after.getByTestId('alert-activity')).toContainText('vastas filtritele 1 uus pakkumine');
  await captureScreens(page, 'alerts-settings-activity');
});

test('a forged unsubscribe link says so and changes nothing', async ({ page }) => {
  await page.goto('/teavitused/loobu?token=abc.def');
  await page.getByRole('button', { name: 'Lülita teavitused välja' }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.notifications.unsubscribeInvalid);
  await expect(page.getByRole('link', { name: 'Ava teavituste seaded' })).toBeVisible();
  await captureScreens(page, 'alerts-unsubscribe-invalid');
});

test('a carrier asks for the loads that fit its truck, and a fitting load arrives by mail', async ({
  page,
  browser,
}) => {
  const { email } = await signInAs(page, { plan: 'trial' });
  await page.goto('/');
  // A truck free in Tallinn, going to Riga.
  await apiWrite(page, 'POST', '/api/listings/transport', {
    originCity: 'Tallinn',
    destinationCity: 'Riia',
    destinationCountry: 'lati',
    trailerType: 'tentsõiduk',
    contactPhone: '+372 5555 0103',
    durationDays: 7,
  });
  const form = await openAlertsTab(page);
  await form.getByRole('switch', { name: 'Saada mulle teavitusi' }).click();
  const trucks = form.getByRole('switch', { name: 'Sobivad koormad minu veokitele' });
  await trucks.click();
  await expect(form.getByText(/^Iga uus kaup, mis sobib mõnele Teie aktiivsele/)).toBeVisible();
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: P.notificationsUpdated })).toBeVisible();
  await captureScreens(page, 'alerts-truck-matches');
  // Kept: no filter is needed for it.
  const again = await openAlertsTab(page);
  await expect(again.getByRole('switch', { name: 'Sobivad koormad minu veokitele' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Another user publishes a load from Tallinn to Jūrmala, 25 km from Riga.
  const shipperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shipper = await shipperContext.newPage();
  await signInAs(shipper, {});
  await shipper.goto('/');
  const load = await publishCargo(shipper, {
    originCity: 'Tallinn',
    destinationCity: 'Jūrmala',
    notes: `Veokile ${stamp()}`,
  });
  await shipperContext.close();
  const link = await waitForMailLink(page.request, email, new RegExp(`listing=${load.id}`));
  expect(link).toBe(`/?listing=${load.id}&type=cargo`);
});
