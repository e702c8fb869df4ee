import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { DIALOG, expectStep, next, toast, wizard } from './support/publishing';
import { captureScreens, PHONE } from './support/screens';

// A step's error toast follows what is typed and leaves once the step is valid, and no toast covers
// the wizard's buttons on a phone (issue 18, item 2).
test.use({ viewport: PHONE });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectUncovered(page: Page, buttons: Locator[]): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.first()).toBeVisible();
  // Past the toasts' entry animation (within their 4 s lifetime): where they stay is what counts.
  await page.clock.runFor(1_000);
  const covered = async () => {
    const found: string[] = [];
    for (const t of await toasts.all()) {
      const toastBox = await t.boundingBox();
      if (!toastBox) continue;
      for (const button of buttons) {
        const box = await button.boundingBox();
        if (!box) throw new Error('a wizard button is not on screen');
        if (overlaps(toastBox, box))
          found.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
      }
    }
    return found;
  };
  await expect.poll(covered, { message: 'toasts cover the wizard buttons' }).toEqual([]);
}

test('a step error toast leaves once the step is valid and never covers the buttons at 390 px', async ({
  page,
}) => {
  // The page's clock only moves when the test says so, so sonner's own lifetime (4 s) cannot take a
  // toast away: only the fix can, and the test can take its time.
  await page.clock.install();
  await signInAs(page);
  await page.goto('/');
  // On a phone the greeting is in the menu; the add button is enabled once the session is known.
  await expect(page.getByRole('button', { name: 'Lisa kuulutus' })).toBeEnabled();
  await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
  await next(page);
  await expectStep(page, 2, 'Detailid');
  await next(page);
  const problem = toast(page, 'Puuduvad andmed');
  await expect(problem).toContainText('Palun sisestage lähtepunkti linn');
  // The second "Edasi" replaces the toast rather than stacking another.
  await next(page);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);

  const buttons = [
    wizard(page).getByRole('button', { name: 'Edasi' }),
    wizard(page).getByRole('button', { name: 'Tagasi', exact: true }),
    wizard(page).getByRole('button', { name: 'Eelmine samm' }),
    wizard(page).getByRole('button', { name: 'Sulge' }),
  ];
  await expectUncovered(page, buttons);
  await captureScreens(page, 'wizard-step-toast', [PHONE], DIALOG);

  await wizard(page)
    .getByLabel(/^Lähtepunkti linn/)
    .fill('Tartu');
  // The toast names the next problem of the step, still one toast.
  await expect(problem).toContainText('Palun sisestage sihtpunkti linn');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await wizard(page)
    .getByLabel(/^Sihtpunkti linn/)
    .fill('Riia');
  await wizard(page)
    .getByLabel(/^Kauba tüüp/)
    .selectOption({ index: 1 });
  await expect(problem).toHaveCount(0);
  await expectStep(page, 2, 'Detailid');

  // The next step's own problem, and Back takes its toast along.
  await next(page);
  await expectStep(page, 3, 'Kontakt');
  await wizard(page)
    .getByLabel(/^Telefon/)
    .fill('');
  await wizard(page)
    .getByLabel(/^E-post/)
    .fill('');
  await next(page);
  const contact = toast(page, 'Puuduvad kontaktandmed');
  await expect(contact).toBeVisible();
  await expectUncovered(page, buttons);
  await wizard(page).getByRole('button', { name: 'Tagasi', exact: true }).click();
  await expectStep(page, 2, 'Detailid');
  await expect(contact).toHaveCount(0);
});
