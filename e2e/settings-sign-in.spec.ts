import { expect, test, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './support/auth';
import { captureScreens } from './support/screens';

const PASSWORD = 'Seaded1Parool';

async function signInInDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Logi sisse' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Parool', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Parool', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

const signInPrompt = (page: Page) => page.locator('h1', { hasText: 'Palun logige sisse' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('pages that need a session', () => {
  test('a signed-out visit signs in where it is and shows the tab it asked for; so does a session that ends mid-visit', async ({
    page,
  }) => {
    const { email } = await signInAs(page, { email: uniqueEmail('tagasi'), password: PASSWORD });
    await page.context().clearCookies();

    await page.goto('/profile-settings?tab=security');
    // The sign-in dialog opens over the prompt (which the open dialog hides from screen readers).
    await expect(signInPrompt(page)).toBeVisible();
    await captureScreens(page, 'settings-sign-in-required');
    await signInInDialog(page, email);

    await expect(page).toHaveURL(
      (url) => url.pathname === '/profile-settings' && url.search === '?tab=security',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Seaded' })).toBeVisible();
    await expect(tab(page, 'Turvalisus')).toHaveAttribute('aria-selected', 'true');

    // The session ends behind the page's back; the next request finds out and the page asks again.
    await page.context().clearCookies();
    await tab(page, 'Profiil').click();
    await expect(page).toHaveURL((url) => url.search === '?tab=profile');
    await expect(signInPrompt(page)).toBeVisible();
    await signInInDialog(page, email);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/profile-settings' && url.search === '?tab=profile',
    );
    await expect(tab(page, 'Profiil')).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs are reachable with the keyboard and at 390 px', async ({ page }) => {
    await signInAs(page);
    await page.goto('/profile-settings');
    await expect(tab(page, 'Profiil')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Profiil').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Ettevõte')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL((url) => url.search === '?tab=company');
    await page.goBack();
    await expect(tab(page, 'Profiil')).toHaveAttribute('aria-selected', 'true');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile-settings?tab=feedback');
    await expect(tab(page, 'Tagasiside')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Tagasiside')).toBeInViewport();
  });
});
