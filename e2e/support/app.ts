import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs: until React has replaced index.html's static copy of the page
 * (web/app/shell/static-shell.tsx marks it). Before that, the copy's links are plain page loads
 * and its buttons do nothing, so a test that clicks must wait for this first. On a loaded machine
 * the session check and the first screen's data can take several seconds.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('[data-static-shell]')).toHaveCount(0, { timeout: 20_000 });
}
