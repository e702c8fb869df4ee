import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { apiRead, apiWrite, DIALOG, publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, DESKTOP, expectNoHorizontalScroll, PHONE } from './support/screens';

// The back office's entries page: an admin finds another user's listing, edits it (and sees the
// change in the public feed), deletes one, and edits a directory company.
const expect = baseExpect.configure({ timeout: 15_000 });

const ENTRIES = '/admin/entries';

/** A new free user of their own, in a context of their own, who publishes what the admin will handle. */
async function ownerWith(browser: Browser, publish: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page);
    await publish(page);
  } finally {
    await context.close();
  }
}

function row(page: Page, text: string): Locator {
  // A table row on a desktop, a card under 768 px.
  return page.locator('tbody tr, ul > li').filter({ hasText: text });
}

/** Screenshots wait for the toasts of earlier steps to go, so they do not cover the page. */
async function shoot(
  page: Page,
  name: string,
  sizes?: Parameters<typeof captureScreens>[2],
  options?: Parameters<typeof captureScreens>[3],
): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await captureScreens(page, name, sizes, options);
}

function search(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Otsi kuulutusi ja ettevõtteid' });
}

async function openEntries(page: Page, query = ''): Promise<void> {
  await page.goto(`${ENTRIES}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kuulutused' })).toBeVisible();
}

test.describe('the admin entries page', () => {
  test.use({ viewport: DESKTOP });

  test('finds a listing, edits its destination for the public feed, changes its status and deletes one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = stamp();
    const kept: { id: string }[] = [];
    await ownerWith(browser, async (owner) => {
      kept.push(await publishCargo(owner, { originCity: `Edit${tag}`, destinationCity: 'Riia' }));
      kept.push(await publishCargo(owner, { originCity: `Drop${tag}`, destinationCity: 'Kaunas' }));
    });
    const [edited, dropped] = kept as [{ id: string }, { id: string }];

    await signInAs(page, { role: 'admin' });
    await openEntries(page);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Kuulutused' })).toBeVisible();
    await search(page).fill(tag);
    await search(page).press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === tag);
    await expect(page.getByRole('tab', { name: /^Kaubad 2$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Vaba transport 0$/ })).toBeVisible();
    await expect(row(page, `Edit${tag}`)).toContainText(edited.id.slice(0, 8));
    await expect(row(page, `Edit${tag}`)).toContainText('Aktiivne');
    await shoot(page, 'admin-entries-search');

    // Edit: the owner's form with the back office's status; the destination city is required.
    await row(page, `Edit${tag}`)
      .getByRole('button', { name: /^Muuda: / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Muuda kuulutust' });
    await expect(dialog.getByLabel('Staatus')).toHaveValue('active');
    await shoot(page, 'admin-entries-edit-listing', [DESKTOP, PHONE], DIALOG);
    const destination = dialog.getByRole('combobox', { name: /^Sihtpunkti linn/ });
    await destination.fill('');
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(dialog.getByText('Palun sisestage sihtpunkti linn')).toBeVisible();
    const city = `Pärnu${tag}`;
    await destination.fill(city);
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Edukalt uuendatud')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, `Edit${tag}`)).toContainText(city);

    // The public feed shows the change.
    await page.goto(`/?q=${encodeURIComponent(`Edit${tag}`)}`);
    await expect(page.locator(`[data-feed-list] [data-listing-id="${edited.id}"]`)).toContainText(city);

    // Status: expired takes it out of the active ones (and of the feeds) at once.
    await openEntries(page, `?q=${tag}`);
    await row(page, `Edit${tag}`)
      .getByRole('button', { name: /^Muuda: / })
      .click();
    await dialog.getByLabel('Staatus').selectOption('expired');
    await expect(dialog.getByText('aegub kohe ja kaob voogudest')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Aegunud', exact: true }).click();
    // Expired, as the expiry job leaves it: "Aegunud", not paused ("Peatatud").
    await expect(row(page, `Edit${tag}`)).toContainText('Aegunud');
    await expect(row(page, `Edit${tag}`)).not.toContainText('Peatatud');
    await expect(page.getByRole('tab', { name: /^Kaubad 1$/ })).toBeVisible();

    // Back to active: a free owner's listing is offered 7 days only.
    await row(page, `Edit${tag}`)
      .getByRole('button', { name: /^Muuda: / })
      .click();
    await dialog.getByLabel('Staatus').selectOption('active');
    const duration = dialog.getByLabel('Kestus');
    await expect(duration.locator('option')).toHaveText(['7 päeva']);
    await shoot(page, 'admin-entries-reactivate', [PHONE], DIALOG);
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: /^Kaubad 0$/ })).toBeVisible();

    // Delete, after a question that says what happens.
    await page.getByRole('button', { name: 'Kõik', exact: true }).click();
    await row(page, `Drop${tag}`)
      .getByRole('button', { name: /^Kustuta: / })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Kustuta kuulutus?' });
    await expect(confirm).toContainText('kaob kohe kõigist voogudest');
    await shoot(page, 'admin-entries-delete', [DESKTOP, PHONE], DIALOG);
    await confirm.getByRole('button', { name: 'Kustuta' }).click();
    await expect(toast(page, 'Edukalt kustutatud')).toBeVisible();
    await expect(row(page, `Drop${tag}`)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Kaubad 1$/ })).toBeVisible();
    const feed = await apiRead<{ items: { id: string }[] }>(page, `/api/listings/cargo?q=Drop${tag}`);
    expect(feed.items.map((item) => item.id)).not.toContain(dropped.id);

    // Nothing matches: the empty state.
    await search(page).fill(`${tag}olematu`);
    await search(page).press('Enter');
    await expect(page.getByText('Kuulutusi ei leitud')).toBeVisible();
    await shoot(page, 'admin-entries-empty');

    // The suite shares one server: the listing this test brought back to life goes again.
    await apiWrite(page, 'DELETE', `/api/listings/cargo/${edited.id}`);
  });

  test('in Russian: the lookup values read in Russian, and the wide table scrolls in its box, not the page', async ({
    page,
    browser,
  }) => {
    const tag = stamp();
    let published: { id: string } | undefined;
    await ownerWith(browser, async (owner) => {
      published = await publishCargo(owner, {
        originCity: `Lang${tag}`,
        destinationCity: 'Riia',
        cargoType: 'ehitusmaterjalid',
      });
    });
    await signInAs(page, { role: 'admin' });
    await page.goto('/info');
    await page.getByRole('banner').getByLabel('Keel').selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // The label the page asks for, in the page's language (web/lib/api.ts sends <html lang>).
    const answer = await page.request.get('/api/reference', { headers: { 'Accept-Language': 'ru' } });
    const reference = (await answer.json()) as { cargoTypes: { value: string; label: string }[] };
    const label = reference.cargoTypes.find((type) => type.value === 'ehitusmaterjalid')?.label;
    expect(label).toBe('стройматериалы');

    // Narrower than the table's Russian columns: the table scrolls inside its box.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${ENTRIES}?q=${tag}`);
    await expect(row(page, `Lang${tag}`)).toContainText(label!);
    await expect(row(page, `Lang${tag}`)).not.toContainText('ehitusmaterjalid');
    await expectNoHorizontalScroll(page, 'the entries page in Russian at 1024 px');
    // The row's actions stay at the box's right edge while the columns scroll under them.
    const remove = row(page, `Lang${tag}`).getByRole('button', { name: /^Удалить/ });
    await expect(remove).toBeInViewport({ ratio: 1 });
    await shoot(page, 'admin-entries-ru', [{ width: 1024, height: 800 }, DESKTOP]);

    // The suite shares one server, and the feeds' counts of later files must not see this load.
    await apiWrite(page, 'DELETE', `/api/listings/cargo/${published!.id}`);
  });

  test('edits a directory company and takes one out of the directory', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const tag = stamp();
    const names = [`Firma${tag} OÜ`, `Teine${tag} AS`];
    for (const companyName of names) {
      const context = await browser.newContext();
      const owner = await context.newPage();
      await owner.goto('/info');
      await signInAs(owner, {
        plan: 'premium',
        profile: {
          companyName,
          showInCompanyDirectory: true,
          contactPerson: 'Kati Kask',
          phone: '+372 5555 0202',
          serviceRegions: ['baltimaad'],
        },
      });
      await context.close();
    }

    await signInAs(page, { role: 'admin' });
    await openEntries(page, `?tab=companies&q=${tag}`);
    await expect(page.getByRole('tab', { name: /^Ettevõtted kataloogis 2$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The listing status does not apply to companies.
    await expect(page.getByRole('group', { name: 'Kuulutuste olek' })).toHaveCount(0);
    await expect(row(page, names[0]!)).toContainText('Kati Kask');
    await shoot(page, 'admin-entries-companies');

    await row(page, names[0]!)
      .getByRole('button', { name: /^Muuda: / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Muuda ettevõtet' });
    const name = dialog.getByLabel('Ettevõtte nimi');
    await expect(name).toHaveValue(names[0]!);
    await name.fill('  ');
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(dialog.getByText('Palun sisestage ettevõtte nimi')).toBeVisible();
    await shoot(page, 'admin-entries-edit-company', [DESKTOP, PHONE], DIALOG);
    const renamed = `Uus${tag} Vedu OÜ`;
    await name.fill(renamed);
    await dialog.getByLabel('Teeninduspiirkonnad').fill('eesti, põhjamaad');
    await dialog.getByRole('button', { name: 'Salvesta muudatused' }).click();
    await expect(toast(page, 'Edukalt uuendatud')).toBeVisible();
    await expect(row(page, renamed)).toContainText('põhjamaad');
    const directory = await apiRead<{ items: { companyName: string }[] }>(
      page,
      `/api/companies?q=${encodeURIComponent(`Uus${tag}`)}`,
    );
    expect(directory.items.map((item) => item.companyName)).toEqual([renamed]);

    await row(page, names[1]!)
      .getByRole('button', { name: /^Eemalda: / })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Eemalda ettevõte kataloogist?' });
    await expect(confirm).toContainText('Profiil ja selle andmed jäävad alles');
    await confirm.getByRole('button', { name: 'Eemalda kataloogist' }).click();
    await expect(toast(page, 'Edukalt kustutatud')).toBeVisible();
    await expect(row(page, names[1]!)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Ettevõtted kataloogis 1$/ })).toBeVisible();
    const gone = await apiRead<{ total: number }>(
      page,
      `/api/companies?q=${encodeURIComponent(`Teine${tag}`)}`,
    );
    expect(gone.total).toBe(0);
  });
});
