import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs, signInThroughApi } from './support/auth';
import {
  apiRead,
  apiWrite,
  card,
  DIALOG,
  FREE_USER,
  MY_LISTINGS_API,
  PREMIUM_USER,
  publishCargo,
  newUserOnHome,
  stamp,
  TEMPLATES_API,
  toast,
  type MyListingsAnswer,
} from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// "Minu kuulutused": tabs and filters with counts, badges, the owner's actions and failed loads.
// Each screen waits for the session check and its list; on a loaded machine that can pass 10 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const PREMIUM_ONLY = 'Mallide kasutamine on saadaval ainult Premium-kasutajatele';

/** The card's menu button ("Toimingud: <route>"). */
function actionsOf(listingCard: Locator): Locator {
  return listingCard.getByRole('button', { name: /^Toimingud: / });
}

// The sessions-lost tests sign in again through the dialog, so their user has a password.
const PASSWORD = 'Minu1kuulutused';

async function signInInDialog(page: Page, email: string): Promise<void> {
  const signIn = page.getByRole('dialog', { name: 'Tere tulemast Veoturule' });
  await signIn.getByLabel('E-post').fill(email);
  await signIn.getByLabel('Parool', { exact: true }).fill(PASSWORD);
  await signIn.getByLabel('Parool', { exact: true }).press('Enter');
  await expect(signIn).toBeHidden();
}

test.describe('my listings on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('my listings: tabs and filters with counts, badges, and the owner actions', async ({ page }) => {
    // Five listings, every tab and filter, and screenshots at two widths: past a minute when busy.
    test.setTimeout(120_000);
    await newUserOnHome(page);
    const tag = stamp();
    const soon = await publishCargo(page, {
      originCity: `Soon ${tag}`,
      destinationCity: 'Riia',
      durationDays: 1,
    });
    const week = await publishCargo(page, {
      originCity: `Week ${tag}`,
      destinationCity: 'Kaunas',
      durationDays: 7,
    });
    const paused = await publishCargo(page, {
      originCity: `Paused ${tag}`,
      destinationCity: 'Pärnu',
      durationDays: 5,
    });
    const done = await publishCargo(page, {
      originCity: `Done ${tag}`,
      destinationCity: 'Tartu',
      durationDays: 3,
    });
    await apiWrite(page, 'POST', `/api/listings/cargo/${paused.id}/pause`);
    await apiWrite(page, 'POST', `/api/listings/cargo/${done.id}/complete`);

    await page.goto('/minu-kuulutused');
    await expect(page.getByRole('tab', { name: 'Kaubad saatmiseks 4' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Vaba transport 0' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aktiivsed 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Aegunud / peatatud 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kõik 4' })).toBeVisible();

    // Within 24 hours of expiry the badge is orange and tells the time left; otherwise green.
    await expect(card(page, soon.id).locator('[data-badge]')).toHaveText(/^Aegub .*pärast$/);
    await expect(card(page, soon.id)).toHaveAttribute('data-status', 'expiringSoon');
    await expect(card(page, week.id).locator('[data-badge]')).toHaveText('Aktiivne');
    await expect(card(page, paused.id)).toHaveCount(0);
    await captureScreens(page, 'my-listings-active');

    await page.getByRole('button', { name: 'Aegunud / peatatud 2' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'expired');
    await expect(card(page, paused.id).locator('[data-badge]')).toHaveText('Peatatud');
    await expect(card(page, done.id).locator('[data-badge]')).toHaveText('Lõpetatud');
    await captureScreens(page, 'my-listings-expired');

    // Resume the paused one from its menu: it is live again.
    await actionsOf(card(page, paused.id)).click();
    await page.getByRole('menuitem', { name: 'Jätka kuulutust' }).click();
    await expect(toast(page, 'Kuulutus on taas aktiivne')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aegunud / peatatud 1' })).toBeVisible();

    // The transport tab is empty, with the way to add one.
    await page.getByRole('tab', { name: /Vaba transport/ }).click();
    await page.getByRole('button', { name: /^Kõik/ }).click();
    await expect(page.getByText('Teil pole veel ühtegi transpordikuulutust')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lisa transport' }).last()).toHaveAttribute(
      'href',
      '/?openModal=transport',
    );
    await captureScreens(page, 'my-listings-empty');

    await page.getByRole('tab', { name: /Kaubad saatmiseks/ }).click();
    await page.getByRole('button', { name: /^Aktiivsed/ }).click();

    // Mark completed.
    await actionsOf(card(page, week.id)).click();
    await page.getByRole('menuitem', { name: 'Märgi lõpetatuks' }).click();
    await expect(toast(page, 'Kuulutus märgitud lõpetatuks')).toBeVisible();
    await expect(card(page, week.id)).toHaveCount(0);

    // Edit with the wizard's rules: a blank city is refused, a new one saved.
    await actionsOf(card(page, soon.id)).click();
    await page.getByRole('menuitem', { name: 'Muuda' }).click();
    const edit = page.getByRole('dialog', { name: 'Muuda kuulutust' });
    await edit.getByLabel(/^Sihtpunkti linn/).fill('');
    await edit.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Palun sisestage sihtpunkti linn')).toBeVisible();
    await edit.getByLabel(/^Sihtpunkti linn/).fill('Pärnu');
    await captureScreens(page, 'my-listings-edit', undefined, DIALOG);
    await edit.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Kuulutus uuendatud')).toBeVisible();
    await expect(card(page, soon.id)).toContainText('Pärnu');

    // Duplicate: the copy opens in the wizard and is published from there (publishing-duplicate.spec.ts).
    await actionsOf(card(page, soon.id)).click();
    await page.getByRole('menuitem', { name: 'Dubleeri' }).click();
    const copy = page.getByRole('dialog', { name: 'Lisa kuulutus' });
    await expect(copy.getByLabel(/^Sihtpunkti linn/)).toHaveValue('Pärnu');
    await copy.getByRole('button', { name: 'Edasi' }).click();
    await copy.getByRole('button', { name: 'Edasi' }).click();
    await copy.getByRole('button', { name: 'Avalda kuulutus' }).click();
    await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();
    await expect(page.locator('li[data-listing-id]').filter({ hasText: `Soon ${tag}` })).toHaveCount(2);

    // A free user cannot save a template: the item is there, disabled with the label, and says why
    // after the tooltip's delay, as the template buttons do.
    await actionsOf(card(page, soon.id)).click();
    const saveTemplate = page.getByRole('menuitem', { name: /Salvesta mallina/ });
    await expect(saveTemplate).toHaveAttribute('aria-disabled', 'true');
    await expect(saveTemplate).toHaveAccessibleName('Salvesta mallina Premium');
    await expect(saveTemplate).toHaveAccessibleDescription(PREMIUM_ONLY);
    await saveTemplate.hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveText(PREMIUM_ONLY);
    await captureScreens(page, 'my-listings-template-tooltip', [DESKTOP], DIALOG);
    // Choosing it anyway (Enter on it) keeps the menu open and opens no dialog.
    await saveTemplate.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Salvesta mallina' })).toHaveCount(0);
    // Esc closes the tooltip first, then the menu.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Delete after confirming: gone from every list.
    await actionsOf(card(page, soon.id)).click();
    await page.getByRole('menuitem', { name: 'Kustuta' }).click();
    await page
      .getByRole('alertdialog', { name: 'Kustuta kuulutus?' })
      .getByRole('button', { name: 'Kustuta' })
      .click();
    await expect(toast(page, 'Kuulutus kustutatud')).toBeVisible();
    await expect(card(page, soon.id)).toHaveCount(0);
    const answer = await apiRead<MyListingsAnswer>(page, '/api/me/listings?type=cargo&filter=all');
    expect(answer.items.map((i) => i.id)).not.toContain(soon.id);
    expect(answer.counts.cargo.all).toBe(4);
  });

  test("an owner action that meets a lost session says so in the page's words, and the page stays", async ({
    page,
  }) => {
    const { email } = await signInAs(page, { password: PASSWORD });
    await page.goto('/');
    const listing = await publishCargo(page, { originCity: `Rapla ${stamp()}`, destinationCity: 'Riia' });
    await page.goto('/minu-kuulutused');
    await actionsOf(card(page, listing.id)).click();

    await page.context().clearCookies();
    await page.getByRole('menuitem', { name: 'Märgi lõpetatuks' }).click();
    await expect(toast(page, 'Kasutaja pole sisse logitud')).toBeVisible();
    await expect(toast(page, 'Palun logige sisse')).toBeVisible();
    // Said once, in the page's words, not also as the general notice.
    await expect(toast(page, 'Sessioon aegunud')).toHaveCount(0);
    await expect(toast(page, 'Kuulutuse märkimisel lõpetatuks tekkis viga')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Minu kuulutused' })).toBeVisible();
    const lost = page.getByRole('main').getByText('Sessioon aegunud');
    await expect(lost).toBeVisible();
    await expect(card(page, listing.id)).toHaveCount(0);
    await captureScreens(page, 'my-listings-session-lost');

    // Signing in again brings the lists back; the listing was not completed.
    await page.getByRole('main').getByRole('button', { name: 'Logi sisse' }).click();
    await signInInDialog(page, email);
    await expect(card(page, listing.id)).toBeVisible();
    await expect(lost).toHaveCount(0);
  });

  test('a session lost mid-edit keeps the typed text, and the edit saves after signing in again', async ({
    page,
  }) => {
    const { email } = await signInAs(page, { password: PASSWORD });
    await page.goto('/');
    const listing = await publishCargo(page, { originCity: `Põlva ${stamp()}`, destinationCity: 'Riia' });
    const to = `Võru ${stamp()}`;
    await page.goto('/minu-kuulutused');
    await actionsOf(card(page, listing.id)).click();
    await page.getByRole('menuitem', { name: 'Muuda' }).click();
    const edit = page.getByRole('dialog', { name: 'Muuda kuulutust' });
    await edit.getByLabel(/^Sihtpunkti linn/).fill(to);
    await edit.getByLabel('Märkused').fill('Laadimine hommikul');

    await page.context().clearCookies();
    await edit.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Kasutaja pole sisse logitud')).toBeVisible();
    await expect(toast(page, 'Palun logige sisse')).toBeVisible();
    await expect(toast(page, 'Viga kuulutuse uuendamisel')).toHaveCount(0);
    // The form is still there with everything typed, and offers to sign in rather than to save.
    await expect(edit.getByLabel(/^Sihtpunkti linn/)).toHaveValue(to);
    await expect(edit.getByLabel('Märkused')).toHaveValue('Laadimine hommikul');
    await expect(edit.getByRole('button', { name: 'Salvesta muudatused' })).toHaveCount(0);
    await captureScreens(page, 'my-listings-edit-session-lost', undefined, DIALOG);

    await edit.getByRole('button', { name: 'Logi sisse, et salvestada' }).click();
    await signInInDialog(page, email);
    await expect(edit.getByLabel(/^Sihtpunkti linn/)).toHaveValue(to);
    await edit.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Kuulutus uuendatud')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card(page, listing.id)).toContainText(to);
  });

  test('lists that fail to load say so and try again', async ({ page }) => {
    await signInThroughApi(page, PREMIUM_USER, DEMO_PASSWORD);
    const refuse = { status: 400, json: { error: { code: 'TEST', message: 'Päring ebaõnnestus' } } };
    await page.route(MY_LISTINGS_API, (route) => route.fulfill(refuse));
    await page.goto('/minu-kuulutused');
    await expect(toast(page, 'Viga kuulutuste laadimisel')).toBeVisible();
    const listError = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Viga kuulutuste laadimisel' });
    await expect(listError).toContainText('Päring ebaõnnestus');
    await captureScreens(page, 'my-listings-error');
    await page.unroute(MY_LISTINGS_API);
    await listError.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(page.locator('li[data-listing-id]').first()).toBeVisible();

    await page.route(TEMPLATES_API, (route) => route.fulfill(refuse));
    await page.getByRole('button', { name: 'Minu mallid' }).click();
    const templates = page.getByRole('dialog', { name: 'Minu mallid' });
    const templateError = templates
      .getByRole('alert')
      .filter({ hasText: 'Ei saanud mallide andmeid laadida' });
    await expect(templateError).toBeVisible();
    await page.unroute(TEMPLATES_API);
    await templateError.getByRole('button', { name: 'Proovi uuesti' }).click();
    await expect(templateError).toHaveCount(0);
  });

  test('a premium user saves one of the listings as a template from its card', async ({ page }) => {
    await signInAs(page, { plan: 'premium' });
    await page.goto('/');
    const from = `Rakvere ${stamp()}`;
    const listing = await publishCargo(page, {
      originCity: from,
      destinationCity: 'Jõhvi',
      destinationCountry: 'eesti',
    });
    await page.goto('/minu-kuulutused');
    await actionsOf(card(page, listing.id)).click();
    await page.getByRole('menuitem', { name: 'Salvesta mallina' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Salvesta mallina' });
    // The route is offered as the name.
    await expect(nameDialog.getByLabel(/^Malli nimi/)).toHaveValue(`${from} → Jõhvi`);
    await nameDialog.getByRole('button', { name: 'Salvesta mall' }).click();
    await expect(toast(page, 'Mall salvestatud')).toBeVisible();

    const saved = await apiRead<{ items: { id: string; type: string; data: Record<string, unknown> }[] }>(
      page,
      `/api/templates?q=${encodeURIComponent(from)}`,
    );
    expect(saved.items).toHaveLength(1);
    expect(saved.items[0]).toMatchObject({
      type: 'cargo',
      data: { originCity: from, destinationCity: 'Jõhvi' },
    });
    await apiWrite(page, 'DELETE', `/api/templates/${saved.items[0]?.id}`);
  });
});

test.describe('my listings on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a tap on the free user\'s "Salvesta mallina" shows why, as touch has no hover', async ({ page }) => {
    await signInThroughApi(page, FREE_USER, DEMO_PASSWORD);
    await page.goto('/minu-kuulutused?filter=all');
    await actionsOf(page.locator('li[data-listing-id]').first()).tap();
    // Playwright will not tap what is aria-disabled; a person can, and that is the case here.
    await page.getByRole('menuitem', { name: /Salvesta mallina/ }).tap({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(PREMIUM_ONLY);
    await expect(page.getByRole('menu')).toBeVisible();
    await captureScreens(page, 'my-listings-template-tooltip', [PHONE], DIALOG);
  });

  test('a tap on the free user\'s "Minu mallid" shows why, and a tap elsewhere closes it', async ({
    page,
  }) => {
    await signInThroughApi(page, FREE_USER, DEMO_PASSWORD);
    await page.goto('/minu-kuulutused');
    const templates = page.getByRole('button', { name: /^Minu mallid Premium/ });
    await expect(templates).toHaveAttribute('aria-disabled', 'true');
    await templates.tap({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(PREMIUM_ONLY);
    // Nothing else opened: the templates dialog is the premium user's.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await captureScreens(page, 'my-listings-templates-button-tooltip', [PHONE], DIALOG);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('the session-lost state and the edit form waiting for a sign-in fit 390 px', async ({ page }) => {
    await signInThroughApi(page, FREE_USER, DEMO_PASSWORD);
    await page.goto('/minu-kuulutused?filter=all');
    await actionsOf(page.locator('li[data-listing-id]').first()).tap();
    await page.getByRole('menuitem', { name: 'Muuda' }).tap();
    const edit = page.getByRole('dialog', { name: 'Muuda kuulutust' });
    await expect(edit.getByLabel(/^Sihtpunkti linn/)).not.toHaveValue('');
    // The 30 s session check finds out first this time; the form waits all the same.
    await page.context().clearCookies();
    await page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
    await expect(toast(page, 'Sessioon aegunud')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Logi sisse, et salvestada' })).toBeInViewport();
    await captureScreens(page, 'my-listings-edit-session-lost', [PHONE], DIALOG);
    await edit.getByRole('button', { name: 'Tühista' }).tap();
    await expect(page.getByRole('main').getByText('Sessioon aegunud')).toBeVisible();
    await captureScreens(page, 'my-listings-session-lost', [PHONE]);
  });
});
