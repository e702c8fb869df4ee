import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { verifications } from '../../db/schema/index';
import { latestLink, ORIGIN, PASSWORD, post, registerConfirmed, signIn } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/app';
import { unique } from '../../../test/factories/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const email = () => `${unique('acc')}@example.test`;

describe('sign-up', () => {
  it('lands the confirmation link on the page the account was made on, and only on a page of this site', async () => {
    const linkFor = async (callbackURL: string) => {
      const address = email();
      const res = await post(t.app, '/api/auth/sign-up/email', {
        email: address,
        password: PASSWORD,
        name: '',
        acceptTerms: true,
        callbackURL,
      });
      expect(res.statusCode).toBe(200);
      return new URL(await latestLink(t.app, address, '/verify-email')).searchParams.get('callbackURL');
    };
    expect(await linkFor('/hinnad?confirmed=1')).toBe('/hinnad?confirmed=1');
    expect(await linkFor('/?tab=cargo&confirmed=1')).toBe('/?tab=cargo&confirmed=1');
    expect(await linkFor('/hinnad')).toBe('/hinnad?confirmed=1');
    // Any other callback is refused before an account is made (server/platform/auth/callbacks.test.ts).
  });

  it('refuses a weak password sent straight to the API with 400 and the policy message', async () => {
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: email(),
      password: 'weakpass1',
      name: '',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'WEAK_PASSWORD', message: 'Parool peab sisaldama vähemalt ühte suurt tähte' },
    });
    const short = await post(t.app, '/api/auth/sign-up/email', {
      email: email(),
      password: 'Ab1',
      name: '',
      acceptTerms: true,
    });
    expect(short.json().error.message).toBe('Parool peab olema vähemalt 8 tähemärki pikk');
  });

  it('queues an Estonian confirmation e-mail and keeps the account closed until it is confirmed', async () => {
    const address = email();
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: address,
      password: PASSWORD,
      name: '',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token ?? null).toBeNull();
    expect(res.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();

    const mailbox = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json().items;
    const mail = mailbox.find((m: { to: string }) => m.to === address);
    expect(mail.subject).toBe('Kinnitage oma e-posti aadress – Veoturg');
    expect(mail.text).toContain('Klienditugi');

    const early = await signIn(t.app, address);
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('confirms through the link, lands on / signed in, and never shows the session token to scripts', async () => {
    const { confirmed, cookie, email: address } = await registerConfirmed(t.app);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toMatch(/\/\?confirmed=1$/);
    const setCookie = String(confirmed.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: address, emailPrefix: address.split('@')[0], isAdmin: false });

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe(address);
    expect(session.json().session.token).toBeUndefined();
    const signedIn = await signIn(t.app, address);
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.res.json().token).toBeUndefined();
  });
});

describe('sign-in and sessions', () => {
  it('refuses a wrong password with 401 and the Estonian message', async () => {
    const { email: address } = await createSignedInUser(t.app, { password: PASSWORD });
    const { res } = await signIn(t.app, address, 'Vale1parool');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Vale e-posti aadress või parool' },
    });
  });

  it('answers /api/me with 401 after sign-out', async () => {
    const { email: address } = await createSignedInUser(t.app, { password: PASSWORD });
    const { cookie } = await signIn(t.app, address);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    await post(t.app, '/api/auth/sign-out', {}, cookie);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Palun logige sisse');
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const { cookie } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      payload: { enabled: true },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('UNTRUSTED_ORIGIN');
  });
});

describe('password reset', () => {
  async function requestReset(address: string) {
    const res = await post(t.app, '/api/auth/request-password-reset', {
      email: address,
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    // The request only queues the work (decision 0041); the job queue writes the mail.
    await t.app.jobs.drain();
    const link = new URL(await latestLink(t.app, address, '/reset-password/'));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location as string, ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    return target.searchParams.get('token')!;
  }

  it('sets the new password, ends every other session, and refuses the token a second time', async () => {
    const { email: address } = await createSignedInUser(t.app, { password: PASSWORD });
    const { cookie: otherDevice } = await signIn(t.app, address);
    const token = await requestReset(address);

    const weak = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'nouppercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');

    const ok = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'Uus1parool' });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherDevice } })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, address, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, address, 'Uus1parool')).res.statusCode).toBe(200);

    const reused = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'Teine1parool' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired reset token', async () => {
    const { email: address } = await createSignedInUser(t.app, { password: PASSWORD });
    const token = await requestReset(address);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await post(t.app, '/api/auth/reset-password', { token, newPassword: 'Uus1parool' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });
});

describe('rate limits', () => {
  it('answers 429 with the Estonian message once a client is over the limit, counted in the database', async () => {
    const app = await createTestApp(
      {},
      { rateLimits: { passwordResetAddress: { max: 2, windowMs: 60_000 } } },
    );
    try {
      const reset = () => post(app.app, '/api/auth/request-password-reset', { email: email() });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await reset()).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const res = await reset();
      expect(res.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Liiga palju päringuid. Palun oodake mõni minut.',
      });
      const [row] = await queryRows<{ hits: number }>(
        app.database.db,
        sql`select hits from rate_limits where key like 'reset-address:%'`,
      );
      expect(Number(row!.hits)).toBe(4);
    } finally {
      await app.close();
    }
  });
});
