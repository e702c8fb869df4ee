import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { DIALOG, expectStep, newUserOnHome, next, stamp, toast, wizard } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// A load's stops and time windows (issue 30, item 3; decision 0074): added in the wizard, listed in
// the order of the trip, said on the feed's row and in its details.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('stops on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a new user publishes a load with a stop and time windows, and the feed says them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newUserOnHome(page);
    const from = `Kuressaare ${stamp()}`;

    await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
    await next(page);
    await expectStep(page, 2, 'Detailid');
    await wizard(page)
      .getByLabel(/^Lähtepunkti linn/)
      .fill(from);
    await wizard(page)
      .getByLabel(/^Sihtpunkti linn/)
      .fill('Pärnu');
    // Picked from the suggestions, which otherwise stay open over the route's "Lisa peatus".
    const suggestions = page.getByRole('listbox', { name: 'Soovitatud kohad' });
    await suggestions.getByRole('option', { name: /^Pärnu\s*Eesti/ }).click();
    await expect(suggestions).toBeHidden();
    await wizard(page)
      .getByLabel(/^Kauba tüüp/)
      .selectOption('masinad');

    // A stop is one button away; its city is picked from the gazetteer.
    const stops = wizard(page).locator('[data-stops]');
    await stops.getByRole('button', { name: 'Lisa peatus' }).click();
    const stop = stops.getByRole('group', { name: 'Peatus 1' });
    await expect(stop.getByRole('combobox', { name: 'Peatus 1' })).toHaveValue('loading');
    await stop.getByRole('combobox', { name: /^Linn/ }).fill('Tartu');
    await suggestions
      .getByRole('option', { name: /^Tartu/ })
      .first()
      .click();
    await stop.getByLabel('Pealelaadimise aeg: Kellaajast').fill('14:00');

    // A time without its day is refused at the field; so is a window running backwards.
    const pickupWindow = wizard(page).locator('[data-time-window="pickupTimeFrom"]');
    await pickupWindow.getByLabel('Pealelaadimise aeg: Kellaajast').fill('12:00');
    await pickupWindow.getByLabel('Pealelaadimise aeg: Kellaajani').fill('8.00');
    await next(page);
    await expect(pickupWindow.getByText('Valige ajavahemikule kuupäev')).toBeVisible();
    await expect(stop.getByText('Valige ajavahemikule kuupäev')).toBeVisible();
    await expectStep(page, 2, 'Detailid');
    // Stop 1 without a day: its time goes.
    await stop.getByLabel('Pealelaadimise aeg: Kellaajast').fill('');
    // The pickup gets its day; its window still runs backwards.
    await wizard(page).getByRole('button', { name: 'Pealevõtu kuupäev: Vali kuupäev' }).click();
    await page.getByRole('grid').getByRole('button', { name: /^Täna/ }).click();
    await next(page);
    await expect(wizard(page).getByText('Ajavahemiku lõpp ei saa olla enne algust')).toBeVisible();
    await pickupWindow.getByLabel('Pealelaadimise aeg: Kellaajani').fill('16:00');
    await captureScreens(page, 'stops-wizard', undefined, DIALOG);
    await next(page);

    await expectStep(page, 3, 'Kontakt');
    await wizard(page).getByLabel('Telefon').fill('+372 5555 0166');
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    const summary = wizard(page).getByRole('region', { name: 'Kokkuvõte' });
    await expect(summary).toContainText('Pealelaadimine: Tartu, Eesti');
    await expect(summary).toContainText('12:00–16:00');
    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
    await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();

    const row = page.locator('[data-feed-list] tbody tr[data-listing-id]').filter({ hasText: from });
    await expect(row.locator('[data-stops]')).toHaveText('+1 peatus');
    const expand = row.getByRole('button', { name: /^Üksikasjad: / });
    await expand.click();
    const details = page.locator(`#${await expand.getAttribute('aria-controls')}`);
    await expect(details).toContainText('Pealelaadimine: Tartu, Eesti');
    await expect(details).toContainText('12:00–16:00');
    await captureScreens(page, 'stops-feed');
  });
});

test.describe('stops on a phone', () => {
  test.use({ viewport: PHONE });

  test('a stop’s fields fit the screen', async ({ page }) => {
    await signInAs(page);
    await page.goto('/?openModal=cargo');
    await next(page);
    await expectStep(page, 2, 'Detailid');
    const stops = wizard(page).locator('[data-stops]');
    await stops.getByRole('button', { name: 'Lisa peatus' }).click();
    await stops.getByRole('button', { name: 'Lisa peatus' }).click();
    // A second stop follows the first's kind; an unloading after it is the trip's order.
    const second = stops.getByRole('group', { name: 'Peatus 2' });
    await expect(second.getByRole('combobox', { name: 'Peatus 2' })).toHaveValue('loading');
    await second.getByRole('combobox', { name: 'Peatus 2' }).selectOption('unloading');
    await expect(second.getByText('Mahalaadimise aeg', { exact: true })).toBeVisible();
    await second.scrollIntoViewIfNeeded();
    await captureScreens(page, 'stops-wizard-phone', [PHONE], DIALOG);
    await stops.getByRole('button', { name: 'Eemalda peatus 1' }).click();
    await expect(stops.getByRole('group', { name: 'Peatus 2' })).toHaveCount(0);
    await expect(
      stops.getByRole('group', { name: 'Peatus 1' }).getByRole('combobox', { name: 'Peatus 1' }),
    ).toHaveValue('unloading');
  });
});
