import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectSession } from '../../platform/auth/direct-session';
import { ORIGIN, post, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (app: TestApp['app'], url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('createSignedInUser', () => {
  it('makes a confirmed free user whose session the real app resolves', async () => {
    const user = await createSignedInUser(t.app);
    const me = await get(t.app, '/api/me', user.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.userId,
      email: user.email,
      emailVerified: true,
      isAdmin: false,
    });
    const credits = await get(t.app, '/api/me/credits', user.cookie);
    expect(credits.json()).toMatchObject({ available: 3, unlimited: false });
  });

  it('gives premium or a trial until its end, and nothing once that end has passed', async () => {
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    const trial = await createSignedInUser(t.app, { plan: 'trial' });
    const lapsed = await createSignedInUser(t.app, {
      plan: 'premium',
      planEndsAt: new Date(Date.now() - 1000),
    });
    expect((await get(t.app, '/api/me/credits', premium.cookie)).json().unlimited).toBe(true);
    expect((await get(t.app, '/api/me/credits', trial.cookie)).json().unlimited).toBe(true);
    expect((await get(t.app, '/api/me/credits', lapsed.cookie)).json().unlimited).toBe(false);
  });

  it('makes an admin, with credits and a profile when asked', async () => {
    const admin = await createSignedInUser(t.app, {
      role: 'admin',
      credits: { used: 2 },
      profile: { companyName: 'Proov OÜ' },
    });
    expect((await get(t.app, '/api/me', admin.cookie)).json().isAdmin).toBe(true);
    expect((await get(t.app, '/api/admin/maintenance', admin.cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/me/credits', admin.cookie)).json()).toMatchObject({ creditsUsed: 2 });
  });

  it('sets the same cookie a password sign-in sets, and the user can sign in with a password given', async () => {
    const user = await createSignedInUser(t.app, { password: 'Proovi1parool' });
    const real = await signIn(t.app, user.email, 'Proovi1parool');
    expect(real.res.statusCode).toBe(200);
    const [ours] = user.cookie.split('=');
    const [theirs] = real.cookie.split('=');
    expect(ours).toBe('veoturg.session_token');
    expect(theirs).toBe(ours);
    // Signed like better-call signs: token, a dot and a base64 HMAC, URI-encoded.
    expect(decodeURIComponent(user.cookie.slice(ours!.length + 1))).toMatch(
      /^[A-Za-z0-9]{32}\.[A-Za-z0-9+/]{43}=$/,
    );
  });

  it('is refused with a forged signature', async () => {
    const user = await createSignedInUser(t.app);
    const forged = user.cookie.replace(/\.[^.]+$/, `.${encodeURIComponent('A'.repeat(43) + '=')}`);
    expect((await get(t.app, '/api/me/credits', forged)).statusCode).toBe(401);
  });
});

describe('POST /api/dev/test-users (development only)', () => {
  it('creates the user and answers its session as a Set-Cookie', async () => {
    const res = await post(t.app, '/api/dev/test-users', { plan: 'premium', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ plan: 'premium', role: 'admin' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^veoturg\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    const me = await get(t.app, '/api/me', cookie);
    expect(me.json()).toMatchObject({ id: res.json().userId, email: res.json().email, isAdmin: true });
    expect((await get(t.app, '/api/me/credits', cookie)).json().unlimited).toBe(true);
  });

  it('takes an e-mail, an end date and a password; refuses a taken e-mail and a bad plan', async () => {
    const email = `dev-${Date.now().toString(36)}@example.test`;
    const planEndsAt = new Date(Date.now() - 86_400_000).toISOString();
    const res = await post(t.app, '/api/dev/test-users', {
      email,
      plan: 'trial',
      planEndsAt,
      password: 'Proovi1parool',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(email);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await get(t.app, '/api/me/credits', cookie)).json().unlimited).toBe(false);
    expect((await signIn(t.app, email, 'Proovi1parool')).res.statusCode).toBe(200);

    const again = await post(t.app, '/api/dev/test-users', { email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_ALREADY_EXISTS');
    expect((await post(t.app, '/api/dev/test-users', { plan: 'gold' })).statusCode).toBe(400);
  });

  // Found by the API fuzz test (platform/http/fuzz.test.ts): each was a 500 from a database check.
  it('refuses credits and end dates the database cannot keep with a 400, not a 500', async () => {
    for (const body of [
      { credits: { used: 74, monthly: 24 } },
      { credits: { used: 4 } },
      { credits: { monthly: 2 ** 31 } },
      { planEndsAt: '0000-01-01T00:00:00Z' },
      { planEndsAt: '9999-12-31T23:59:59Z' },
    ]) {
      const res = await post(t.app, '/api/dev/test-users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await post(t.app, '/api/dev/test-users', { credits: { used: 3 } })).statusCode).toBe(201);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(40),
      DEMO_PAYMENTS: 'true',
    });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('has no test-user endpoint and no mailbox: 404 like any unknown path', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/dev/test-users',
      payload: { plan: 'premium', role: 'admin' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await get(prod.app, '/api/dev/mailbox')).statusCode).toBe(404);
  });

  it("names the session cookie with better-auth's secure prefix, and the app still resolves it", async () => {
    const user = await createSignedInUser(prod.app);
    expect(user.cookie.startsWith('__Secure-veoturg.session_token=')).toBe(true);
    const session = await createDirectSession(prod.app.auth, user.userId);
    expect(session.setCookie).toContain('; Secure');
    expect((await get(prod.app, '/api/me', user.cookie)).json().id).toBe(user.userId);
  });
});
