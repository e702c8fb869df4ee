import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { latestLink, ORIGIN, PASSWORD, post } from '../../../test/auth';
import { unique } from '../../../test/factories/index';

// Every auth callback (callbackURL, redirectTo, errorCallbackURL, newUserCallbackURL) goes through
// one normalisation in the bridge (auth-routes.ts): dot segments resolved first, then only a path
// of this site is accepted, and that normalised path is what better-auth sees.

let t: TestApp;
beforeAll(async () => {
  // More sign-ups than one address may make in an hour; the limits have their own tests.
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await t.close();
});

// Each resolves (dot segments, encoded dots, a tab the URL parser drops) to an address of another
// host: "//evil.example" is a scheme-relative reference.
const OFF_SITE = [
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/.///evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

/** A Location stays on this site: a path that is not scheme-relative, or an address on ORIGIN. */
function staysOnSite(location: string | undefined) {
  expect(location).toBeDefined();
  const target = new URL(location!, `${ORIGIN}/some/page`);
  expect(target.origin).toBe(ORIGIN);
  expect(location!.startsWith('//')).toBe(false);
  expect(location!.startsWith('/\\')).toBe(false);
}

describe('the confirmation link (GET /api/auth/verify-email)', () => {
  it.each(OFF_SITE)('never sends the browser off the site for callbackURL %j', async (callback) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callback)}`,
    });
    expect(res.statusCode).toBe(302);
    staysOnSite(res.headers.location as string);
  });

  it('also when the callback is sent unencoded', async () => {
    for (const callback of [
      '/.//evil.example',
      '/..//evil.example',
      '/x/..//evil.example',
      '/.///evil.example',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=abc&callbackURL=${callback}`,
      });
      expect(res.statusCode).toBe(302);
      staysOnSite(res.headers.location as string);
    }
  });

  it('passes a path of this site on, normalised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent('/x/../hinnad?tab=1')}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hinnad?tab=1&error=INVALID_TOKEN');
  });
});

describe('the reset link (GET /api/auth/reset-password/:token)', () => {
  it.each(OFF_SITE)('never sends the browser off the site for callbackURL %j', async (callback) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/abc?callbackURL=${encodeURIComponent(callback)}`,
    });
    expect(res.statusCode).toBe(302);
    staysOnSite(res.headers.location as string);
  });
});

describe('callbacks in a request body', () => {
  it.each(OFF_SITE)('sign-up refuses callbackURL %j with 400 naming the field', async (callback) => {
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: `${unique('cb')}@example.test`,
      password: PASSWORD,
      name: '',
      callbackURL: callback,
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'callbackURL' });
  });

  it('the reset request refuses an off-site redirectTo with 400 naming the field', async () => {
    for (const redirectTo of ['/.//evil.example', '/x/..//evil.example', 'https://evil.example/x']) {
      const res = await post(t.app, '/api/auth/request-password-reset', {
        email: `${unique('cb')}@example.test`,
        redirectTo,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'redirectTo' });
    }
  });

  it('sign-in refuses an off-site errorCallbackURL or callbackURL', async () => {
    for (const body of [{ callbackURL: '/x/..//evil.example' }, { errorCallbackURL: '/.//evil.example' }]) {
      const res = await post(t.app, '/api/auth/sign-in/email', {
        email: `${unique('cb')}@example.test`,
        password: PASSWORD,
        ...body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('a sign-up on a path with dot segments gets a working confirmation link to the normalised page', async () => {
    const address = `${unique('cb')}@example.test`;
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: address,
      password: PASSWORD,
      name: '',
      callbackURL: '/x/./../hinnad?confirmed=1',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    const link = new URL(await latestLink(t.app, address, '/verify-email'));
    expect(link.searchParams.get('callbackURL')).toBe('/hinnad?confirmed=1');
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/hinnad?confirmed=1');
    expect(String(confirmed.headers['set-cookie'])).toContain('session_token');
  });
});
