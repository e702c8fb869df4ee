import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { createCompany, unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { queryRows } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { seedDemo } from '../../db/seeds/demo';
import { seedPlaces } from '../../db/seeds/places';
import { addressPlaceNames, locateStoredCompanies } from '../places/locate';
import { placeRow } from '../places/places.service';
import { locateStoredRoutes } from '../profile/locate-routes';
import { routeForReader } from './companies.presenter';

// Decision 0069: a company's base place (picked, or found in its address), and the directory "near a
// place" (`near`, `radiusKm`), on ../shared/spec/API.md's "Places and distance".
const RIGA = 456172;
const TALLINN = 588409;
const TARTU = 588335;
const ELVA = 592279; // 25 km from Tartu
const VILJANDI = 587577; // 66 km from Tartu

let t: TestApp;
let premium: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV', 'LT', 'FI'] });
  premium = await createSignedInUser(t.app, { plan: 'premium' });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'PUT', url: string, language: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: premium.cookie, 'accept-language': language },
    ...(payload === undefined ? {} : { payload }),
  });
}

const company = (overrides: object = {}) => ({ companyName: `${unique('Firma')} OÜ`, ...overrides });

/** A base place's columns, as a picked place stores them. */
async function baseAt(id: number) {
  const place = (await placeRow(t.database.db, id))!;
  return { basePlaceId: place.id, baseLat: place.lat, baseLon: place.lon };
}

type Item = {
  id: string;
  basePlace: { id: number; name: string; country: string } | null;
  distanceKm?: number;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };
type Company = { regularRoutes: { route: string; frequency?: string }[] };

async function directory(query: string, language = 'et'): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/companies?${query}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json();
}

describe('a company’s regular routes', () => {
  it('keep the places picked for their ends, and refuse a place the gazetteer lacks naming the field', async () => {
    const route = { route: 'Tallinn → Riia', originPlaceId: TALLINN, destinationPlaceId: RIGA };
    const saved = await call('PUT', '/api/me/company', 'et', company({ regularRoutes: [route] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().regularRoutes).toEqual([
      { ...route, frequency: null, capacity: null, trailerType: null },
    ]);
    const typed = await call(
      'PUT',
      '/api/me/company',
      'et',
      company({ regularRoutes: [{ route: 'Kogu Eesti' }] }),
    );
    expect(typed.json().regularRoutes[0]).toMatchObject({ originPlaceId: null, destinationPlaceId: null });

    const unknown = await call(
      'PUT',
      '/api/me/company',
      'ru',
      company({ regularRoutes: [route, { route: 'Tartu → ?', destinationPlaceId: 999_999_999 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      field: 'regularRoutes.1.destinationPlaceId',
      message: 'Место не найдено',
    });
  });
});

describe('a company’s typed route ends (decision 0091)', () => {
  it('are located when they name one place in the whole gazetteer, and keep their text as typed', async () => {
    const saved = await call(
      'PUT',
      '/api/me/company',
      'et',
      company({
        regularRoutes: [
          { route: 'riga → Tartu' },
          { route: 'Tartu → Kase talu', frequency: 'iga päev' },
          { route: 'Tallinn', originPlaceId: null },
          { route: 'Rīga → Tallinn', originPlaceId: TARTU },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    type Saved = { route: string; originPlaceId: number | null; destinationPlaceId: number | null };
    expect(
      (saved.json() as { regularRoutes: Saved[] }).regularRoutes.map((r) => [
        r.route,
        r.originPlaceId,
        r.destinationPlaceId,
      ]),
    ).toEqual([
      ['riga → Tartu', RIGA, TARTU],
      ['Tartu → Kase talu', TARTU, null],
      ['Tallinn', TALLINN, null],
      // A picked end is kept as picked; only the typed one is looked up.
      ['Rīga → Tallinn', TARTU, TALLINN],
    ]);
  });
});

describe('a company’s regular routes for a reader (decision 0091)', () => {
  it('name their picked ends in the reader’s language, keep a typed end as written, and are found by any of a place’s names', async () => {
    const tag = unique('liin');
    const { profile } = await createCompany(t.database.db, {
      companyName: `${tag} OÜ`,
      regularRoutes: [
        { route: 'Tallinn → Riia', originPlaceId: TALLINN, destinationPlaceId: RIGA },
        { route: 'Tartu → Kase talu', originPlaceId: TARTU },
        { route: 'Kogu Eesti', frequency: 'iga päev' },
      ],
    });
    const directoryRoutes = async (language: string) =>
      (await directory(`q=${tag}`, language)).items.map((item) => (item as unknown as Company).regularRoutes);
    expect(await directoryRoutes('ru')).toEqual([
      [
        { route: 'Таллин → Рига' },
        { route: 'Тарту → Kase talu' },
        { route: 'Kogu Eesti', frequency: 'iga päev' },
      ],
    ]);
    expect((await directoryRoutes('en'))[0]!.map((r) => r.route)).toEqual([
      'Tallinn → Riga',
      'Tartu → Kase talu',
      'Kogu Eesti',
    ]);

    const table = async (q: string, language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/companies/regular-routes?q=${encodeURIComponent(q)}`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.vary).toContain('Accept-Language');
      return (res.json() as { items: { companyId: string; route: string }[] }).items;
    };
    expect((await table(tag, 'fi')).map((r) => r.route)).toEqual([
      'Tallinna → Riika',
      'Tartto → Kase talu',
      'Kogu Eesti',
    ]);
    // What a reader sees, they can search for: "Рига" and "Riga" find the route stored as "Riia".
    expect((await table(`${tag} Рига`, 'ru')).map((r) => r.route)).toEqual(['Таллин → Рига']);
    expect((await table(`riga ${tag}`, 'en')).map((r) => r.route)).toEqual(['Tallinn → Riga']);
    expect(await table(`${tag} Vilnius`, 'en')).toEqual([]);
    expect((await directory(`q=${encodeURIComponent(`Рига ${tag}`)}`, 'ru')).items.map((i) => i.id)).toEqual([
      profile.id,
    ]);
    expect((await directory(`q=${encodeURIComponent(`Vilnius ${tag}`)}`, 'ru')).total).toBe(0);
  });
});

describe('a route’s text for a reader', () => {
  const name = (id: number | null | undefined, text: string) => (id === RIGA ? 'Riga' : text);
  it('names the picked ends, and leaves a route with none as typed', () => {
    const typed = { originPlaceId: null, destinationPlaceId: null };
    expect(routeForReader('Tallinn -> Riia', { originPlaceId: null, destinationPlaceId: RIGA }, name)).toBe(
      'Tallinn → Riga',
    );
    expect(routeForReader('Tallinn -> Riia', typed, name)).toBe('Tallinn -> Riia');
    expect(routeForReader('Riia', { originPlaceId: RIGA, destinationPlaceId: null }, name)).toBe('Riga');
    expect(routeForReader('Riia', { originPlaceId: null, destinationPlaceId: RIGA }, name)).toBe('Riga');
  });
});

describe('a company’s base place', () => {
  it('is set by its id and read back named in the request’s language', async () => {
    const saved = await call('PUT', '/api/me/company', 'et', company({ basePlaceId: TARTU }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().basePlace).toEqual({ id: TARTU, name: 'Tartu', country: 'EE' });

    const ru = await call('GET', '/api/me/company', 'ru');
    expect(ru.json().basePlace).toEqual({ id: TARTU, name: 'Тарту', country: 'EE' });
    const fi = await call('GET', '/api/me/company', 'fi');
    expect(fi.json().basePlace).toEqual({ id: TARTU, name: 'Tartto', country: 'EE' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, premium.userId));
    expect(row).toMatchObject({
      basePlaceId: TARTU,
      baseLat: expect.any(Number),
      baseLon: expect.any(Number),
    });
  });

  it('stays when the company is saved without it, and null clears it', async () => {
    await call('PUT', '/api/me/company', 'et', company({ basePlaceId: RIGA }));
    const kept = await call('PUT', '/api/me/company', 'ru', company({ specialty: 'kohalik' }));
    expect(kept.json().basePlace).toEqual({ id: RIGA, name: 'Рига', country: 'LV' });
    const cleared = await call('PUT', '/api/me/company', 'et', company({ basePlaceId: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().basePlace).toBeNull();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, premium.userId));
    expect(row).toMatchObject({ basePlaceId: null, baseLat: null, baseLon: null });
  });

  it('refuses an unknown place with a 400 naming the field, in the request’s language', async () => {
    await call('PUT', '/api/me/company', 'et', company({ basePlaceId: TALLINN }));
    const res = await call('PUT', '/api/me/company', 'en', company({ basePlaceId: 999_999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'PLACE_NOT_FOUND',
      message: 'Place not found',
      field: 'basePlaceId',
    });
    const nonsense = await call('PUT', '/api/me/company', 'et', company({ basePlaceId: 'Tartu' }));
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().error.field).toBe('basePlaceId');
    // Nothing was written.
    expect((await call('GET', '/api/me/company', 'et')).json().basePlace).toMatchObject({ id: TALLINN });
  });
});

describe('a base place found in the address', () => {
  it('takes the address’s parts from the last, without postal codes and house numbers', () => {
    expect(addressPlaceNames('Pärnu mnt 139, 11317 Tallinn')).toEqual(['tallinn', 'parnu mnt']);
    expect(addressPlaceNames('Krasta iela 52, LV-1019 Rīga, Latvija')).toEqual([
      'latvija',
      'riga',
      'krasta iela',
    ]);
    expect(addressPlaceNames(' , 12345 ,')).toEqual([]);
  });

  it('locates the stored companies once: those whose address names one place, not the ambiguous', async () => {
    const db = t.database.db;
    const tartu = await createCompany(db, { address: 'Riia 130, 50411 Tartu' });
    const riga = await createCompany(db, { address: 'Krasta iela 52, LV-1019 RĪGA, Latvija' });
    // Valga (Estonia, 12,000) and Valka (Latvia, "Valga" too, 6,600): no place is ten times the other.
    const valga = await createCompany(db, { address: 'Vabriku 6, Valga' });
    const farm = await createCompany(db, { address: 'Kase talu, Harjumaa' });
    const picked = await createCompany(db, { address: 'Tartu', ...(await baseAt(ELVA)) });
    const none = await createCompany(db, { address: null });

    await locateStoredCompanies(db);
    const rows = await db
      .select({ id: profiles.id, basePlaceId: profiles.basePlaceId, baseLat: profiles.baseLat })
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          [tartu, riga, valga, farm, picked, none].map((c) => c.profile.id),
        ),
      );
    const placeOf = (c: { profile: { id: string } }) => rows.find((r) => r.id === c.profile.id)?.basePlaceId;
    expect(placeOf(tartu)).toBe(TARTU);
    expect(placeOf(riga)).toBe(RIGA);
    expect(placeOf(valga)).toBeNull();
    expect(placeOf(farm)).toBeNull();
    expect(placeOf(picked)).toBe(ELVA);
    expect(placeOf(none)).toBeNull();
    expect(rows.find((r) => r.id === tartu.profile.id)?.baseLat).toBeCloseTo(58.38, 1);
  });

  it('locates a saved address when the company has no base place, and never replaces one', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: { origin: ORIGIN, cookie: user.cookie },
        payload,
      });
    const basePlace = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me/company', headers: { cookie: user.cookie } })).json()
        .basePlace;

    expect((await save({ address: 'Vabriku 6, Valga' })).statusCode).toBe(200);
    expect(await basePlace()).toBeNull();
    expect((await save({ address: 'Ringtee 35, 50105 Tartu' })).statusCode).toBe(200);
    expect(await basePlace()).toMatchObject({ id: TARTU });
    // A base place there is stays, whatever the address says next.
    await save({ address: 'Peterburi tee 71, 11415 Tallinn' });
    expect(await basePlace()).toMatchObject({ id: TARTU });
  });
});

describe('the directory near a place', () => {
  let tag: string;
  let inTartu: string;
  let inElva: string;
  let inViljandi: string;
  let inTallinn: string;
  let nowhere: string;

  beforeAll(async () => {
    const db = t.database.db;
    tag = unique('lähedal');
    const make = async (name: string, id: number | null, overrides: object = {}) =>
      (
        await createCompany(db, {
          companyName: `${name} ${tag}`,
          ...(id === null ? {} : await baseAt(id)),
          ...overrides,
        })
      ).profile.id;
    // Named so that name order is not distance order.
    inTartu = await make('Z Tartu Vedu', TARTU, { serviceRegions: ['eesti'] });
    inElva = await make('A Elva Vedu', ELVA, { serviceRegions: ['baltimaad'] });
    inViljandi = await make('B Viljandi Vedu', VILJANDI, { serviceRegions: ['eesti'] });
    inTallinn = await make('C Tallinna Vedu', TALLINN);
    nowhere = await make('D Kuskil', null);
  });

  it('finds the companies within the radius, the nearest first, each with its distance', async () => {
    const page = await directory(`q=${tag}&near=${TARTU}&radiusKm=50`);
    expect(page.items.map((i) => i.id)).toEqual([inTartu, inElva]);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ distanceKm: 0, basePlace: { id: TARTU, name: 'Tartu' } });
    expect(page.items[1]!.distanceKm).toBeGreaterThan(20);
    expect(page.items[1]!.distanceKm).toBeLessThan(30);
    // Any Tartu company, not a Tallinn one, with the filter alone.
    const all = (await directory(`near=${TARTU}&radiusKm=50&pageSize=100`)).items.map((i) => i.id);
    expect(all).toContain(inTartu);
    expect(all).not.toContain(inTallinn);
    expect(all).not.toContain(nowhere);
  });

  it('takes 100 km when only the place is given, and 1000 km at most', async () => {
    const near = await directory(`q=${tag}&near=${TARTU}`);
    expect(near.items.map((i) => i.id)).toEqual([inTartu, inElva, inViljandi]);
    const far = await directory(`q=${tag}&near=${TARTU}&radiusKm=1000`);
    expect(far.items.map((i) => i.id)).toEqual([inTartu, inElva, inViljandi, inTallinn]);
    expect(far.items[3]!.distanceKm).toBeGreaterThan(150);
  });

  it('carries each company’s base place, in the request’s language, and no distance without near', async () => {
    const page = await directory(`q=${tag}`, 'ru');
    // Name order without near.
    expect(page.items.map((i) => i.id)).toEqual([inElva, inViljandi, inTallinn, nowhere, inTartu]);
    expect(page.items.map((i) => i.basePlace?.name ?? null)).toEqual([
      'Elva',
      'Вильянди',
      'Таллин',
      null,
      'Тарту',
    ]);
    expect(page.items.every((i) => i.distanceKm === undefined)).toBe(true);
  });

  it('combines with the other filters', async () => {
    const regional = await directory(`q=${tag}&near=${TARTU}&region=eesti`);
    expect(regional.items.map((i) => i.id)).toEqual([inTartu, inViljandi]);
    expect(regional.total).toBe(2);
    const narrow = await directory(`q=${tag}&near=${TARTU}&radiusKm=30&region=baltimaad`);
    expect(narrow.items.map((i) => i.id)).toEqual([inElva]);
  });

  it('pages in distance order, then name order, with the total', async () => {
    const db = t.database.db;
    const paged = unique('lehekülg');
    // Six in Elva and six in Tartu, created in reverse name order.
    const made: { id: string; name: string; km: number }[] = [];
    for (let i = 11; i >= 0; i--) {
      const name = `${paged} ${String.fromCharCode(97 + i)}`;
      const { profile } = await createCompany(db, {
        companyName: name,
        ...(await baseAt(i % 2 ? TARTU : ELVA)),
      });
      made.push({ id: profile.id, name, km: i % 2 ? 0 : 25 });
    }
    const order = made.sort((a, b) => a.km - b.km || (a.name < b.name ? -1 : 1)).map((c) => c.id);
    const first = await directory(`q=${paged}&near=${TARTU}&radiusKm=50&pageSize=10`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((i) => i.id)).toEqual(order.slice(0, 10));
    const second = await directory(`q=${paged}&near=${TARTU}&radiusKm=50&pageSize=10&page=2`);
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.items.map((i) => i.id)).toEqual(order.slice(10));
    // Past the end: the total is still counted.
    expect(await directory(`q=${paged}&near=${TARTU}&radiusKm=50&pageSize=10&page=3`)).toMatchObject({
      items: [],
      total: 12,
    });
  });

  it('refuses an unknown place or a radius out of range with a 400 naming the field', async () => {
    for (const [query, field, code] of [
      [`near=${TARTU}&radiusKm=0`, 'radiusKm', 'VALIDATION_ERROR'],
      [`near=${TARTU}&radiusKm=1001`, 'radiusKm', 'VALIDATION_ERROR'],
      [`near=${TARTU}&radiusKm=5.5`, 'radiusKm', 'VALIDATION_ERROR'],
      ['near=abc', 'near', 'VALIDATION_ERROR'],
      ['near=999999999', 'near', 'PLACE_NOT_FOUND'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/companies?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatchObject({ field, code });
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/companies?near=999999999',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.json().error.message).toBe('Place not found');
  });
});

describe('the demo marketplace’s companies', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('are located where their address allows, as a first start does', async () => {
    // A first start: the demo marketplace, then the gazetteer, then the one-time locating.
    await seedDemo(database.db, new Date());
    await seedPlaces(database.db, { countries: ['EE', 'LV', 'LT', 'FI', 'SE'] });
    await locateStoredCompanies(database.db);
    const rows = await queryRows<{ address: string; name: string | null }>(
      database.db,
      sql`select p.address, pl.name from profiles p left join places pl on pl.id = p.base_place_id
          where p.address is not null`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) expect(row.name, row.address).not.toBeNull();
    expect(rows.find((row) => row.address === 'Peterburi tee 71, 11415 Tallinn')?.name).toBe('Tallinn');
    expect(rows.find((row) => row.address === 'Muuga sadam, Maardu')?.name).toBe('Maardu');
    expect(rows.find((row) => row.address === 'Frihamnen, Stockholm')?.name).toBe('Stockholm');
  }, 60_000);

  it('have their regular routes’ ends located where a place is named, once', async () => {
    // Run after the test above: the demo marketplace and the gazetteer (without Germany or the
    // Netherlands) are loaded.
    expect((await locateStoredRoutes(database.db)).located).toBeGreaterThanOrEqual(10);
    const routes = (
      await queryRows<{ routes: { route: string; originPlaceId?: number; destinationPlaceId?: number }[] }>(
        database.db,
        sql`select regular_routes as routes from profiles where regular_routes is not null`,
      )
    ).flatMap((row) => row.routes);
    const ends = (text: string) => {
      const route = routes.find((r) => r.route === text)!;
      return [route.originPlaceId ?? null, route.destinationPlaceId ?? null];
    };
    expect(ends('Tallinn → Riga')).toEqual([TALLINN, RIGA]);
    expect(ends('Tartu → Vilnius')).toEqual([TARTU, expect.any(Number)]);
    // A place the gazetteer does not hold stays as typed.
    expect(ends('Kaunas → Rotterdam')).toEqual([expect.any(Number), null]);
    expect((await locateStoredRoutes(database.db)).located).toBe(0);
  }, 60_000);
});
