import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { publishCargo, stamp } from './support/publishing';
import { DESKTOP } from './support/screens';

// Named to run after marketplace.spec.ts, whose counts the listings published here would change.
// The feeds put the newest listing at the top (the spec: a new listing is prepended). Urgent cargo
// carries its "Kiire" mark there but is not pinned above newer listings (docs/decisions/0049).
test.use({ viewport: DESKTOP });
const READY = { timeout: 20_000 };

test('a new ordinary cargo listing lands at the top of an open feed, above older urgent ones', async ({
  page,
  browser,
}) => {
  const rows = page.locator('[data-feed-list] tbody tr[data-listing-id]');
  const live = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/');
  await live;
  await expect(rows.first()).toBeVisible(READY);

  // Someone else publishes an urgent load, then an ordinary one.
  const publisher = await browser.newContext({ locale: 'et-EE', timezoneId: 'Europe/Tallinn' });
  const other = await publisher.newPage();
  await signInAs(other);
  await other.goto('/');
  const urgentFrom = `Haapsalu ${stamp()}`;
  const ordinaryFrom = `Rakvere ${stamp()}`;
  await publishCargo(other, { originCity: urgentFrom, destinationCity: 'Riia', isUrgent: true });
  await expect(rows.first()).toContainText(urgentFrom);
  await expect(rows.first()).toContainText('Kiire');
  await publishCargo(other, { originCity: ordinaryFrom, destinationCity: 'Riia' });
  await publisher.close();

  // Live: the newest first, the urgent one right after it, still marked.
  await expect(rows.first()).toContainText(ordinaryFrom);
  await expect(rows.nth(1)).toContainText(urgentFrom);
  await expect(rows.nth(1)).toContainText('Kiire');

  // And the server's own order after a reload is the same.
  await page.reload();
  await expect(rows.first()).toContainText(ordinaryFrom, READY);
  await expect(rows.nth(1)).toContainText(urgentFrom);
});
