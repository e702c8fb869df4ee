import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './support/auth';
import { stamp, toast } from './support/publishing';
import { captureScreens, PHONE } from './support/screens';

const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP });

function origin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright config sets no baseURL');
  return new URL(baseURL).origin;
}

/**
 * A message left undelivered as after an SMTP outage (POST /api/dev/undelivered-mail, absent in
 * production): the development mailbox this server sends through never fails, and the queue gives
 * up only after three days. The integration tests make one through a real outage.
 */
async function undeliveredMail(
  page: Page,
  mail: { to: string; subject: string; kind: string; state: 'failed' | 'retrying' },
) {
  const response = await page.request.post('/api/dev/undelivered-mail', {
    data: { ...mail, attempts: mail.state === 'failed' ? 40 : 2 },
    headers: { Origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The development mailbox's status of the message to `to`. */
async function mailboxStatus(page: Page, to: string): Promise<string | undefined> {
  const response = await page.request.get('/api/dev/mailbox');
  const { items } = (await response.json()) as { items: { to: string; status: string }[] };
  return items.find((item) => item.to === to)?.status;
}

test('an admin sees failed mail on the dashboard and in the list, and sends it again', async ({ page }) => {
  await signInAs(page, { role: 'admin' });
  // One run's two messages share a stamp, which the list is searched by: other runs' mail stays out.
  const run = stamp().toLowerCase();
  const failedTo = `e2e-mail-${run}-failed@example.ee`;
  const retryingTo = `e2e-mail-${run}-retry@example.ee`;
  await undeliveredMail(page, {
    to: failedTo,
    subject: 'Parooli lähtestamine – Veoturg',
    kind: 'password_reset',
    state: 'failed',
  });
  await undeliveredMail(page, {
    to: retryingTo,
    subject: 'Kinnitage oma e-posti aadress – Veoturg',
    kind: 'email_confirmation',
    state: 'retrying',
  });

  // The dashboard warns and links to the list.
  await page.goto('/admin');
  const notice = page.getByRole('region', { name: 'E-kirjad' });
  await expect(notice).toHaveAttribute('data-warning', 'true');
  await expect(notice).toContainText(/\d+ e-kir(i|ja) jäi saatmata/);
  await expect(notice).toContainText(/uut saatmiskatset/);
  await captureScreens(page, 'admin-overview-mail', [DESKTOP, PHONE]);
  await notice.getByRole('link', { name: 'Vaata saatmata kirju' }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saatmata e-kirjad' })).toBeVisible();

  // Searched by the run's stamp, both are listed; the search and the state live in the address.
  const search = page.getByRole('searchbox', { name: 'Otsi saaja või teema järgi' });
  await search.fill(run);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
  const list = page.getByRole('table', { name: 'Saatmata e-kirjad' });
  const retryingRow = list.getByRole('row').filter({ hasText: retryingTo });
  await expect(retryingRow).toContainText('Ootab uut katset');
  await expect(retryingRow).toContainText('E-posti kinnitus');
  await expect(retryingRow.getByRole('button', { name: 'Saada uuesti' })).toHaveCount(0);
  const row = list.getByRole('row').filter({ hasText: failedTo });
  await expect(row).toContainText('Saatmata');
  await expect(row).toContainText('Parooli lähtestamine');
  await expect(row).toContainText('ECONNREFUSED');
  await expect(row).toContainText('40');
  await captureScreens(page, 'admin-mail', [DESKTOP, PHONE]);

  await page
    .getByRole('group', { name: 'Olek' })
    .getByRole('button', { name: /^Saatmata/ })
    .click();
  await expect(page).toHaveURL(/[?&]state=failed/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
  await expect(retryingRow).toHaveCount(0);
  await expect(list.getByRole('row')).toHaveCount(2);

  // On a phone the same message is a card with its button.
  await page.setViewportSize(PHONE);
  const card = page.getByRole('list', { name: 'Saatmata e-kirjad' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(failedTo);
  await card.getByRole('button', { name: 'Saada uuesti' }).click();

  // The dialog says what happens; confirming queues it, and the development mailbox delivers it.
  const dialog = page.getByRole('alertdialog', { name: 'Saada e-kiri uuesti?' });
  await expect(dialog).toContainText(failedTo);
  await expect(dialog).toContainText('pannakse uuesti saatmisjärjekorda ja saadetakse kohe');
  await captureScreens(page, 'admin-mail-resend-dialog', [PHONE], { fullPage: false });
  await dialog.getByRole('button', { name: 'Saada uuesti' }).click();
  await expect(toast(page, ADMIN_MESSAGES.mailResent)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => mailboxStatus(page, failedTo), { message: 'the mail is delivered' }).toBe('sent');

  // Delivered, it leaves the list; the address still holds the view.
  await page.reload();
  await expect(page.getByText('Selliseid e-kirju ei ole')).toBeVisible();
  await expect(search).toHaveValue(run);
  await expect(page.getByRole('button', { name: /^Saatmata/, pressed: true })).toBeVisible();

  // The activity log names the action and the message.
  await page.goto('/admin/activity?action=mail_resent');
  await expect(page.getByRole('list', { name: 'Tegevuslogi' })).toContainText(failedTo);
});

test('the list says so when no mail waits', async ({ page }) => {
  await signInAs(page, { role: 'admin' });
  await page.goto(`/admin/mail?q=${uniqueEmail('none')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saatmata e-kirjad' })).toBeVisible();
  await expect(page.getByText('Selliseid e-kirju ei ole')).toBeVisible();
  await expect(page.getByText('Muutke filtrit või otsingut.')).toBeVisible();
});
