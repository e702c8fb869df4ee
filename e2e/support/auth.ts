import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The seeded demo accounts share this password (see the start-up log).
export const DEMO_PASSWORD = 'Veoturg2026!';
export const DEMO_USER = 'tasuta@veoturg.ee';

/** An address no earlier run has used, so the suite can register again and again on one database. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `e2e-${label}-${stamp}@example.ee`;
}

interface MailboxItem {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

/**
 * Waits for the development mailbox to hold a message to `to` with a link matching `pattern` and answers
 * that link as a path, so it opens on whatever host and port the suite runs against.
 */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        if (!response.ok()) return undefined;
        const { items } = (await response.json()) as { items: MailboxItem[] };
        const link = items
          .filter((item) => item.to.toLowerCase() === to.toLowerCase())
          .flatMap((item) => item.links)
          .find((candidate) => pattern.test(candidate));
        found = link;
        return link;
      },
      { message: `a mail to ${to} with a link matching ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(found ?? '', 'http://placeholder');
  return url.pathname + url.search;
}

/**
 * Signs in through the API with the page's own cookie jar, where the dialog itself is not under test.
 * The page must have the site open: the server accepts writes from the site's own origin only, which a
 * browser sends by itself and this request has to name.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `sign-in as ${email}: HTTP ${response.status()}`).toBe(true);
}
