import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughApi } from './support/auth';
import {
  apiRead,
  apiWrite,
  card,
  DIALOG,
  MY_LISTINGS_API,
  PREMIUM_USER,
  publishCargo,
  registerAndSignIn,
  stamp,
  TEMPLATES_API,
  toast,
  type MyListingsAnswer,
} from './support/publishing';
import { captureScreens, DESKTOP } from './support/screens';

// "Minu kuulutused": tabs and filters with counts, badges, the owner's actions and failed loads.
// Each screen waits for the session check and its list; on a loaded machine that can pass 10 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('my listings on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('my listings: tabs and filters with counts, badges, and the owner actions', async ({ page }) => {
    await registerAndSignIn(page, 'mine');
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
    await card(page, paused.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Jätka kuulutust' }).click();
    await expect(toast(page, 'Kuulutus on taas aktiivne')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aegunud / peatatud 1' })).toBeVisible();

    // The transport tab is empty, with the way to add one.
    await page.getByRole('tab', { name: /Vaba transport/ }).click();
    await page.getByRole('button', { name: /^Kõik/ }).click();
    await expect(page.getByText('Sul pole veel ühtegi transpordikuulutust')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lisa transport' }).last()).toHaveAttribute(
      'href',
      '/?openModal=transport',
    );
    await captureScreens(page, 'my-listings-empty');

    await page.getByRole('tab', { name: /Kaubad saatmiseks/ }).click();
    await page.getByRole('button', { name: /^Aktiivsed/ }).click();

    // Mark completed.
    await card(page, week.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Märgi lõpetatuks' }).click();
    await expect(toast(page, 'Kuulutus märgitud lõpetatuks')).toBeVisible();
    await expect(card(page, week.id)).toHaveCount(0);

    // Edit with the wizard's rules: a blank city is refused, a new one saved.
    await card(page, soon.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
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

    // Duplicate: a new active copy.
    await card(page, soon.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Dubleeri' }).click();
    await expect(toast(page, 'Kuulutus dubleeritud')).toBeVisible();
    await expect(page.locator('li[data-listing-id]').filter({ hasText: `Soon ${tag}` })).toHaveCount(2);

    // A free user cannot save a template: the item is disabled with the label.
    await card(page, soon.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await expect(page.getByRole('menuitem', { name: /Salvesta mallina/ })).toHaveAttribute(
      'data-disabled',
      '',
    );
    await page.keyboard.press('Escape');

    // Delete after confirming: gone from every list.
    await card(page, soon.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
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
    await signInThroughApi(page, PREMIUM_USER, DEMO_PASSWORD);
    const from = `Rakvere ${stamp()}`;
    const listing = await publishCargo(page, {
      originCity: from,
      destinationCity: 'Jõhvi',
      destinationCountry: 'eesti',
    });
    await page.goto('/minu-kuulutused');
    await card(page, listing.id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
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
