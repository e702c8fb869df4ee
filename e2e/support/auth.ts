import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

/** What POST /api/dev/test-users takes (server/modules/dev/dev.routes.ts). */
export interface TestUserOptions {
  /** Default: a new random address. */
  email?: string;
  name?: string;
  plan?: 'free' | 'trial' | 'premium';
  /** ISO time; default 30 days from now, a past time makes an expired plan. */
  planEndsAt?: string;
  role?: 'user' | 'admin';
  /** Only when the test also signs in through a form. */
  password?: string;
  credits?: { used?: number; monthly?: number };
  profile?: {
    companyName?: string;
    contactPerson?: string;
    phone?: string;
    email?: string;
    website?: string;
    showInCompanyDirectory?: boolean;
    transportTypes?: string[];
    serviceRegions?: string[];
  };
}

export interface TestUser {
  userId: string;
  email: string;
}

/**
 * A new confirmed user of its own (free unless asked otherwise), signed in in the page's browser
 * context: the development server creates it with its session and answers the session cookie, which
 * page.request stores in the context the page shares. No sign-up, no mailbox, no demo account, so a
 * test that changes data depends on nothing another test did. Sign-up itself is e2e/auth.spec.ts's.
 */
export async function signInAs(page: Page, options: TestUserOptions = {}): Promise<TestUser> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright config sets no baseURL');
  const response = await page.request.post('/api/dev/test-users', {
    data: options,
    // A write with the context's cookies must name the site's origin, as a browser would.
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), `test user: HTTP ${response.status()} ${await response.text()}`).toBe(201);
  return (await response.json()) as TestUser;
}
