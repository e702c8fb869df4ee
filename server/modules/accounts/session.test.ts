import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerConfirmed, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

describe('GET /api/session', () => {
  it('answers a signed-out visitor 200 { user: null }, not 401', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers the signed-in user as /api/me does, and null again after sign-out', async () => {
    const { email } = await registerConfirmed(t.app);
    const { cookie } = await signIn(t.app, email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ user: me.json() });

    await post(t.app, '/api/auth/sign-out', {}, cookie);
    const after = await session(cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null });
    // Endpoints that need a session keep answering 401.
    for (const url of ['/api/me', '/api/me/credits']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
    }
  });
});
