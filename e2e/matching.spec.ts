import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { signInAs } from './support/auth';
import { apiRead, expectStep, newUserOnHome, next, publishCargo, toast, wizard } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Matching (issue 30, item 8; decision 0076): a new carrier publishes a truck and is shown the loads
// that fit it, the nearest first, from the published toast and from "Minu kuulutused". A new
// shipper's load, picked up in the same city, is the newest at distance 0: the first match. Named to
// run after marketplace.spec.ts, whose counts the listings it publishes would change.

type PlaceAnswer = { items: { id: number; name: string; country: string }[] };

async function placeId(page: Page, q: string, country: string): Promise<number> {
  const { items } = await apiRead<PlaceAnswer>(page, `/api/places?q=${encodeURIComponent(q)}`);
  const place = items.find((p) => p.country === country);
  expect(place, `${q} in ${country}`).toBeDefined();
  return place!.id;
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Soovitatud kohad' });

async function pick(page: Page, field: RegExp, typed: string, option: RegExp) {
  await wizard(page).getByRole('combobox', { name: field }).fill(typed);
  await suggestions(page).getByRole('option', { name: option }).first().click();
}

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test('a new carrier publishes a truck and sees the loads that fit it, nearest first', async ({
      page,
      browser,
    }) => {
      // Two sign-ups, four wizard steps and the matches on a busy 2-core machine.
      test.setTimeout(120_000);

      // A shipper's load from Tallinn to Jūrmala (within 150 km of Riga), through the API.
      const shipperContext = await browser.newContext({ locale: 'et-EE' });
      const shipper = await shipperContext.newPage();
      await signInAs(shipper);
      await shipper.goto('/');
      const load = await publishCargo(shipper, {
        originCity: 'Tallinn',
        originCountry: 'eesti',
        originPlaceId: await placeId(shipper, 'Tallinn', 'EE'),
        destinationCity: 'Jūrmala',
        destinationCountry: 'lati',
        destinationPlaceId: await placeId(shipper, 'Jūrmala', 'LV'),
      });
      await shipperContext.close();

      // The carrier: a truck free in Tallinn, going to Riga, places picked in the wizard.
      await newUserOnHome(page);
      await page.setViewportSize(size);
      await page.goto('/?openModal=transport');
      await expect(wizard(page).getByRole('radio', { name: /Vaba transport/ })).toBeChecked();
      await next(page);
      await expectStep(page, 2, 'Detailid');
      await pick(page, /^Lähtepunkti linn/, 'Tallinn', /^Tallinn/);
      await expect(wizard(page).getByText('Asukoht: Tallinn, Eesti')).toBeVisible();
      await pick(page, /^Sihtpunkti linn/, 'Riia', /^Riia/);
      await expect(wizard(page).getByText('Asukoht: Riia, Läti')).toBeVisible();
      await wizard(page)
        .getByLabel(/^Haagise tüüp/)
        .selectOption('tentsõiduk');
      await next(page);
      await expectStep(page, 3, 'Kontakt');
      await next(page);
      await expectStep(page, 4, 'Kestus');
      await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();

      // The published toast offers the matches; they open over "Minu kuulutused".
      const published = toast(page, 'Kuulutus lisatud!');
      await published.getByRole('button', { name: 'Näita sobivaid' }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/minu-kuulutused' && url.searchParams.has('matches'),
      );
      const dialog = page.getByTestId('matches-dialog');
      await expect(dialog.getByRole('heading', { name: 'Sobivad koormad: Tallinn → Riia' })).toBeVisible();
      await expect(dialog.locator('[data-match-count]')).toHaveText(
        /^(1 sobiv koorem|[\d\u00A0]+ sobivat koormat)$/,
      );
      const first = dialog.locator('li[data-match-id]').first();
      await expect(first).toHaveAttribute('data-match-id', load.id);
      await expect(first.locator('[data-match-distance]')).toHaveText('0 km Teie veoki asukohast');
      // Nearest first: no match further than the one after it.
      const distances = (await dialog
        .locator('[data-match-distance]')
        .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-match-distance'))))) as number[];
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(150);
      await captureScreens(page, 'matches-dialog', [size], { fullPage: false });

      // A match opens in its feed; back, the same matches are open again.
      await first.getByRole('link', { name: 'Ava kuulutus: Tallinn, Eesti → Jūrmala, Läti' }).click();
      // The feed takes the link out of the address and shows the listing.
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await waitForApp(page);
      await expect(page.locator(`[data-listing-id="${load.id}"]`).first()).toBeVisible();
      await page.goBack();
      await expect(dialog.locator(`li[data-match-id="${load.id}"]`)).toBeVisible();

      // Closed, the address forgets them; behind them was the truck, whose card opens them again.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((url) => !url.searchParams.has('matches'));
      await expect(page.getByRole('tab', { name: /^Vaba transport/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('button', { name: 'Sobivad koormad' }).first().click();
      await expect(dialog.locator(`li[data-match-id="${load.id}"]`)).toBeVisible();
    });
  });
}
