import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityLog,
  adTemplates,
  cargoListings,
  notificationPreferences,
  profiles,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import {
  createCargo,
  createCompany,
  createTemplateRow,
  createTransport,
  unique,
} from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { openEvents } from '../../../test/sse';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([
    createSignedInUser(t.app, { role: 'admin' }),
    createSignedInUser(t.app, { plan: 'premium' }),
  ]);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, cookie = admin.cookie) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie },
  });
}

type Item = { id: string; name: string; usage?: number };
async function list(name: string): Promise<Item[]> {
  const res = await call('GET', `/api/admin/lookups/${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

async function add(listName: string, name: string): Promise<Item> {
  const res = await call('POST', `/api/admin/lookups/${listName}`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function reference(): Promise<Record<string, Item[]>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function activityOf(targetId: string) {
  return t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.targetId, targetId), eq(adminActivityLog.adminId, admin.userId)));
}

// Lookup names are cleaned as listing text is: letters, digits and spaces are safe.
const name = (prefix: string) => unique(prefix).replace(/-/g, ' ');

describe('the lookup lists', () => {
  it('lists each of the seven in Estonian order, with usage where listings carry the list', async () => {
    for (const listName of [
      'cargo-types',
      'trailer-types',
      'specializations',
      'transport-types',
      'service-regions',
      'loading-types',
      'units',
    ]) {
      const items = await list(listName);
      expect(items.length, listName).toBeGreaterThan(0);
      const names = items.map((i) => i.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'et')));
    }
    const carrier = await createSignedInUser(t.app);
    await createCargo(t.database.db, carrier.userId, { cargoType: 'KEMIKAALID' });
    await createCargo(t.database.db, carrier.userId, { cargoType: 'kemikaalid', deletedAt: new Date() });
    const chemicals = (await list('cargo-types')).find((i) => i.name === 'kemikaalid');
    expect(chemicals?.usage).toBe(1);
    expect((await list('specializations'))[0]).not.toHaveProperty('usage');
  });

  it('adds a value (trimmed), logs it, and GET /api/reference has it at once', async () => {
    const value = name('Mööbel');
    const item = await add('cargo-types', `  ${value}  `);
    expect(item).toMatchObject({ name: value, usage: 0 });
    expect((await reference()).cargoTypes!.map((i) => i.name)).toContain(value);
    const log = await activityOf(item.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'lookup_created', targetType: 'cargo_types' });
    expect(log[0]!.details).toMatchObject({ before: null, after: { name: value } });
  });

  it('refuses a blank name, a name the list has in another case, and unknown lists and values', async () => {
    const blank = await call('POST', '/api/admin/lookups/units', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    expect(blank.json().error.message).toContain('Nimi on kohustuslik');
    expect((await call('POST', '/api/admin/lookups/units', {})).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/lookups/units', { name: 'x'.repeat(21) })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/lookups/cargo-types', { name: 'x'.repeat(60) })).statusCode).toBe(
      201,
    );

    const duplicate = await call('POST', '/api/admin/lookups/cargo-types', { name: 'TOIDUKAUBAD' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'LOOKUP_EXISTS',
      message: '„TOIDUKAUBAD” on selles loendis juba olemas',
    });
    // Another list may have the same name.
    const elsewhere = await add('loading-types', 'toidukaubad');

    const masinad = (await list('cargo-types')).find((i) => i.name === 'masinad')!;
    const clash = await call('PATCH', `/api/admin/lookups/cargo-types/${masinad.id}`, { name: 'Tekstiil' });
    expect(clash.statusCode).toBe(409);

    expect((await call('GET', '/api/admin/lookups/colours')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/lookups/colours', { name: 'sinine' })).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/admin/lookups/units/${missing}`, { name: 'pudel' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/lookups/units/${missing}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/lookups/units/not-an-id')).statusCode).toBe(404);
    // A value of another list is not this list's.
    expect((await call('DELETE', `/api/admin/lookups/units/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await activityOf(masinad.id)).length).toBe(0);
  });

  it('renames a value in one transaction: listings, templates, alert preferences; feeds find the new name', async () => {
    const oldName = name('Vana kaup');
    const item = await add('cargo-types', oldName);
    const owner = await createSignedInUser(t.app, { plan: 'premium' });
    // Listings and the rest carry the old name in any case.
    const live = await createCargo(t.database.db, owner.userId, { cargoType: oldName.toUpperCase() });
    const deleted = await createCargo(t.database.db, owner.userId, {
      cargoType: oldName,
      deletedAt: new Date(),
    });
    const other = await createCargo(t.database.db, owner.userId, { cargoType: 'muu' });
    const template = await createTemplateRow(t.database.db, owner.userId, {
      templateData: { originCity: 'Tallinn', destinationCity: 'Riia', cargoType: oldName.toLowerCase() },
    });
    const transportTemplate = await createTemplateRow(t.database.db, owner.userId, {
      templateType: 'transport',
      templateData: { originCity: 'Tartu', destinationCity: 'Riia', trailerType: oldName },
    });
    await t.database.db.insert(notificationPreferences).values({
      userId: owner.userId,
      cargoTypes: ['muu', oldName.toLowerCase(), 'masinad'],
      transportTrailerTypes: [oldName],
    });

    const newName = name('Uus kaup');
    const res = await call('PATCH', `/api/admin/lookups/cargo-types/${item.id}`, { name: ` ${newName} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, name: newName });

    const feed = await t.app.inject({
      method: 'GET',
      url: `/api/listings/cargo?cargoType=${encodeURIComponent(newName)}`,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().items.map((i: { id: string }) => i.id)).toEqual([live.id]);
    const rows = await t.database.db
      .select()
      .from(cargoListings)
      .where(eq(cargoListings.userId, owner.userId));
    const typeOf = (id: string) => rows.find((r) => r.id === id)?.cargoType;
    expect(typeOf(live.id)).toBe(newName);
    expect(typeOf(deleted.id)).toBe(oldName);
    expect(typeOf(other.id)).toBe('muu');

    const templates = await t.database.db
      .select()
      .from(adTemplates)
      .where(eq(adTemplates.userId, owner.userId));
    expect(templates.find((r) => r.id === template.id)?.templateData).toMatchObject({
      cargoType: newName,
      originCity: 'Tallinn',
    });
    // Only the list's own fields: a trailer type of the same text is another list's value.
    expect(templates.find((r) => r.id === transportTemplate.id)?.templateData.trailerType).toBe(oldName);
    const [prefs] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, owner.userId));
    expect(prefs?.cargoTypes).toEqual(['muu', newName, 'masinad']);
    expect(prefs?.transportTrailerTypes).toEqual([oldName]);

    const log = await activityOf(item.id);
    expect(log.map((l) => l.action).sort()).toEqual(['lookup_created', 'lookup_updated']);
    expect(log.find((l) => l.action === 'lookup_updated')!.details).toMatchObject({
      before: { name: oldName },
      after: { name: newName },
      renamed: { listings: 1, templates: 1, preferences: 1, profiles: 0 },
    });
    const names = (await reference()).cargoTypes!.map((i) => i.name);
    expect(names).toContain(newName);
    expect(names).not.toContain(oldName);

    // A change of case alone is a rename too, and the same name again changes nothing.
    const upper = newName.toUpperCase();
    expect(
      (await call('PATCH', `/api/admin/lookups/cargo-types/${item.id}`, { name: upper })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/lookups/cargo-types/${item.id}`, { name: upper })).statusCode,
    ).toBe(200);
    expect(await activityOf(item.id)).toHaveLength(3);
  });

  it('renames units in both listing kinds, and regions and specialties in directory profiles', async () => {
    const unit = await add('units', name('pk').slice(0, 18));
    const owner = await createSignedInUser(t.app);
    const cargo = await createCargo(t.database.db, owner.userId, { unit: unit.name });
    const transport = await createTransport(t.database.db, owner.userId, { volumeUnit: unit.name });
    const newUnit = name('kast').slice(0, 18);
    expect((await call('PATCH', `/api/admin/lookups/units/${unit.id}`, { name: newUnit })).statusCode).toBe(
      200,
    );
    const listed = await t.app.inject({ method: 'GET', url: `/api/listings/cargo/${cargo.id}` });
    expect(listed.json().unit).toBe(newUnit);
    const moved = await t.app.inject({ method: 'GET', url: `/api/listings/transport/${transport.id}` });
    expect(moved.json().volumeUnit).toBe(newUnit);

    const region = await add('service-regions', name('Skandinaavia'));
    const specialty = await add('specializations', name('Mööbel'));
    const { profile } = await createCompany(t.database.db, {
      serviceRegions: ['eesti', region.name.toUpperCase()],
      specialty: specialty.name,
    });
    const newRegion = name('Põhjala');
    const newSpecialty = name('Kolimine');
    expect(
      (await call('PATCH', `/api/admin/lookups/service-regions/${region.id}`, { name: newRegion }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/lookups/specializations/${specialty.id}`, { name: newSpecialty }))
        .statusCode,
    ).toBe(200);
    const [after] = await t.database.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(after?.serviceRegions).toEqual(['eesti', newRegion]);
    expect(after?.specialty).toBe(newSpecialty);
    const directory = await t.app.inject({
      method: 'GET',
      url: `/api/companies?region=${encodeURIComponent(newRegion)}&specialty=${encodeURIComponent(newSpecialty)}`,
    });
    expect(directory.statusCode).toBe(200);
    expect(directory.json().items.map((i: { id: string }) => i.id)).toEqual([profile.id]);
  });

  it('deletes a value from the choices only: listings keep their text; one activity row', async () => {
    const value = await add('trailer-types', name('Platvorm'));
    const owner = await createSignedInUser(t.app);
    const listing = await createTransport(t.database.db, owner.userId, { trailerType: value.name });
    const res = await call('DELETE', `/api/admin/lookups/trailer-types/${value.id}`);
    expect(res.statusCode).toBe(204);
    expect((await list('trailer-types')).map((i) => i.name)).not.toContain(value.name);
    expect((await reference()).trailerTypes!.map((i) => i.name)).not.toContain(value.name);
    const shown = await t.app.inject({ method: 'GET', url: `/api/listings/transport/${listing.id}` });
    expect(shown.json().trailerType).toBe(value.name);
    const log = await activityOf(value.id);
    expect(log.map((l) => l.action).sort()).toEqual(['lookup_created', 'lookup_deleted']);
    expect(log.find((l) => l.action === 'lookup_deleted')!.details).toMatchObject({
      before: { name: value.name },
      after: null,
    });
    expect((await call('DELETE', `/api/admin/lookups/trailer-types/${value.id}`)).statusCode).toBe(404);
  });

  it('tells every open page that the lists changed, once each change commits', async () => {
    const owner = await createSignedInUser(t.app);
    const client = await openEvents(`${baseUrl}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      // An earlier test's announcement may still be on its way to the new stream. Announcements
      // and listing changes share one channel, in commit order: once a listing written now has
      // arrived, everything before it has, and only what this test sends is counted below.
      const marker = await createCargo(t.database.db, owner.userId);
      await client.waitFor(
        (e) => e.event === 'listing' && (e.data as { item?: { id: string } }).item?.id === marker.id,
      );
      const before = client.events.length;
      const announced = () => client.events.slice(before).filter((e) => e.event === 'public');
      const item = await add('loading-types', name('Kraana'));
      await client.waitFor(() => announced().length >= 1);
      expect(announced().map((e) => e.data)).toEqual([{ part: 'reference' }]);
      // A refused change announces nothing.
      expect((await call('POST', '/api/admin/lookups/loading-types', { name: item.name })).statusCode).toBe(
        409,
      );
      expect((await call('DELETE', `/api/admin/lookups/loading-types/${item.id}`)).statusCode).toBe(204);
      await client.waitFor(() => announced().length >= 2);
      expect(announced()).toHaveLength(2);
    } finally {
      await client.close();
    }
  });

  it('announces a rename once for the lists, not once per listing it rewrites', async () => {
    const owner = await createSignedInUser(t.app);
    const item = await add('loading-types', name('Tõstuk'));
    const client = await openEvents(`${baseUrl}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      const listings = await Promise.all(
        [1, 2, 3].map(() => createCargo(t.database.db, owner.userId, { loadingType: item.name })),
      );
      const ids = new Set(listings.map((l) => l.id));
      const aboutThem = (e: { event: string; data: unknown }) =>
        e.event === 'listing' && ids.has((e.data as { item?: { id: string } }).item?.id ?? '');
      // Their own announcements first (each listing once, as it was written), so only what the
      // rename sends is counted below.
      for (const id of ids) {
        await client.waitFor(
          (e) => e.event === 'listing' && (e.data as { item?: { id: string } }).item?.id === id,
        );
      }
      const before = client.events.length;
      const renamed = await call('PATCH', `/api/admin/lookups/loading-types/${item.id}`, {
        name: name('Tõstuk uus'),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await client.waitFor((e) => e.event === 'public' && client.events.indexOf(e) >= before);
      // A listing written after the rename is still announced: only the rename's transaction was quiet.
      const marker = await createCargo(t.database.db, owner.userId);
      await client.waitFor(
        (e) => e.event === 'listing' && (e.data as { item?: { id: string } }).item?.id === marker.id,
      );
      const rewritten = client.events.slice(before).filter(aboutThem);
      expect(rewritten).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/lookups/units', undefined, user.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/lookups/units', { name: 'pudel' }, user.cookie)).statusCode).toBe(
      403,
    );
  });
});
