import { expect, type Locator, type Page } from '@playwright/test';
import { signInAs } from './auth';

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

/**
 * A new free account of its own, signed in on `page` and on the home page, so a test that changes
 * listings never depends on what another test did.
 */
export async function newUserOnHome(page: Page): Promise<string> {
  const { email } = await signInAs(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(/^Tere, /)).toBeVisible();
  return email;
}

/** A write through the API with the page's session (the server wants the site's Origin on writes). */
export async function apiWrite<T = unknown>(
  page: Page,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin(page) } });
  expect(response.ok(), `${method} ${path}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export async function apiRead<T = unknown>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}: HTTP ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Letters and digits only (listing text is sanitised), unique per run. */
export function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
}

export interface CargoInput {
  originCity: string;
  destinationCity: string;
  cargoType?: string;
  durationDays?: number;
  [key: string]: unknown;
}

export async function publishCargo(page: Page, input: CargoInput): Promise<{ id: string }> {
  return apiWrite<{ id: string }>(page, 'POST', '/api/listings/cargo', {
    destinationCountry: 'lati',
    cargoType: 'toidukaubad',
    contactPhone: '+372 5555 0101',
    durationDays: 7,
    ...input,
  });
}

export const PREMIUM_USER = 'premium@veoturg.ee';
export const FREE_USER = 'tasuta@veoturg.ee';
// Dialogs are shot as the screen shows them; the page behind them does not scroll.
export const DIALOG = { fullPage: false };

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export function wizard(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Lisa kuulutus' });
}

export async function next(page: Page): Promise<void> {
  await wizard(page).getByRole('button', { name: 'Edasi' }).click();
}

export async function expectStep(page: Page, step: number, name: string): Promise<void> {
  // The dialog's subtitle (the same words are in a live region for screen readers).
  await expect(wizard(page).getByText(`Samm ${step}/4: ${name}`).first()).toBeVisible({ timeout: 15_000 });
}

export const MY_LISTINGS_API = (url: URL) => url.pathname === '/api/me/listings';
export const TEMPLATES_API = (url: URL) => url.pathname === '/api/templates';

/** A card of "Minu kuulutused". */
export function card(page: Page, id: string): Locator {
  return page.locator(`li[data-listing-id="${id}"]`);
}

export interface MyListingsAnswer {
  items: { id: string; status: string; expiresAt: string | null; postDurationDays: number }[];
  counts: Record<'cargo' | 'transport', Record<'active' | 'expired' | 'all', number>>;
}
