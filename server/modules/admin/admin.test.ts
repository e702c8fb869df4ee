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

  it('guards every registered admin route: 401 signed out, 403 for a normal user, before reading input', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : { bad: 'input' };
      const ask = (cookie?: string) =>
        t.app.inject({
          ...route,
          ...(payload ? { payload } : {}),
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        });
      const visitor = await ask();
      expect(visitor.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      const normal = await ask(user.cookie);
      expect(normal.statusCode, `${route.method} ${route.url} as a normal user`).toBe(403);
      expect(normal.json().error.code).toBe('ADMIN_REQUIRED');
    }
  });

  it('reports isAdmin on /api/me for the admin only', async () => {
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c } });
    expect((await me(admin.cookie)).json().isAdmin).toBe(true);
    expect((await me(user.cookie)).json().isAdmin).toBe(false);
  });
});

describe('dashboard and activity log', () => {
  const get = (url: string, cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('counts users and listings for the period and lists the latest activity with who did it', async () => {
    await put({ title: `Hooldus ${unique('o')}` }, admin.cookie);
    const res = await get('/api/admin/overview?period=1d');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toBe('1d');
    expect(body.users.total).toBeGreaterThanOrEqual(2);
    expect(body.users.since).toBeGreaterThanOrEqual(2);
    expect(body.users.since).toBeLessThanOrEqual(body.users.total);
    expect(body.activity.length).toBeLessThanOrEqual(8);
    expect(body.activity[0]).toMatchObject({ action: 'status_updated', adminEmail: expect.any(String) });
    expect((await get('/api/admin/overview')).json().period).toBe('7d');
    expect((await get('/api/admin/overview?period=2d')).statusCode).toBe(400);
  });

  it('pages the whole log, newest first', async () => {
    for (let i = 0; i < 3; i += 1) await put({ title: `Lehekülg ${i}` }, admin.cookie);
    const first = (await get('/api/admin/activity?pageSize=10')).json();
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items[0].details.after.title).toBe('Lehekülg 2');
    const times = first.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Tallinn' }).format(new Date());
    const todays = (await get(`/api/admin/activity?from=${today}&to=${today}&action=status_updated`)).json();
    expect(todays.total).toBe(first.total);
    const before = (await get('/api/admin/activity?to=2020-01-01')).json();
    expect(before.total).toBe(0);
    expect((await get('/api/admin/activity?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/activity?action=hacked')).statusCode).toBe(400);
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
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(503);
    expect(signUp.json()).toEqual({
      error: { code: 'MAINTENANCE', message: 'Platvormil on hooldustööd. Palun proovige hiljem uuesti.' },
    });
    const adminWrite = await put({ title: 'Hooldus käib' }, admin.cookie);
    expect(adminWrite.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await put({ enabled: false }, admin.cookie);
    const after = await post(t.app, '/api/auth/request-password-reset', {
      email: `${unique('m')}@example.test`,
    });
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

describe('bounded totals', () => {
  it('counts a long list up to its limit and says the rest is "at least"', async () => {
    const { boundedTotal, countLimitFor } = await import('./activity');
    const { bounded } = await import('../../db/bounded-list');
    expect(countLimitFor('')).toBe(10_000);
    expect(countLimitFor('tamm')).toBe(1_000);
    expect(boundedTotal(bounded(10_001, 10_000))).toEqual({ total: 10_000, totalIsLowerBound: true });
    expect(boundedTotal(bounded(10_000, 10_000))).toEqual({ total: 10_000, totalIsLowerBound: false });
    expect(boundedTotal(bounded(7, 1_000))).toEqual({ total: 7, totalIsLowerBound: false });
  });
});
