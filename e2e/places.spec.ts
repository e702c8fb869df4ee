import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { signInAs } from './support/auth';
import { expectStep, newUserOnHome, next, stamp, toast, wizard } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Places from the gazetteer (issue 29): the wizard's place picker, and the feed "within N km of a
// place", on a desktop and on a phone. Named to run after marketplace.spec.ts, whose counts the
// listing it publishes would change.

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Soovitatud kohad' });
const feedRows = (page: Page) => page.locator('[data-feed-list="cargo"] [data-listing-id]');

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test('a load is placed through the picker and found within 50 km of its pickup', async ({ page }) => {
      // Four wizard steps and the filters on a busy 2-core machine.
      test.setTimeout(90_000);
      // Signed in where the header greets the user, then at the size under test.
      await newUserOnHome(page);
      await page.setViewportSize(size);
      const tag = stamp();
      await page.goto('/?openModal=cargo');
      await expectStep(page, 1, 'Kuulutuse tüüp');
      await next(page);
      await expectStep(page, 2, 'Detailid');

      // The pickup by keyboard: a prefix, the arrow, Enter.
      const origin = wizard(page).getByRole('combobox', { name: /^Lähtepunkti linn/ });
      await origin.fill('tart');
      const tartu = suggestions(page)
        .getByRole('option', { name: /^Tartu/ })
        .first();
      await expect(tartu).toContainText('Eesti');
      await captureScreens(page, 'places-suggestions', [size], { fullPage: false });
      await origin.press('ArrowDown');
      await expect(tartu).toHaveAttribute('aria-selected', 'true');
      await origin.press('Enter');
      await expect(origin).toHaveValue('Tartu');
      await expect(origin).toHaveAttribute('data-place-picked', 'true');
      await expect(wizard(page).getByText('Asukoht: Tartu, Eesti')).toBeVisible();
      await expect(suggestions(page)).toBeHidden();

      // A place the gazetteer does not know may be typed: it is said to be not located.
      const destination = wizard(page).getByRole('combobox', { name: /^Sihtpunkti linn/ });
      await destination.fill(`Qx${tag}`);
      await expect(wizard(page).getByText('Asukohata: ei osale kaugusotsingus')).toBeVisible();
      // Riga by its Russian name, picked with a tap: named in the page's language, its country chosen.
      await destination.fill('Рига');
      await suggestions(page).getByRole('option', { name: /^Riia/ }).first().click();
      await expect(destination).toHaveValue('Riia');
      await expect(wizard(page).getByLabel('Sihtriik')).toHaveValue('lati');
      await expect(wizard(page).getByText('Asukoht: Riia, Läti')).toBeVisible();
      await captureScreens(page, 'places-wizard', [size], { fullPage: false });

      await wizard(page)
        .getByLabel(/^Kauba tüüp/)
        .selectOption('toidukaubad');
      await wizard(page).getByLabel('Märkused').fill(`Kohad ${tag}`);
      await next(page);
      await expectStep(page, 3, 'Kontakt');
      await next(page);
      await expectStep(page, 4, 'Kestus');
      await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
      await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();
      await expect(wizard(page)).toBeHidden();

      // Within 50 km of Tartu, picked in the filters.
      await waitForApp(page);
      await page.getByRole('button', { name: /Täpsemad filtrid/ }).click();
      const near = page.getByRole('group', { name: 'Pealelaadimine lähedal' });
      await near.getByRole('combobox', { name: 'Pealelaadimine lähedal' }).fill('Tartu');
      await suggestions(page)
        .getByRole('option', { name: /^Tartu/ })
        .first()
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.has('originNear'));
      const radius = near.getByRole('combobox', { name: 'Raadius' });
      await expect(radius).toHaveValue('100');
      await radius.selectOption('50');
      await expect(page).toHaveURL((url) => url.searchParams.get('originRadiusKm') === '50');
      const placeId = new URL(page.url()).searchParams.get('originNear');

      await page.getByRole('searchbox').fill(tag);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === tag);
      const row = feedRows(page);
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-point-distance="origin"]')).toContainText('0 km');
      const road = Number(await row.locator('[data-road-distance]').getAttribute('data-road-distance'));
      // Tartu to Riga: 222 km as the crow flies, times the road factor 1.2.
      expect(road).toBeGreaterThan(240);
      expect(road).toBeLessThan(300);
      await captureScreens(page, 'places-feed-near', [size]);

      // Without the search, every row is within 50 km of Tartu.
      await page.getByRole('searchbox').fill('');
      await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
      await expect(feedRows(page).first()).toBeVisible();
      const distances = await feedRows(page)
        .locator('[data-point-distance="origin"]')
        .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('data-km'))));
      expect(distances.length).toBeGreaterThan(0);
      for (const km of distances) expect(km).toBeLessThanOrEqual(50);

      // The link is shareable: opened afresh it has the same filter, named in its chip.
      await page.goto(`/?originNear=${placeId}&originRadiusKm=50`);
      const chip = page.getByRole('list', { name: 'Valitud filtrid' }).getByRole('listitem');
      await expect(chip).toHaveText('Pealelaadimine lähedal: Tartu, 50 km');
      await chip.getByRole('button').click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('originNear'));
      await expect(chip).toHaveCount(0);
    });
  });
}

test('an alert near a place is picked, saved and shown again after a reload', async ({ page }) => {
  await signInAs(page, { plan: 'trial' });
  await page.goto('/profile-settings?tab=notifications');
  const form = page.getByRole('form', { name: 'Teavitused' });
  await form.getByRole('switch', { name: 'Saada mulle teavitusi' }).click();
  const near = form.getByRole('region', { name: 'Koha lähedal' });
  const pickup = near.getByRole('group', { name: 'Pealelaadimine lähedal' });
  await pickup.getByRole('combobox', { name: 'Pealelaadimine lähedal' }).fill('Pärnu');
  await suggestions(page)
    .getByRole('option', { name: /^Pärnu/ })
    .first()
    .click();
  await pickup.getByRole('combobox', { name: 'Raadius' }).selectOption('25');
  const cargo = form.getByRole('region', { name: 'Kaubad' });
  await cargo.getByRole('switch', { name: 'Kaubad' }).click();
  await expect(cargo).toContainText('pealelaadimine kuni 25 km valitud kohast');
  await captureScreens(page, 'places-alert-near');
  await form.getByRole('button', { name: 'Salvesta' }).click();
  await expect(toast(page, 'Teavituste seaded salvestatud')).toBeVisible();

  await page.reload();
  await expect(pickup.getByRole('combobox', { name: 'Pealelaadimine lähedal' })).toHaveValue('Pärnu');
  await expect(pickup.getByRole('combobox', { name: 'Raadius' })).toHaveValue('25');
  await expect(cargo.getByRole('switch', { name: 'Kaubad' })).toHaveAttribute('aria-checked', 'true');
});
