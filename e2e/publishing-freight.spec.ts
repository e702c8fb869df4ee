import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import {
  apiRead,
  card,
  DIALOG,
  expectStep,
  newUserOnHome,
  next,
  publishCargo,
  stamp,
  toast,
  wizard,
} from './support/publishing';
import { signInAs } from './support/auth';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// A load as dispatchers describe it (issue 30, decision 0073): the wizard's "Rohkem detaile", the
// feed's marks and the listing's facts, an edit that keeps them, and a phone's card. It publishes
// into the shared app, so it runs after marketplace.spec.ts, which counts the demo listings (the
// suite runs its files in name order, as the other publishing-* specs rely on).
const expect = baseExpect.configure({ timeout: 15_000 });

function moreDetails(scope: Locator): Locator {
  return scope.getByRole('button', { name: /^Rohkem detaile/ });
}

function feedRow(page: Page, text: string): Locator {
  return page.locator('[data-feed-list] tbody tr[data-listing-id]').filter({ hasText: text });
}

test.describe('freight details on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a new user publishes a load with its details, the feed marks it, and an edit keeps them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newUserOnHome(page);
    const from = `Kärdla ${stamp()}`;

    await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
    await expectStep(page, 1, 'Kuulutuse tüüp');
    await next(page);
    await expectStep(page, 2, 'Detailid');
    await wizard(page)
      .getByLabel(/^Lähtepunkti linn/)
      .fill(from);
    await wizard(page)
      .getByLabel(/^Sihtpunkti linn/)
      .fill('Riia');
    await wizard(page)
      .getByLabel(/^Kauba tüüp/)
      .selectOption('toidukaubad');

    // The short path stays short: the details are folded until asked for.
    const toggle = moreDetails(wizard(page));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(wizard(page).getByLabel('Laadimismeetrid')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await wizard(page).getByLabel('Koorma liik').selectOption('ltl');
    await wizard(page).getByLabel('Laadimismeetrid').fill('6,8');
    await wizard(page).getByLabel('Alusete arv').fill('14');
    await wizard(page).getByLabel('Aluse tüüp').selectOption('eur');
    await wizard(page).getByLabel('UN-number').fill('1203');
    await wizard(page).getByLabel('Temperatuur alates').fill('5');
    await wizard(page).getByLabel('Temperatuur kuni').fill('2');
    await wizard(page).getByRole('group', { name: 'Sobivad kere tüübid' }).getByLabel('mega').check();
    await wizard(page).getByRole('group', { name: 'Pealelaadimise külg' }).getByLabel('tagant').check();
    await wizard(page).getByLabel('Aluste vahetus').selectOption('yes');

    // A UN number without its class, and a range upside down: the step says so at the field.
    await next(page);
    await expect(toast(page, 'Valige UN-numbriga kaubale ADR klass')).toBeVisible();
    await expect(wizard(page).getByText('Valige UN-numbriga kaubale ADR klass')).toBeVisible();
    await expectStep(page, 2, 'Detailid');
    await wizard(page).getByLabel('Ohtlik kaup (ADR klass)').selectOption('3');
    await next(page);
    await expect(
      wizard(page).getByText('Temperatuuri alampiir ei saa olla suurem kui ülempiir'),
    ).toBeVisible();
    await wizard(page).getByLabel('Temperatuur alates').fill('−5');
    await wizard(page).getByLabel('Temperatuur kuni').fill('4');
    await captureScreens(page, 'freight-wizard', undefined, DIALOG);
    await next(page);

    await expectStep(page, 3, 'Kontakt');
    await wizard(page).getByLabel('Telefon').fill('+372 5555 0177');
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
    await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();
    await expect(wizard(page)).toBeHidden();

    // The feed's row carries the marks a dispatcher scans; its details say the rest.
    const row = feedRow(page, from);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-freight-badge]')).toHaveText(['LTL', '6,8 LDM', 'ADR 3', '−5…4 °C']);
    const expand = row.getByRole('button', { name: /^Üksikasjad: / });
    await expand.click();
    const details = page.locator(`#${await expand.getAttribute('aria-controls')}`);
    await expect(details).toContainText('14 × EUR-alus 120×80');
    await expect(details).toContainText('ADR 3 · UN 1203');
    await expect(details).toContainText('Sobivad kere tüübid');
    await expect(details).toContainText('mega');
    await captureScreens(page, 'freight-feed');
    const id = await row.getAttribute('data-listing-id');

    // The edit form opens with the details unfolded, as they were; a change keeps the rest.
    await page.goto('/minu-kuulutused');
    await card(page, id!)
      .getByRole('button', { name: /^Toimingud: / })
      .click();
    await page.getByRole('menuitem', { name: 'Muuda' }).click();
    const edit = page.getByRole('dialog', { name: 'Muuda kuulutust' });
    await expect(moreDetails(edit)).toHaveAttribute('aria-expanded', 'true');
    await expect(edit.getByLabel('Laadimismeetrid')).toHaveValue('6,8');
    await expect(edit.getByRole('group', { name: 'Sobivad kere tüübid' }).getByLabel('mega')).toBeChecked();
    await edit.getByLabel('Koorma liik').selectOption('ftl');
    await edit.getByLabel('Laadimismeetrid').fill('13,6');
    await edit.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Kuulutus uuendatud')).toBeVisible();
    const saved = await apiRead<Record<string, unknown>>(page, `/api/listings/cargo/${id}`);
    expect(saved).toMatchObject({
      loadType: 'ftl',
      loadingMeters: 13.6,
      adrClass: '3',
      unNumber: '1203',
      temperatureMin: -5,
      temperatureMax: 4,
      bodyTypes: ['mega'],
      loadingSides: ['rear'],
      palletExchange: true,
      priceIncludesVat: null,
    });
  });
});

test.describe('a truck’s freight details on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a new user publishes free transport with what it takes and where it wants to go', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newUserOnHome(page);
    const from = `Valga ${stamp()}`;

    await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
    await wizard(page).getByText('Vaba transport', { exact: true }).click();
    await expect(wizard(page).getByRole('radio', { name: /Vaba transport/ })).toBeChecked();
    await next(page);
    await expectStep(page, 2, 'Detailid');
    await wizard(page)
      .getByLabel(/^Lähtepunkti linn/)
      .fill(from);
    await wizard(page)
      .getByLabel(/^Sihtpunkti linn/)
      .fill('Riia');
    await wizard(page)
      .getByLabel(/^Haagise tüüp/)
      .selectOption('külmkastsõiduk');
    await moreDetails(wizard(page)).click();
    await wizard(page).getByLabel('Laadimismeetrid').fill('13,6');
    await wizard(page).getByLabel('Temperatuur alates').fill('-20');
    await wizard(page).getByLabel('Temperatuur kuni').fill('5');
    const adr = wizard(page).getByRole('group', { name: 'Lubatud ADR klassid' });
    await adr.getByLabel('3', { exact: true }).check();
    await adr.getByLabel('8', { exact: true }).check();

    // Two wanted directions: a country, and a place with its radius; a third left empty is refused.
    const directions = wizard(page).locator('[data-wanted-directions]');
    await directions.getByRole('button', { name: 'Lisa suund' }).click();
    const first = directions.getByRole('group', { name: 'Suund 1' });
    await first.getByRole('combobox', { name: 'Suund 1: Riik' }).selectOption('lati');
    await directions.getByRole('button', { name: 'Lisa suund' }).click();
    const second = directions.getByRole('group', { name: 'Suund 2' });
    await second.getByRole('combobox', { name: 'Suund 2', exact: true }).selectOption('place');
    await second.getByRole('combobox', { name: 'Suund 2: Koht' }).fill('Tartu');
    await page
      .getByRole('listbox', { name: 'Soovitatud kohad' })
      .getByRole('option', { name: /^Tartu/ })
      .first()
      .click();
    await second.getByRole('combobox', { name: 'Raadius' }).selectOption('50');
    await directions.getByRole('button', { name: 'Lisa suund' }).click();
    await expect(directions.getByRole('button', { name: 'Lisa suund' })).toHaveCount(0);
    await next(page);
    await expect(
      directions.getByRole('group', { name: 'Suund 3' }).getByText('Valige suunale riik või koht'),
    ).toBeVisible();
    await directions.getByRole('button', { name: 'Eemalda suund 3' }).click();
    await captureScreens(page, 'freight-truck-wizard', undefined, DIALOG);
    await next(page);

    await expectStep(page, 3, 'Kontakt');
    await wizard(page).getByLabel('Telefon').fill('+372 5555 0188');
    await next(page);
    await expectStep(page, 4, 'Kestus & kokkuvõte');
    // The summary says where the truck wants to go, as the listing will.
    await expect(wizard(page).getByText('Läti; Tartu ± 50 km')).toBeVisible();
    await captureScreens(page, 'freight-truck-summary', undefined, DIALOG);
    await wizard(page).getByRole('button', { name: 'Avalda kuulutus' }).click();
    await expect(toast(page, 'Kuulutus lisatud!')).toBeVisible();

    // The transport feed marks the truck; its details say where it wants to go.
    await page.goto('/?tab=transport');
    const row = feedRow(page, from);
    await expect(row.locator('[data-freight-badge]')).toHaveText(['13,6 LDM', 'ADR', '−20…5 °C']);
    const expand = row.getByRole('button', { name: /^Üksikasjad: / });
    await expand.click();
    const details = page.locator(`#${await expand.getAttribute('aria-controls')}`);
    await expect(details).toContainText('Läti; Tartu ± 50 km');
    await expect(details).toContainText('3, 8');
    await captureScreens(page, 'freight-truck-feed');
  });
});

test.describe('freight details on a phone', () => {
  test.use({ viewport: PHONE });

  test('a card shows a load’s marks, and the wizard’s details fit the screen', async ({ page }) => {
    // A phone's header has no greeting: the session is the menu's to show.
    await signInAs(page);
    await page.goto('/');
    const from = `Haapsalu ${stamp()}`;
    await publishCargo(page, {
      originCity: from,
      destinationCity: 'Tartu',
      destinationCountry: 'eesti',
      loadType: 'ftl',
      loadingMeters: 13.6,
      adrClass: '8',
      temperatureMin: 2,
      temperatureMax: 8,
    });
    await page.reload();
    const listingCard = page.locator('[data-feed-list] li[data-listing-id]').filter({ hasText: from });
    await expect(listingCard.locator('[data-freight-badge]')).toHaveText([
      'FTL',
      '13,6 LDM',
      'ADR 8',
      '2…8 °C',
    ]);
    await captureScreens(page, 'freight-card', [PHONE]);

    await page.getByRole('button', { name: 'Lisa kuulutus' }).first().click();
    await next(page);
    await expectStep(page, 2, 'Detailid');
    await moreDetails(wizard(page)).click();
    await expect(wizard(page).getByLabel('Laadimismeetrid')).toBeVisible();
    await wizard(page).getByLabel('Laadimismeetrid').scrollIntoViewIfNeeded();
    await captureScreens(page, 'freight-wizard-phone', [PHONE], DIALOG);
  });
});
