import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app';
import { signInAs } from './support/auth';
import { publishCargo, stamp } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The feeds' freight filters and orders (issue 30, item 5): a dispatcher narrows the cargo feed to
// dangerous goods and sorts it by price, on a desktop and on a phone; the view lives in the address
// and the list shows the server's order. Publishes its own loads, so it is named to run after
// marketplace.spec.ts, whose counts they would change.

const rows = (page: Page) => page.locator('[data-feed-list="cargo"] [data-listing-id]');

type FeedItem = { id: string; adrClass: string | null; priceAmount: number | null };

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('dangerous goods only, the most expensive first, kept over a reload', async ({ page }) => {
      // Two dangerous loads of this run's own, one dearer than any load in the demo.
      await signInAs(page);
      await page.goto('/');
      const tag = stamp();
      await publishCargo(page, {
        originCity: 'Tallinn',
        destinationCity: 'Riga',
        adrClass: '3',
        unNumber: '1203',
        priceAmount: '9800',
        notes: `ADR ${tag}`,
      });
      await publishCargo(page, {
        originCity: 'Tartu',
        destinationCity: 'Riga',
        adrClass: '8',
        priceAmount: '450',
        notes: `ADR ${tag}`,
      });

      await page.goto('/');
      await waitForApp(page);
      await expect(rows(page).first()).toBeVisible();

      await page.getByRole('button', { name: /Täpsemad filtrid/ }).click();
      await page.getByLabel('Ohtlik kaup', { exact: true }).selectOption({ label: 'Jah' });
      await expect(page).toHaveURL((url) => url.searchParams.get('adr') === 'true');
      // Closed, the panel leaves the filter as a removable chip.
      await page.getByRole('button', { name: /Täpsemad filtrid/ }).click();
      await expect(page.getByRole('button', { name: /Ohtlik kaup: Jah/ })).toBeVisible();

      await page.getByLabel('Järjestus').selectOption({ label: 'Hind: kalleim ees' });
      await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '-price');

      // What the server answers for the same view: every load dangerous, prices falling, those
      // without a price last; the page lists exactly those, in that order.
      const answer = await page.request.get('/api/listings/cargo?adr=true&sort=-price&pageSize=10');
      const items = ((await answer.json()) as { items: FeedItem[] }).items;
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.every((item) => item.adrClass !== null)).toBe(true);
      const prices = items.map((item) => item.priceAmount ?? -1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(items[0]!.priceAmount).toBeGreaterThanOrEqual(9800);
      await expect(rows(page).first()).toHaveAttribute('data-listing-id', items[0]!.id);
      await expect(rows(page).first()).toContainText('ADR');
      await captureScreens(page, 'feed-freight-sorted', [size], { fullPage: false });

      // A shared link or a reload shows the same view.
      await page.reload();
      await waitForApp(page);
      await expect(page.getByLabel('Järjestus')).toHaveValue('-price');
      await expect(rows(page).first()).toHaveAttribute('data-listing-id', items[0]!.id);

      // "Clear filters" widens the list and keeps its order.
      await page.getByRole('button', { name: /Täpsemad filtrid/ }).click();
      await page.getByRole('button', { name: 'Tühjenda filtrid' }).click();
      await expect(page).toHaveURL(
        (url) => !url.searchParams.has('adr') && url.searchParams.get('sort') === '-price',
      );
      await expect(page.getByLabel('Järjestus')).toHaveValue('-price');
    });
  });
}
