import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adTemplates } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createTemplateRow, inDays, unique } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type User = { cookie: string; userId: string };

let t: TestApp;
let free: User;
let premium: User;
let trial: User;
let other: User;

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, trial, other] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(2) }),
    createSignedInUser(t.app, { plan: 'premium' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

function call(method: Method, url: string, user?: User, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}

async function create(user: User, name: string, type: 'cargo' | 'transport' = 'cargo', data: object = {}) {
  const res = await call('POST', '/api/templates', user, { name, type, data });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const names = async (user: User, query = '') =>
  (await call('GET', `/api/templates${query}`, user)).json().items.map((i: { name: string }) => i.name);

describe('templates are premium only', () => {
  it('refuses every template call of a free user with 403 ACCESS_REQUIRED and the spec text', async () => {
    const row = await createTemplateRow(t.database.db, free.userId);
    const calls = [
      call('GET', '/api/templates', free),
      call('POST', '/api/templates', free, { name: 'Tallinn-Riia', type: 'cargo', data: {} }),
      call('PATCH', `/api/templates/${row.id}`, free, { isFavorite: true }),
      call('POST', `/api/templates/${row.id}/use`, free),
      call('DELETE', `/api/templates/${row.id}`, free),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'ACCESS_REQUIRED',
          message: 'Mallide kasutamine on saadaval ainult Premium-kasutajatele',
        },
      });
    }
    const [stored] = await t.database.db.select().from(adTemplates).where(eq(adTemplates.id, row.id));
    expect(stored).toMatchObject({ usageCount: 0, isFavorite: false });
  });

  it('refuses visitors with 401 and lets a trial user save and list', async () => {
    expect((await call('GET', '/api/templates')).statusCode).toBe(401);
    const saved = await create(trial, 'Prooviaja mall');
    expect(
      (await call('GET', '/api/templates', trial)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([saved.id]);
  });
});

describe('saving', () => {
  it('saves a template with sanitised data, the contact included, and answers its shape', async () => {
    const res = await call('POST', '/api/templates', premium, {
      name: '  Tallinn → Riia  ',
      type: 'cargo',
      data: {
        originCity: 'Tallinn',
        destinationCity: 'Riia',
        cargoType: 'masinad',
        notes: 'Kiire\n"laadimine" {x}',
        weight: '1 200,5',
        contactPhone: '+372 5555 1111',
        durationDays: 30,
        id: 'not stored',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Tallinn → Riia',
      type: 'cargo',
      isFavorite: false,
      usageCount: 0,
      data: {
        originCity: 'Tallinn',
        destinationCity: 'Riia',
        cargoType: 'masinad',
        notes: 'Kiire laadimine x',
        weight: 1200.5,
        contactPhone: '+372 5555 1111',
      },
    });
    expect(body.data).not.toHaveProperty('durationDays');
    expect(body.data).not.toHaveProperty('id');
    expect(body.createdAt).toBe(body.updatedAt);
  });

  it('saves a half-filled template (from step 2)', async () => {
    const res = await call('POST', '/api/templates', premium, {
      name: 'Pooleli',
      type: 'transport',
      data: { originCity: 'Tartu', destinationCity: '', trailerType: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ originCity: 'Tartu', destinationCity: null, trailerType: null });
  });

  it('needs a non-blank name, a known type and valid data', async () => {
    for (const name of ['', '   ', undefined]) {
      const res = await call('POST', '/api/templates', premium, { name, type: 'cargo', data: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'name',
        message: 'Palun sisestage malli nimi',
      });
    }
    const long = await call('POST', '/api/templates', premium, {
      name: 'x'.repeat(101),
      type: 'cargo',
      data: {},
    });
    expect(long.json().error.message).toBe('Malli nimi võib olla kuni 100 tähemärki pikk');
    const company = await call('POST', '/api/templates', premium, {
      name: 'Firma',
      type: 'company',
      data: {},
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().error.message).toBe('Malli tüüp peab olema cargo või transport');
    const bad = await call('POST', '/api/templates', premium, {
      name: 'Vigane',
      type: 'cargo',
      data: { weight: 'palju' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      field: 'data.weight',
      message: 'Palun sisestage korrektne arv',
    });
    const rename = await call('PATCH', `/api/templates/${(await create(premium, unique('n'))).id}`, premium, {
      name: ' ',
    });
    expect(rename.json().error).toMatchObject({ field: 'name', message: 'Palun sisestage malli nimi' });
  });
});

describe('the list', () => {
  it('sorts favourites first, then the most used, then the latest updated', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const a = await create(user, 'A');
    const b = await create(user, 'B');
    const c = await create(user, 'C');
    const d = await create(user, 'D');
    // Distinct update times, oldest A, so no two can tie within a millisecond.
    for (const [i, saved] of [a, b, c, d].entries()) {
      await t.database.db
        .update(adTemplates)
        .set({ updatedAt: new Date(Date.now() - (4 - i) * 60_000) })
        .where(eq(adTemplates.id, saved.id));
    }
    // Latest updated first while nothing else differs.
    expect(await names(user)).toEqual(['D', 'C', 'B', 'A']);

    await call('POST', `/api/templates/${b.id}/use`, user);
    await call('POST', `/api/templates/${b.id}/use`, user);
    await call('POST', `/api/templates/${c.id}/use`, user);
    expect(await names(user)).toEqual(['B', 'C', 'D', 'A']);

    const fav = await call('PATCH', `/api/templates/${a.id}`, user, { isFavorite: true });
    expect(fav.statusCode).toBe(200);
    expect(fav.json().isFavorite).toBe(true);
    expect(await names(user)).toEqual(['A', 'B', 'C', 'D']);

    // An update moves a template ahead of others with the same mark and usage.
    await call('POST', `/api/templates/${d.id}/use`, user);
    expect(await names(user)).toEqual(['A', 'B', 'D', 'C']);
    const renamed = await call('PATCH', `/api/templates/${c.id}`, user, { name: 'C2' });
    expect(renamed.json().name).toBe('C2');
    expect(await names(user)).toEqual(['A', 'B', 'C2', 'D']);

    const unfav = await call('PATCH', `/api/templates/${a.id}`, user, { isFavorite: false });
    expect(unfav.json().isFavorite).toBe(false);
    expect(await names(user)).toEqual(['B', 'C2', 'D', 'A']);
  });

  it('filters by type and searches the name and route, any case', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    await create(user, 'Kaup Pärnu', 'cargo', { originCity: 'Pärnu' });
    await create(user, 'Vedu', 'transport', { originCity: 'Tartu', destinationCity: 'Kaunas' });
    await createTemplateRow(t.database.db, user.userId, {
      templateName: 'Firma mall',
      templateType: 'company',
    });
    expect((await names(user)).sort()).toEqual(['Kaup Pärnu', 'Vedu']);
    expect(await names(user, '?type=cargo')).toEqual(['Kaup Pärnu']);
    expect(await names(user, '?type=transport')).toEqual(['Vedu']);
    expect(await names(user, `?q=${encodeURIComponent('PÄRNU')}`)).toEqual(['Kaup Pärnu']);
    expect(await names(user, '?q=kaunas')).toEqual(['Vedu']);
    expect(await names(user, '?q=%25')).toEqual([]);
    expect(await names(user, '?q=firma')).toEqual([]);
    expect((await call('GET', '/api/templates?type=company', user)).statusCode).toBe(400);
  });
});

describe('use and delete', () => {
  it('use counts one more use each time and answers the data', async () => {
    const saved = await create(premium, unique('Kasuta'), 'transport', {
      originCity: 'Narva',
      trailerType: 'tanker',
    });
    const first = await call('POST', `/api/templates/${saved.id}/use`, premium);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      usageCount: 1,
      data: { originCity: 'Narva', trailerType: 'tanker' },
    });
    await Promise.all([1, 2, 3].map(() => call('POST', `/api/templates/${saved.id}/use`, premium)));
    const [row] = await t.database.db.select().from(adTemplates).where(eq(adTemplates.id, saved.id));
    expect(row!.usageCount).toBe(4);
  });

  it('deletes a template: 204, gone from the list, then 404; the row stays, marked deleted', async () => {
    const saved = await create(premium, unique('Kustuta'));
    const res = await call('DELETE', `/api/templates/${saved.id}`, premium);
    expect(res.statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(adTemplates).where(eq(adTemplates.id, saved.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await call('POST', `/api/templates/${saved.id}/use`, premium)).statusCode).toBe(404);
    const items = (await call('GET', '/api/templates', premium)).json().items;
    expect(items.map((i: { id: string }) => i.id)).not.toContain(saved.id);
    const again = await call('DELETE', `/api/templates/${saved.id}`, premium);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'TEMPLATE_NOT_FOUND', message: 'Malli ei leitud' });
  });

  it('never shows or changes another user’s template', async () => {
    const theirs = await create(other, unique('Teise mall'));
    expect(
      (await call('GET', '/api/templates', premium)).json().items.map((i: { id: string }) => i.id),
    ).not.toContain(theirs.id);
    for (const res of await Promise.all([
      call('PATCH', `/api/templates/${theirs.id}`, premium, { isFavorite: true }),
      call('POST', `/api/templates/${theirs.id}/use`, premium),
      call('DELETE', `/api/templates/${theirs.id}`, premium),
    ])) {
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(adTemplates).where(eq(adTemplates.id, theirs.id));
    expect(row).toMatchObject({ isFavorite: false, usageCount: 0 });
    expect((await call('PATCH', '/api/templates/not-an-id', premium, { isFavorite: true })).statusCode).toBe(
      400,
    );
  });
});
