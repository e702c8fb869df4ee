import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

// Issue 28, item 4: each lookup value gets a label per language on /admin/variables; a missing one
// falls back to Estonian, and the admin sees which are missing.
let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({ method, url, payload: payload as object, headers: { origin: ORIGIN, cookie } });

type Item = { id: string; name: string; labels: Record<string, string>; missingLabels: string[] };

async function newValue(): Promise<Item> {
  const res = await call('POST', '/api/admin/lookups/cargo-types', { name: unique('lasti') });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('a lookup value’s labels', () => {
  it('starts with none and names all five languages as missing', async () => {
    const value = await newValue();
    expect(value.labels).toEqual({});
    expect(value.missingLabels).toEqual(['en', 'ru', 'lv', 'lt', 'fi']);
  });

  it('are set by an admin, shown in the list, answered to readers, and the value stays the key', async () => {
    const value = await newValue();
    const set = await call('PUT', `/api/admin/lookups/cargo-types/${value.id}/labels`, {
      labels: { en: ' Timber ', ru: 'Лесоматериалы', lv: '' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      id: value.id,
      name: value.name,
      labels: { en: 'Timber', ru: 'Лесоматериалы' },
      missingLabels: ['lv', 'lt', 'fi'],
    });

    const list = (await call('GET', '/api/admin/lookups/cargo-types')).json().items as Item[];
    expect(list.find((item) => item.id === value.id)?.missingLabels).toEqual(['lv', 'lt', 'fi']);

    const read = async (language: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/reference', headers: { 'accept-language': language } })
      ).json().cargoTypes as { value: string; label: string }[];
    expect((await read('ru')).find((item) => item.value === value.name)?.label).toBe('Лесоматериалы');
    // A missing label: the Estonian name.
    expect((await read('lv')).find((item) => item.value === value.name)?.label).toBe(value.name);

    const [logged] = await t.app.deps.database.db
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.targetId, value.id), eq(adminActivityLog.action, 'lookup_updated')));
    expect(logged?.details).toMatchObject({ after: { labels: { en: 'Timber', ru: 'Лесоматериалы' } } });
  });

  it('refuses a label too long for the list, naming its language, and keeps the ones stored', async () => {
    const unit = (await call('GET', '/api/admin/lookups/units')).json().items[0] as Item;
    const before = unit.labels;
    const res = await call('PUT', `/api/admin/lookups/units/${unit.id}/labels`, {
      labels: { fi: 'x'.repeat(21) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('labels.fi');
    const after = (await call('GET', '/api/admin/lookups/units')).json().items as Item[];
    expect(after.find((item) => item.id === unit.id)?.labels).toEqual(before);
  });

  it('refuses a language that is not one of the five, and a non-admin', async () => {
    const value = await newValue();
    const url = `/api/admin/lookups/cargo-types/${value.id}/labels`;
    expect((await call('PUT', url, { labels: { de: 'Holz' } })).statusCode).toBe(400);
    expect((await call('PUT', url, { labels: { en: 'Timber' } }, user.cookie)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', '/api/admin/lookups/cargo-types/00000000-0000-4000-8000-000000000000/labels', {
          labels: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
