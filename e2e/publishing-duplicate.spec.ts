import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  apiRead,
  apiWrite,
  card,
  DIALOG,
  expectStep,
  next,
  publishCargo,
  newUserOnHome,
  stamp,
  toast,
  wizard,
  type MyListingsAnswer,
} from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Named to run after marketplace.spec.ts, whose counts the listings published here would change.
// "Dubleeri" opens the copy in the wizard, filled in, and nothing is published until "Avalda
// kuulutus" (issue 27, item 21). The wizard starts with 7 days chosen, and after publishing the
// toast links to the new listing and the page shows the tab of its type (item 28).
const expect = baseExpect.configure({ timeout: 15_000 });

function tallinnDay(offsetDays = 0): { key: string; shown: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Tallinn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + offsetDays * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    key: `${part('year')}-${part('month')}-${part('day')}`,
    shown: `${part('day')}.${part('month')}.${part('year')}`,
  };
}

async function ownCount(page: Page, type: 'cargo' | 'transport'): Promise<number> {
  const answer = await apiRead<MyListingsAnswer>(page, `/api/me/listings?type=${type}&filter=all`);
  return answer.counts[type].all;
}

test.describe('Dubleeri', () => {
  test.use({ viewport: DESKTOP });

  test('opens the copy in the wizard, filled in, and publishes it only from there', async ({ page }) => {
    test.setTimeout(120_000);
    await newUserOnHome(page);
    const from = `Viljandi ${stamp()}`;
    await publishCargo(page, {
      originCity: from,
      destinationCity: 'Kaunas',
      destinationCountry: 'leedu',
      cargoType: 'masinad',
      weight: 1500,
      quantity: 4,
      notes: 'Kaks alust',
      isUrgent: true,
      contactPhone: '+372 5555 0123',
      durationDays: 3,
    });
    await page.goto('/minu-kuulutused');
    const original = page.locator('li[data-listing-id]').filter({ hasText: from });
    await expect(original).toHaveCount(1);
    const originalId = (await original.getAttribute('data-listing-id')) ?? '';

    await card(page, originalId)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Dubleeri' }).click();
    // The wizard, at the details, with every field of the original.
    await expect(wizard(page)).toBeVisible();
    await expectStep(page, 2, 'Detailid');
    await expect(wizard(page).getByText('Koopia kuulutusest')).toBeVisible();
    await expect(wizard(page).getByLabel(/^Lähtepunkti linn/)).toHaveValue(from);
    await expect(wizard(page).getByLabel(/^Sihtpunkti linn/)).toHaveValue('Kaunas');
    await expect(wizard(page).getByLabel('Sihtriik')).toHaveValue('leedu');
    await expect(wizard(page).getByLabel(/^Kauba tüüp/)).toHaveValue('masinad');
    await expect(wizard(page).getByLabel('Kaal')).toHaveValue('1500');
    await expect(wizard(page).getByLabel('Kogus')).toHaveValue('4');
    await expect(wizard(page).getByLabel('Märkused')).toHaveValue('Kaks alust');
    await expect(wizard(page).getByRole('checkbox', { name: /Kiire/ })).toBeChecked();
    await captureScreens(page, 'duplicate-wizard', undefined, DIALOG);
    // Nothing is published yet.
    expect(await ownCount(page, 'cargo')).toBe(1);

    await next(page);
    await expectStep(page, 3, 'Kontakt');
    await expect(wizard(page).getByLabel('Telefon')).toHaveValue('+372 5555 0123');
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    await expect(wizard(page).getByRole('radio', { name: /^3 päeva/ })).toBeChecked();
    expect(await ownCount(page, 'cargo')).toBe(1);

    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
    const published = toast(page, 'Kuulutus lisatud!');
    await expect(published).toBeVisible();
    await expect(published.getByRole('link', { name: 'Vaata kuulutust' })).toBeVisible();
    await published.hover();
    await captureScreens(page, 'published-toast', [DESKTOP], DIALOG);
    await expect(page.locator('li[data-listing-id]').filter({ hasText: from })).toHaveCount(2);
    expect(await ownCount(page, 'cargo')).toBe(2);
  });

  test('closing the wizard publishes nothing; past dates of the original become today', async ({ page }) => {
    await newUserOnHome(page);
    const from = `Valga ${stamp()}`;
    const { id } = await publishCargo(page, { originCity: from, destinationCity: 'Riia' });
    // An old listing: its pickup and delivery days have passed (written as the server stores them).
    await page.route(
      (url) => url.pathname === '/api/me/listings',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { items: Record<string, unknown>[] };
        for (const item of body.items) {
          if (item.id === id) Object.assign(item, { pickupDate: '2020-03-02', deliveryDate: '2020-03-05' });
        }
        await route.fulfill({ response, json: body });
      },
    );
    await page.goto('/minu-kuulutused');
    await card(page, id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Dubleeri' }).click();
    await expectStep(page, 2, 'Detailid');
    // The same three days between pickup and delivery, from today on.
    await expect(
      wizard(page).getByRole('button', { name: `Pealevõtu kuupäev: ${tallinnDay().shown}` }),
    ).toBeVisible();
    await expect(
      wizard(page).getByRole('button', { name: `Kohaletoimetamise kuupäev: ${tallinnDay(3).shown}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(wizard(page)).toBeHidden();
    expect(await ownCount(page, 'cargo')).toBe(1);
  });
});

test.describe('publishing from the wizard', () => {
  test('7 days is chosen from the start; the toast links to the listing; a phone lands on its tab', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newUserOnHome(page);
    await page.setViewportSize(PHONE);
    const from = `Tartu ${stamp()}`;
    await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
    await expectStep(page, 1, 'Kuulutuse tüüp');
    await wizard(page).getByText('Vaba transport', { exact: false }).first().click();
    await next(page);
    await wizard(page)
      .getByLabel(/^Lähtepunkti linn/)
      .fill(from);
    await wizard(page)
      .getByLabel(/^Sihtpunkti linn/)
      .fill('Helsingi');
    await wizard(page)
      .getByLabel(/^Haagise tüüp/)
      .selectOption({ index: 1 });
    await next(page);
    await expectStep(page, 3, 'Kontakt');
    await wizard(page).getByLabel('Telefon').fill('+372 5555 0177');
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    await expect(wizard(page).getByRole('radio', { name: /^7 päeva/ })).toBeChecked();
    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();

    const published = toast(page, 'Kuulutus lisatud!');
    await expect(published).toBeVisible();
    await expect(wizard(page)).toBeHidden();
    // The home page shows the transport list, where the new listing is.
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'transport');
    await expect(page.getByRole('tab', { name: /^Transport/ })).toHaveAttribute('aria-selected', 'true');
    // A toast under the pointer stays (sonner pauses its 4 s while hovered): long enough to look at.
    await published.hover();
    await captureScreens(page, 'published-toast', [PHONE], DIALOG);
    const answer = await apiRead<MyListingsAnswer>(page, '/api/me/listings?type=transport&filter=all');
    const [listing] = answer.items;
    expect(listing?.postDurationDays).toBe(7);

    // The toast's link opens the listing itself.
    await published.getByRole('link', { name: 'Vaata kuulutust' }).click();
    const opened = page.locator(`[data-listing-id="${listing?.id}"]`).first();
    await expect(opened).toBeVisible();
    await expect(opened).toContainText(from);
    await expect(page.getByRole('tab', { name: /^Transport/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('a phone publishing a copy of a paused transport listing lands on its active transport list', async ({
    page,
  }) => {
    await newUserOnHome(page);
    await page.setViewportSize(PHONE);
    const from = `Narva ${stamp()}`;
    const { id } = await apiWrite<{ id: string }>(page, 'POST', '/api/listings/transport', {
      originCity: from,
      destinationCity: 'Riia',
      trailerType: 'tentsõiduk',
      contactPhone: '+372 5555 0188',
      durationDays: 5,
    });
    await apiWrite(page, 'POST', `/api/listings/transport/${id}/pause`);
    await page.goto('/minu-kuulutused?tab=transport&filter=expired');
    await card(page, id)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Dubleeri' }).click();
    await expectStep(page, 2, 'Detailid');
    await next(page);
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
    await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();
    // The copy is active: the page shows the active transport listings, the copy among them.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/minu-kuulutused' &&
        url.searchParams.get('tab') === 'transport' &&
        !url.searchParams.has('filter'),
    );
    await expect(page.getByRole('tab', { name: /^Vaba transport/ })).toHaveAttribute('aria-selected', 'true');
    const copy = page.locator('li[data-listing-id]').filter({ hasText: from });
    await expect(copy).toHaveCount(1);
    await expect(copy).not.toHaveAttribute('data-listing-id', id);
  });
});
