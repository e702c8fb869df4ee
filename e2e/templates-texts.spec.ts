import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { apiWrite, expectStep, next, stamp, toast, wizard } from './support/publishing';
import { DESKTOP } from './support/screens';

// The templates' words as the public spec has them (issue 18, item 8): an empty list is not called a
// failed search, and a template used from "Minu kuulutused" says "Mall laaditud" like one used in
// the wizard.
test.use({ viewport: DESKTOP });

test('a new premium user is told they have no templates yet, not that a search found none', async ({
  page,
}) => {
  await signInAs(page, { plan: 'premium' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Lisa kuulutus' }).click();
  await next(page);
  await wizard(page).getByRole('button', { name: 'Minu mallid' }).click();
  const templates = page.getByRole('dialog', { name: 'Minu mallid' });

  // The wizard lists its own type first: none of that type yet.
  await expect(templates.getByText('Teil pole veel ühtegi kaubakuulutuse malli')).toBeVisible();
  await expect(templates.getByText('Otsingule vastavaid malle ei leitud')).toHaveCount(0);
  await templates.getByRole('button', { name: 'Transport', exact: true }).click();
  await expect(templates.getByText('Teil pole veel ühtegi transpordikuulutuse malli')).toBeVisible();
  await templates.getByRole('button', { name: 'Kõik', exact: true }).click();
  await expect(templates.getByText('Teil pole veel ühtegi malli')).toBeVisible();

  // A search that finds nothing says so.
  await templates.getByRole('searchbox', { name: 'Otsi malle' }).fill('Tartu');
  await expect(templates.getByText('Otsingule vastavaid malle ei leitud')).toBeVisible();
});

test('a template used from "Minu kuulutused" opens the wizard filled in with "Mall laaditud"', async ({
  page,
}) => {
  await signInAs(page, { plan: 'premium' });
  await page.goto('/minu-kuulutused');
  const name = `Mall ${stamp()}`;
  await apiWrite(page, 'POST', '/api/templates', {
    name,
    type: 'cargo',
    data: { originCity: 'Viljandi', destinationCity: 'Tartu', cargoType: 'masinad' },
  });

  await page.getByRole('button', { name: 'Minu mallid' }).click();
  const templates = page.getByRole('dialog', { name: 'Minu mallid' });
  await templates.getByRole('button', { name: `Kasuta malli: ${name}` }).click();
  await expect(toast(page, 'Mall laaditud')).toBeVisible();
  await expectStep(page, 2, 'Detailid');
  await expect(wizard(page).getByLabel(/^Lähtepunkti linn/)).toHaveValue('Viljandi');
});
