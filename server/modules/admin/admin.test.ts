import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog } from '../../db/schema/index';
import { ORIGIN, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { unique } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';

let t: TestApp;
let admin: { cookie: string; userId: string };
let user: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([
    createSignedInUser(t.app, { role: 'admin' }),
    createSignedInUser(t.app),
  ]);
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/maintenance',
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('admin gate', () => {
  it('answers 401 to visitors and 403 with the spec message to signed-in non-admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/maintenance' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'ADMIN_REQUIRED', message: 'Access denied. Admin privileges required.' },
    });
    expect((await put({ enabled: true }, user.cookie)).statusCode).toBe(403);
  });

  it('reports isAdmin on /api/me for the admin only', async () => {
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c } });
    expect((await me(admin.cookie)).json().isAdmin).toBe(true);
    expect((await me(user.cookie)).json().isAdmin).toBe(false);
  });
});

describe('maintenance mode', () => {
  it('is switched and edited by the admin, logged, and shown in the public settings', async () => {
    const res = await put({ enabled: true, title: '  Hooldus  ', subtitle: 'Tagasi kell 18' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, title: 'Hooldus', subtitle: 'Tagasi kell 18' });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub.maintenance).toEqual({ enabled: true, title: 'Hooldus', subtitle: 'Tagasi kell 18' });
    const log = await t.database.db
      .select()
      .from(adminActivityLog)
      .where(eq(adminActivityLog.adminId, admin.userId));
    expect(log.length).toBeGreaterThan(0);
    expect(log[0]!.targetType).toBe('maintenance');
  });

  it('refuses non-admin writes with 503 while on, but lets the admin sign in and write', async () => {
    await put({ enabled: true }, admin.cookie);
    const signUp = await post(t.app, '/api/auth/sign-up/email', {
      email: `${unique('m')}@example.test`,
      password: 'Sobiv1parool',
      name: '',
    });
    expect(signUp.statusCode).toBe(503);
    expect(signUp.json()).toEqual({
      error: { code: 'MAINTENANCE', message: 'Platvormil on hooldustööd. Palun proovige hiljem uuesti.' },
    });
    const adminWrite = await put({ title: 'Hooldus käib' }, admin.cookie);
    expect(adminWrite.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await put({ enabled: false }, admin.cookie);
    const after = await post(t.app, '/api/check-email-exists', { email: `${unique('m')}@example.test` });
    expect(after.statusCode).toBe(200);
  });

  it('refuses blank texts and unknown fields with 400 and keeps the stored texts', async () => {
    await put({ title: 'Enne' }, admin.cookie);
    const blank = await put({ title: '   ' }, admin.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('VALIDATION_ERROR');
    expect(blank.json().error.field).toBe('title');
    expect((await put({ enabled: 'yes' }, admin.cookie)).statusCode).toBe(400);
    expect((await put({ hacked: true }, admin.cookie)).statusCode).toBe(400);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: { cookie: admin.cookie },
    });
    expect(state.json().title).toBe('Enne');
  });
});
