import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityLog,
  cargoListings,
  contactAccessLog,
  creditTransactions,
  invoices,
  notificationPreferences,
  profiles,
  subscribers,
  users,
} from '../../db/schema/index';
import { ORIGIN, PASSWORD, post, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createCompany, createTemplateRow, inDays, unique } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';

// Issue 27, item 23 (decision 0042): consent at sign-up, the user's data as JSON, and the user's own
// deletion of the account by the admin's rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(async () => {
  await t.close();
});

const email = () => `${unique('priv')}@example.test`;
const accountsWith = (address: string) => t.database.db.select().from(users).where(eq(users.email, address));

describe('consent at sign-up', () => {
  it('refuses a sign-up without the consent with 400 naming the field, and makes no account', async () => {
    for (const consent of [{}, { acceptTerms: false }, { acceptTerms: 'true' }, { acceptTerms: 1 }]) {
      const address = email();
      const res = await post(t.app, '/api/auth/sign-up/email', {
        email: address,
        password: PASSWORD,
        name: '',
        ...consent,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Palun kinnitage, et olete tutvunud kasutustingimuste ja privaatsuspoliitikaga',
        field: 'acceptTerms',
      });
      expect(await accountsWith(address)).toEqual([]);
    }
  });

  it('stores the time of consent on the account; the client cannot write it itself', async () => {
    const address = email();
    const before = Date.now();
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email: address,
      password: PASSWORD,
      name: '',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('termsAccepted');
    const [account] = await accountsWith(address);
    expect(account!.termsAcceptedAt).not.toBeNull();
    expect(account!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(account!.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const forged = email();
    const refused = await post(t.app, '/api/auth/sign-up/email', {
      email: forged,
      password: PASSWORD,
      name: '',
      acceptTerms: true,
      termsAcceptedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(refused.statusCode).toBe(400);
    expect(await accountsWith(forged)).toEqual([]);
  });
});

describe('GET /api/me/export', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export' });
    expect(res.statusCode).toBe(401);
  });

  it('holds the caller’s own data, the contacts they opened, and no secret or other user’s data', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app, {
      password: PASSWORD,
      plan: 'premium',
      profile: {
        companyName: `${unique('Minu')} OÜ`,
        contactPerson: 'Mari Maasikas',
        phone: '+372 5550 1234',
      },
    });
    // A second session, as a sign-in from another device leaves it.
    await signIn(t.app, user.email);
    const own = await createCargo(db, user.userId, { notes: unique('oma') });
    await createTemplateRow(db, user.userId);
    await db
      .insert(notificationPreferences)
      .values({ userId: user.userId, isEnabled: true, cargoOriginCities: ['Tartu'] });

    // Another user's listing this user opened, and one they did not.
    const { owner } = await createCompany(db);
    const opened = await createCargo(db, owner.id, { contactPhone: '+372 5111 0001' });
    const notOpened = await createCargo(db, owner.id, { contactPhone: '+372 5111 0002' });
    await db
      .insert(contactAccessLog)
      .values({ userId: user.userId, listingId: opened.id, listingType: 'cargo', paymentMethod: 'demo' });
    await db.insert(creditTransactions).values({
      userId: user.userId,
      amount: 2,
      provider: 'demo',
      providerRef: unique('ref'),
      checkoutUrl: 'https://pay.example.test/secret-checkout-link',
    });
    await db.insert(invoices).values({
      userId: user.userId,
      description: 'Veoturg Premium (1 kuu)',
      amount: 7.99,
      periodStart: new Date(),
      periodEnd: inDays(30),
    });
    // A reset link was asked for: its token is stored, and must not be exported.
    await post(t.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    await t.app.jobs.drain();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="veoturg-minu-andmed-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();

    expect(data.account).toMatchObject({ id: user.userId, email: user.email, role: 'user' });
    expect(data.profile).toMatchObject({ contactPerson: 'Mari Maasikas', phone: '+372 5550 1234' });
    expect(data.subscription).toMatchObject({ subscribed: true, tier: 'Premium' });
    expect(data.listings.cargo.map((l: { id: string }) => l.id)).toEqual([own.id]);
    expect(data.listings.cargo[0]).toMatchObject({ notes: own.notes, contactPhone: own.contactPhone });
    expect(data.templates).toHaveLength(1);
    expect(data.alertPreferences).toMatchObject({ isEnabled: true, cargoOriginCities: ['Tartu'] });
    expect(data.contactsOpened).toEqual([
      expect.objectContaining({
        type: 'cargo',
        id: opened.id,
        paymentMethod: 'demo',
        contact: expect.objectContaining({ contactPhone: '+372 5111 0001' }),
      }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 2, provider: 'demo' })]);
    expect(data.invoices).toEqual([expect.objectContaining({ number: expect.stringMatching(/^VT-\d{6}$/) })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(2);
    expect(data.mail).toEqual([expect.objectContaining({ kind: 'password_reset' })]);

    // Never a secret, never data the user was not entitled to.
    const text = res.body;
    const sessionToken = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('secret-checkout-link');
    expect(text).not.toContain('reset-password/');
    expect(text).not.toContain('+372 5111 0002');
    expect(text).not.toContain(notOpened.id);
    for (const field of ['password', 'token', 'checkoutUrl', 'searchText', 'matchTerms', 'userId']) {
      expect(text).not.toContain(`"${field}"`);
    }
  });
});

describe('DELETE /api/me', () => {
  const remove = (cookie: string, body: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: body as object,
      headers: { cookie, origin: ORIGIN },
    });

  it('asks for the account’s e-mail typed again', async () => {
    const user = await createSignedInUser(t.app);
    const wrong = await remove(user.cookie, { email: 'someone-else@example.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/me', payload: { email: user.email } })).statusCode,
    ).toBe(401);
  });

  it('deletes the account as an admin’s deletion does, and the session ends', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app, {
      password: PASSWORD,
      plan: 'premium',
      profile: { companyName: `${unique('Lahkuv')} OÜ`, showInCompanyDirectory: true },
    });
    const cargo = await createCargo(db, user.userId);
    await db
      .insert(creditTransactions)
      .values({ userId: user.userId, amount: 2, provider: 'demo', providerRef: unique('r') });

    const res = await remove(user.cookie, { email: ` ${user.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);

    // The session and the sign-in are gone.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, user.email)).res.statusCode).not.toBe(200);

    // The admin's rule: anonymised, out of the directory, listings soft-deleted, access ended,
    // payment records kept.
    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ email: `deleted+${user.userId}@deleted.invalid`, name: '' });
    expect(row!.deletedAt).not.toBeNull();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile).toMatchObject({ companyName: null, showInCompanyDirectory: false });
    const [listing] = await db.select().from(cargoListings).where(eq(cargoListings.id, cargo.id));
    expect(listing!.deletedAt).not.toBeNull();
    const [sub] = await db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(sub).toMatchObject({ subscribed: false });
    expect(
      await db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.userId)),
    ).toHaveLength(1);

    // One activity row, as the admin's deletion writes, naming it the user's own.
    const log = await db
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, user.userId), eq(adminActivityLog.targetType, 'user')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'account_deleted', details: { label: user.email, after: null } });

    // The address is free for a new account.
    const again = await post(t.app, '/api/auth/sign-up/email', {
      email: user.email,
      password: PASSWORD,
      name: '',
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(200);
    expect(await accountsWith(user.email)).toHaveLength(1);
  });

  it('refuses an admin, as the back office refuses an admin deleting their own account', async () => {
    const admin = await createSignedInUser(t.app, { role: 'admin' });
    const res = await remove(admin.cookie, { email: admin.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ADMIN_ACCOUNT');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
  });
});
