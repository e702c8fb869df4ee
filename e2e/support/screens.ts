import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

// CI's clean clone is thrown away with its artifacts, and a full-page screenshot costs a second of a
// two-core machine: there the checks run and the pictures are not taken (SCREENSHOTS=1 takes them).
const TAKE_SCREENSHOTS = !process.env.CI || process.env.SCREENSHOTS === '1';

// Saves `<name>-<width>.png` full-page screenshots for people to look at, and on the way checks what a
// person would notice at once: nothing may push the page wider than the screen. A dialog is better
// seen as the screen shows it (`fullPage: false`): the page behind it does not scroll.
export async function captureScreens(
  page: Page,
  name: string,
  sizes = [DESKTOP, PHONE],
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoHorizontalScroll(page, `${name} at ${size.width} px`);
    if (!TAKE_SCREENSHOTS) continue;
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `${name}-${size.width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

// A resize reaches React through a media-query event, so the phone layout can take a frame or two to
// replace the desktop one: the check waits for the page to settle and fails only if it stays too wide.
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      async () =>
        Number(
          await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
        ),
      { message: `${where}: the page is wider than the screen`, timeout: 3_000 },
    )
    .toBeLessThanOrEqual(0);
}
