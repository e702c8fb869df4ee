import { expect, test } from '@playwright/test';
import { captureScreens, DESKTOP, PHONE } from './support/screens';

// The HTML the server sends for the home page shows the tab the address names, so React taking over
// neither moves nor recolours anything on /?tab=transport (issue 27, item 18).
const READY = { timeout: 20_000 };

for (const size of [DESKTOP, PHONE]) {
  test(`/?tab=transport shows the transport tab before any script runs, where React keeps it (${size.width} px)`, async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: size });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/?tab=transport');
    const staticTab = staticPage.getByRole('tab', { name: /^Transport/, includeHidden: true });
    await expect(staticTab).toHaveAttribute('aria-selected', 'true');
    await expect(staticPage.getByRole('tab', { name: /^Kaubad/, includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const before = await staticTab.boundingBox();
    await noScript.close();

    const live = await browser.newContext({ viewport: size });
    const page = await live.newPage();
    await page.goto('/?tab=transport');
    await expect(page.locator('[data-feed]').getByText(/^Näidatakse /)).toBeVisible(READY);
    const liveTab = page.getByRole('tab', { name: /^Transport/ });
    await expect(liveTab).toHaveAttribute('aria-selected', 'true');
    expect(await liveTab.boundingBox()).toEqual(before);
    await captureScreens(page, 'home-tab-transport', [size]);
    await live.close();
  });
}

test('the Estonian tab names and the companies tab get their own first look too', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const [address, name] of [
    ['/?tab=ettevotted', /^Ettevõtted/],
    ['/?tab=KAUBAD', /^Kaubad/],
    ['/?tab=unknown', /^Kaubad/],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('tab', { name, includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await noScript.close();
});
