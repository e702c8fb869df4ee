import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, waitForMailLink } from './support/auth';
import { apiWrite, card, DIALOG, publishCargo, stamp, toast } from './support/publishing';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// Issue 31, item 4: three users report a listing and it leaves the feed; its owner sees it under
// review in "Minu kuulutused", and an admin dismisses the reports from /admin/reports, which brings it
// back. The spec deletes what it publishes.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Runs `use` as a new user of its own (another browser context). */
async function asNewUser<T>(browser: Browser, use: (page: Page) => Promise<T>, options = {}): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/info');
    await signInAs(page, options);
    return await use(page);
  } finally {
    await context.close();
  }
}

const feedRows = (page: Page) => page.locator('[data-feed-list] [data-listing-id]');

test('three users report a listing: it leaves the feed, its owner sees it under review, an admin brings it back', async ({
  page,
  browser,
}) => {
  const city = `Teade${stamp()}`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  try {
    await owner.goto('/info');
    const { email: ownerEmail } = await signInAs(owner, { plan: 'premium' });
    const { id } = await publishCargo(owner, { originCity: city, destinationCity: 'Riia', notes: city });

    // Two users report it through the API.
    for (const reason of ['fraud', 'spam']) {
      await asNewUser(browser, (reporter) =>
        apiWrite(reporter, 'POST', '/api/reports', {
          targetType: 'cargo',
          targetId: id,
          reason,
          message: city,
        }),
      );
    }

    // The third through the listing's "Teata".
    await page.setViewportSize(DESKTOP);
    await signInAs(page);
    await page.goto(`/?q=${city}`);
    await expect(feedRows(page)).toHaveCount(1);
    await page
      .locator(`[data-feed-list] [data-listing-id="${id}"]`)
      .getByRole('button', { name: /^Üksikasjad: / })
      .click();
    await page.getByRole('button', { name: 'Teata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teata kuulutusest' });
    await expect(dialog).toBeVisible();
    // No reason chosen: the form says so.
    await dialog.getByRole('button', { name: 'Saada teade' }).click();
    await expect(dialog.getByText('Valige teatamise põhjus')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Vale kontakt' }).check();
    await dialog
      .getByRole('textbox', { name: 'Selgitus' })
      .fill('Telefon ei vasta, ettevõtet ei leia registrist.');
    // The dialog lives in the feed's row, which a phone's layout replaces: one size here, the phone's below.
    await captureScreens(page, 'report-dialog', [DESKTOP], DIALOG);
    await dialog.getByRole('button', { name: 'Saada teade' }).click();
    await expect(toast(page, 'Täname, teade on edastatud moderaatorile')).toBeVisible();
    // The third report hides it: it leaves this user's feed, and a visitor's.
    await expect(feedRows(page)).toHaveCount(0);
    await asNewUser(browser, async (other) => {
      await other.goto(`/?q=${city}`);
      await expect(other.getByText(city)).toHaveCount(0);
    });

    // Its owner still has it, marked under review.
    await owner.setViewportSize(DESKTOP);
    await owner.goto('/minu-kuulutused');
    const mine = card(owner, id);
    await expect(mine.getByText('Ülevaatusel')).toBeVisible();
    await expect(mine.getByText(/Kasutajad on sellest kuulutusest teatanud/)).toBeVisible();
    await captureScreens(owner, 'report-owner-under-review');

    // An admin sees the three reports by target and dismisses them: it is back in the feed.
    await asNewUser(
      browser,
      async (admin) => {
        await admin.setViewportSize(DESKTOP);
        await admin.goto('/admin/reports');
        const target = admin.locator(`[data-report-target="${id}"]`);
        await expect(target).toBeVisible();
        await expect(target.getByText('Avatud teateid: 3')).toBeVisible();
        await expect(target.getByText('Vale kontakt')).toBeVisible();
        await captureScreens(admin, 'admin-reports');
        await target.getByRole('button', { name: 'Lükka teated tagasi' }).click();
        await expect(toast(admin, 'Otsus salvestatud')).toBeVisible();
        await expect(target).toHaveCount(0);
      },
      { role: 'admin' },
    );
    await page.goto(`/?q=${city}`);
    await expect(feedRows(page)).toHaveCount(1);
    // The owner is told by mail (decision 0092), and its link opens their listings, no longer under review.
    await owner.goto(await waitForMailLink(owner.request, ownerEmail, /\/minu-kuulutused$/));
    await expect(card(owner, id)).toBeVisible();
    await expect(card(owner, id).getByText('Ülevaatusel')).toHaveCount(0);
    await apiWrite(owner, 'DELETE', `/api/listings/cargo/${id}`);
  } finally {
    await ownerContext.close();
  }
});

test('a visitor is asked to sign in to report', async ({ page, browser }) => {
  const city = `Oma${stamp()}`;
  const id = await asNewUser(browser, async (owner) => {
    const listing = await publishCargo(owner, { originCity: city, destinationCity: 'Riia', notes: city });
    return listing.id;
  });
  try {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/?q=${city}`);
    await page
      .locator(`[data-feed-list] [data-listing-id="${id}"]`)
      .getByRole('button', { name: /^Üksikasjad: / })
      .click();
    await page.getByRole('button', { name: 'Teata' }).click();
    await expect(page.getByRole('dialog', { name: 'Tere tulemast Veoturule' })).toBeVisible();
  } finally {
    // The listing's owner context is gone: an admin deletes it.
    await asNewUser(browser, (admin) => apiWrite(admin, 'DELETE', `/api/listings/cargo/${id}`), {
      role: 'admin',
    });
  }
});

test('on a phone, a second report of the same listing says it was sent already', async ({
  page,
  browser,
}) => {
  const city = `Uuesti${stamp()}`;
  const owner = await browser.newContext();
  try {
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/info');
    await signInAs(ownerPage);
    const { id } = await publishCargo(ownerPage, { originCity: city, destinationCity: 'Riia', notes: city });
    await page.setViewportSize(PHONE);
    await page.goto('/info');
    await signInAs(page);
    await apiWrite(page, 'POST', '/api/reports', { targetType: 'cargo', targetId: id, reason: 'spam' });
    await page.goto(`/?q=${city}`);
    await page
      .locator(`[data-feed-list] [data-listing-id="${id}"]`)
      .getByRole('button', { name: /^Näita üksikasju: / })
      .click();
    await page.getByRole('button', { name: 'Teata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teata kuulutusest' });
    await dialog.getByRole('radio', { name: 'Pole enam saadaval' }).check();
    await captureScreens(page, 'report-dialog', [PHONE], DIALOG);
    await dialog.getByRole('button', { name: 'Saada teade' }).click();
    await expect(toast(page, 'Olete sellest juba teatanud')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teatatud' })).toBeDisabled();
    await apiWrite(ownerPage, 'DELETE', `/api/listings/cargo/${id}`);
  } finally {
    await owner.close();
  }
});

test('on a phone, an admin deletes a reported listing from the queue; its owner is told by mail', async ({
  page,
  browser,
}) => {
  const city = `Eemalda${stamp()}`;
  const ownerContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    await owner.goto('/info');
    const { email: ownerEmail } = await signInAs(owner, { plan: 'premium' });
    const { id } = await publishCargo(owner, { originCity: city, destinationCity: 'Riia', notes: city });
    await asNewUser(browser, (reporter) =>
      apiWrite(reporter, 'POST', '/api/reports', { targetType: 'cargo', targetId: id, reason: 'fraud' }),
    );

    await page.setViewportSize(PHONE);
    await page.goto('/info');
    await signInAs(page, { role: 'admin' });
    await page.goto('/admin/reports');
    const target = page.locator(`[data-report-target="${id}"]`);
    await expect(target.getByText('Avatud teateid: 1')).toBeVisible();
    await target
      .getByRole('textbox', { name: 'Märkus omanikule' })
      .fill('Sama veos on avaldatud kolm korda.');
    await target.getByRole('button', { name: 'Kustuta kuulutus' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Kustutada kuulutus / });
    await expect(
      confirm.getByText(
        /Kuulutus kustutatakse ja selle teated lahendatakse. Omanik ja teatajad saavad sellest e-kirja./,
      ),
    ).toBeVisible();
    await captureScreens(page, 'admin-reports-delete', [PHONE], DIALOG);
    await confirm.getByRole('button', { name: 'Kustuta kuulutus' }).click();
    await expect(toast(page, 'Kuulutus kustutatud, teated lahendatud')).toBeVisible();
    await expect(target).toHaveCount(0);

    // One mail tells the owner it was removed (decision 0092); their listings no longer hold it.
    await owner.goto(await waitForMailLink(owner.request, ownerEmail, /\/minu-kuulutused$/));
    await expect(owner.getByRole('heading', { level: 1, name: 'Minu kuulutused' })).toBeVisible();
    await expect(card(owner, id)).toHaveCount(0);
    const mailbox = (await (await owner.request.get('/api/dev/mailbox')).json()) as {
      items: { to: string; subject: string; text: string }[];
    };
    const mails = mailbox.items.filter((mail) => mail.to.toLowerCase() === ownerEmail.toLowerCase());
    expect(mails.map((mail) => mail.subject)).toEqual(['Teie kuulutus on eemaldatud']);
    expect(mails[0]!.text).toContain('Moderaatori märkus: Sama veos on avaldatud kolm korda.');
  } finally {
    await ownerContext.close();
  }
});

test('a company three users reported leaves the directory; its owner’s company tab says it is under review', async ({
  page,
  browser,
}) => {
  const name = `Teatatud${stamp()} OÜ`;
  await page.setViewportSize(DESKTOP);
  await page.goto('/info');
  await signInAs(page, {
    plan: 'premium',
    profile: { companyName: name, showInCompanyDirectory: true, transportTypes: ['poolhaagis'] },
  });
  const found = await asNewUser(browser, (visitor) =>
    visitor.request.get(`/api/companies?q=${encodeURIComponent(name)}`).then((r) => r.json()),
  );
  const profileId = (found as { items: { id: string }[] }).items[0]!.id;
  for (const reason of ['fraud', 'spam', 'other']) {
    await asNewUser(browser, (reporter) =>
      apiWrite(reporter, 'POST', '/api/reports', { targetType: 'company', targetId: profileId, reason }),
    );
  }
  const after = await asNewUser(browser, (visitor) =>
    visitor.request.get(`/api/companies?q=${encodeURIComponent(name)}`).then((r) => r.json()),
  );
  expect((after as { items: unknown[] }).items).toHaveLength(0);

  await page.goto('/profile-settings?tab=company');
  const note = page.locator('[data-under-review]');
  await expect(note).toContainText('Ülevaatusel.');
  await expect(note).toContainText('Kasutajad on Teie ettevõttest teatanud.');
  await note.scrollIntoViewIfNeeded();
  await captureScreens(page, 'report-company-under-review');
  // Shown again, so the directory's demo counts of later specs stay as they were.
  await asNewUser(
    browser,
    async (admin) => {
      const queue = await admin.request.get('/api/admin/reports').then((r) => r.json());
      const group = (queue as { items: { targetId: string; reportId: string }[] }).items.find(
        (g) => g.targetId === profileId,
      )!;
      await apiWrite(admin, 'PATCH', `/api/admin/reports/${group.reportId}`, { status: 'dismissed' });
    },
    { role: 'admin' },
  );
});
