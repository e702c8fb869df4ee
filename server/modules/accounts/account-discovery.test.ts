import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { emailOutbox, jobs, users } from '../../db/schema/index';
import { PASSWORD, post } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/app';
import { unique } from '../../../test/factories/index';

// Nothing the API answers tells whether an address has an account (decision 0041): the existence
// check is gone, the reset request answers alike and only queues its work, and a sign-up with a
// taken address answers as a new one would while its owner gets a mail.

let t: TestApp;
beforeAll(async () => {
  // Jobs run only when the test drains them: what the request itself did is seen on its own.
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' }, { jobs: { manual: true } });
});
afterAll(async () => {
  await t.close();
});

const email = () => `${unique('disc')}@example.test`;
const mailsTo = (address: string) =>
  t.database.db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address));

describe('the e-mail existence check', () => {
  it('is gone: 404 in the error shape, and not in the API document', async () => {
    const { email: address } = await createSignedInUser(t.app);
    for (const payload of [{ email: address }, { email: email() }]) {
      const res = await post(t.app, '/api/check-email-exists', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/check-email-exists');
  });
});

describe('the password reset request', () => {
  it('answers an existing and a missing account alike and only queues the work', async () => {
    const { email: existing } = await createSignedInUser(t.app);
    const missing = email();
    const ask = (address: string) =>
      post(t.app, '/api/auth/request-password-reset', { email: address, redirectTo: '/reset-password' });

    const [forExisting, forMissing] = [await ask(existing.toUpperCase()), await ask(missing)];
    expect(forExisting.statusCode).toBe(200);
    expect(forMissing.statusCode).toBe(forExisting.statusCode);
    expect(forMissing.json()).toEqual(forExisting.json());
    expect(forExisting.json()).toEqual({
      status: true,
      message: 'Kui selle aadressiga konto on olemas, saadame sellele parooli lähtestamise lingi.',
    });

    // Both requests wrote one job each and nothing else: no token, no mail yet.
    for (const address of [existing, missing]) {
      const queued = await t.database.db
        .select({ payload: jobs.payload, state: jobs.state })
        .from(jobs)
        .where(and(eq(jobs.kind, 'auth.password-reset'), eq(jobs.key, address)));
      expect(queued).toEqual([
        { payload: { email: address, redirectTo: '/reset-password' }, state: 'pending' },
      ]);
      expect(await mailsTo(address)).toEqual([]);
    }
    const [tokens] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from verifications where identifier like 'reset-password:%'`,
    );
    expect(tokens!.n).toBe(0);

    // The queue does the work: a reset mail for the account, nothing for the address without one.
    await t.app.jobs.drain();
    expect(await mailsTo(existing)).toEqual([{ kind: 'password_reset' }]);
    expect(await mailsTo(missing)).toEqual([]);
    const left = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'auth.password-reset'));
    expect(left).toEqual([]);
  });

  it('asked twice before the queue ran, sends one mail', async () => {
    const { email: address } = await createSignedInUser(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, '/api/auth/request-password-reset', { email: address });
      expect(res.statusCode).toBe(200);
    }
    await t.app.jobs.drain();
    expect(await mailsTo(address)).toEqual([{ kind: 'password_reset' }]);
  });

  it('refuses a malformed address with 400, for any address alike', async () => {
    const res = await post(t.app, '/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
  });
});

describe('a sign-up with an address that has an account', () => {
  it('answers as for a new address, makes no second account, and tells the owner by mail', async () => {
    const signUp = (address: string) =>
      post(t.app, '/api/auth/sign-up/email', {
        email: address,
        password: PASSWORD,
        name: '',
        acceptTerms: true,
      });
    const { email: taken } = await createSignedInUser(t.app);
    const fresh = email();

    const [forTaken, forFresh] = [await signUp(taken), await signUp(fresh)];
    expect(forTaken.statusCode).toBe(200);
    expect(forFresh.statusCode).toBe(200);
    const shape = (body: { user: Record<string, unknown> }) => ({
      ...body,
      user: { ...body.user, id: 'id', email: 'email', createdAt: 'time', updatedAt: 'time' },
    });
    expect(shape(forTaken.json())).toEqual(shape(forFresh.json()));
    expect(forTaken.cookies).toEqual([]);

    const accounts = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, taken));
    expect(accounts).toHaveLength(1);
    expect(await mailsTo(taken)).toEqual([{ kind: 'account_exists' }]);
    expect(await mailsTo(fresh)).toEqual([{ kind: 'email_confirmation' }]);
  });
});
