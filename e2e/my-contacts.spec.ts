import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { apiWrite, publishCargo, stamp } from './support/publishing';
import { captureScreens, PHONE } from './support/screens';

// Issue 30, item 7: "Minu kontaktid" keeps every contact the user opened or bought, as it was, also
// after its listing is gone; it is searchable.
const expect = baseExpect.configure({ timeout: 15_000 });

type Owner = { page: Page; close: () => Promise<void> };

/** A new user of its own in another browser context, who publishes and later deletes. */
async function owner(browser: Browser): Promise<Owner> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/info');
  await signInAs(page);
  return { page, close: () => context.close() };
}

test('a free user opens a contact with a credit and finds it under Minu kontaktid after the listing is deleted', async ({
  page,
  browser,
}) => {
  const seller = await owner(browser);
  try {
    const city = `Kont${stamp()}`;
    const phone = `+372 5${Date.now().toString().slice(-7)}`;
    const listing = await publishCargo(seller.page, {
      originCity: city,
      destinationCity: 'Riia',
      contactPhone: phone,
      companyName: 'Kadunud Vedu OÜ',
    });
    await signInAs(page);
    await page.goto(`/?q=${city}`);
    const row = page.locator(`[data-feed-list] tr[data-listing-id="${listing.id}"]`);
    await row.getByRole('button', { name: /^Üksikasjad: / }).click();
    const contact = page.locator(`#listing-${listing.id}-details section[aria-label="Kontaktandmed"]`);
    await contact.getByRole('button', { name: 'Ava kontakt' }).click();
    await page
      .getByRole('dialog', { name: 'Ava kontakt?' })
      .getByRole('button', { name: 'Kasuta 1 krediit' })
      .click();
    await expect(contact).toHaveAttribute('data-contact-state', 'unlocked');

    // The owner deletes the listing: the contact stays where the user keeps them.
    await apiWrite(seller.page, 'DELETE', `/api/listings/cargo/${listing.id}`);
    await page.getByRole('banner').getByRole('link', { name: 'Minu kontaktid' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minu kontaktid' })).toBeVisible();
    const card = page.locator(`[data-opened-contact="${listing.id}"]`);
    await expect(card).toHaveAttribute('data-state', 'deleted');
    await expect(card).toContainText('Kustutatud');
    await expect(card).toContainText('Kadunud Vedu OÜ');
    await expect(card.locator(`a[href^="tel:"]`)).toHaveText(phone);
    await expect(card).toContainText(/Avatud krediidiga \d\d\.\d\d\.\d{4}/);
    await captureScreens(page, 'my-contacts');

    // The search keeps to the address and finds by any word; nothing matches a stranger's words.
    const search = page.getByRole('searchbox', { name: 'Otsi kontakte' });
    await search.fill(city.toLowerCase());
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === city.toLowerCase());
    await expect(card).toBeVisible();
    await search.fill(`puudub${stamp()}`);
    await expect(page.getByText('Otsingule vastavaid kontakte ei leitud')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await search.fill('');
    await expect(card).toBeVisible();
    await captureScreens(page, 'my-contacts-phone', [PHONE]);
  } finally {
    await seller.close();
  }
});

test('a new user is told how contacts get here', async ({ page }) => {
  await signInAs(page);
  await page.goto('/minu-kontaktid');
  await expect(page.getByText('Te pole veel ühtegi kontakti avanud')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vaata kuulutusi' })).toBeVisible();
  await captureScreens(page, 'my-contacts-empty');
});
