import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoListings } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { fanOut, type EventClient } from '../events/events.service';
import { locateStoredListings } from './locate';

// Issue 29, items 2–4 and 8, on ../shared/spec/API.md's "Places and distance": a listing's ends as
// places of the gazetteer, its road distance, and the feeds' "within N km of a place".
const RIGA = 456172;
const TALLINN = 588409;
const TARTU = 588335;
const PARNU = 589580;

let t: TestApp;
let user: ApiUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV', 'LT', 'FI'] });
  user = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const publishIn = (language: string, type: 'cargo' | 'transport', body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${type}`,
    headers: { origin: 'http://localhost:3000', cookie: user.cookie, 'accept-language': language },
    payload: {
      ...(type === 'cargo' ? { cargoType: 'masinad' } : { trailerType: 'tentsõiduk' }),
      contactPhone: '+372 5555 1234',
      durationDays: 7,
      ...body,
    },
  });

describe('a listing’s places', () => {
  it('takes picked places: their names in the writer’s language, their countries, the road distance', async () => {
    const res = await publishIn('ru', 'cargo', {
      originCity: 'x',
      originPlaceId: RIGA,
      destinationCity: 'y',
      destinationPlaceId: TALLINN,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      originCity: 'Рига',
      originCountry: 'lati',
      originPlaceId: RIGA,
      destinationCity: 'Таллин',
      destinationCountry: 'eesti',
      destinationPlaceId: TALLINN,
    });
    // 279 km apart, 310 by road: the estimate is the straight line times 1.2.
    expect(item.distanceKm).toBeGreaterThan(320);
    expect(item.distanceKm).toBeLessThan(345);
  });

  it('locates a typed city when it names one place in its country, and leaves the rest not located', async () => {
    const res = await publishIn('et', 'transport', {
      originCity: 'tartu',
      originCountry: 'eesti',
      destinationCity: 'Kase talu',
      destinationCountry: 'eesti',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      originCity: 'tartu',
      originPlaceId: TARTU,
      destinationCity: 'Kase talu',
      destinationPlaceId: null,
      distanceKm: null,
    });
    // Tartu typed with Latvia as its country is no Latvian place.
    const elsewhere = await publishIn('et', 'cargo', {
      originCity: 'Tartu',
      originCountry: 'lati',
      destinationCity: 'Riia',
      destinationCountry: 'lati',
    });
    expect(elsewhere.json()).toMatchObject({ originPlaceId: null, destinationPlaceId: RIGA });
  });

  it('refuses an unknown place with a 400 naming the field, in the request’s language', async () => {
    const res = await publishIn('en', 'cargo', {
      originCity: 'Tallinn',
      originPlaceId: 999_999_999,
      destinationCity: 'Riia',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'PLACE_NOT_FOUND',
      message: 'Place not found',
      field: 'originPlaceId',
    });
    const nonsense = await publishIn('et', 'cargo', {
      originCity: 'Tallinn',
      originPlaceId: 'Tallinn',
      destinationCity: 'Riia',
    });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().error.field).toBe('originPlaceId');
  });

  it('keeps the place through an edit of other fields, and finds it again when the city changes', async () => {
    const created = await publish(user, 'cargo', { originCity: 'Tartu', destinationCity: 'Riia' });
    expect(created).toMatchObject({ originPlaceId: TARTU, destinationPlaceId: RIGA });
    const patch = (body: Record<string, unknown>) =>
      call('PATCH', `/api/listings/cargo/${created.id}`, user, body).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      });
    expect(await patch({ notes: 'Uus märkus' })).toMatchObject({
      originCity: 'Tartu',
      originPlaceId: TARTU,
      distanceKm: created.distanceKm,
    });
    const moved = await patch({ originCity: 'Pärnu' });
    expect(moved).toMatchObject({ originCity: 'Pärnu', originPlaceId: PARNU });
    expect(moved.distanceKm).not.toBe(created.distanceKm);
    expect(await patch({ originCity: 'Sadama terminal', originPlaceId: null })).toMatchObject({
      originPlaceId: null,
      distanceKm: null,
    });
    expect(await patch({ originPlaceId: TALLINN })).toMatchObject({
      originCity: 'Tallinn',
      originPlaceId: TALLINN,
    });
  });

  it('locates the listings stored before the gazetteer where the city is unambiguous', async () => {
    const [located, farm] = await Promise.all([
      createCargo(t.database.db, user.userId, { originCity: 'Tartu', destinationCity: 'Riia' }),
      createCargo(t.database.db, user.userId, { originCity: 'Vana veski', destinationCity: 'Riia' }),
    ]);
    expect((await locateStoredListings(t.database.db)).located).toBeGreaterThanOrEqual(3);
    const row = async (id: string) =>
      (await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, id)))[0]!;
    expect(await row(located.id)).toMatchObject({ originPlaceId: TARTU, destinationPlaceId: RIGA });
    expect((await row(located.id)).distanceKm).toBeGreaterThan(200);
    expect(await row(farm.id)).toMatchObject({
      originPlaceId: null,
      destinationPlaceId: RIGA,
      distanceKm: null,
    });
  });
});

describe('a listing read in the reader’s language (decision 0091)', () => {
  it('names its located places in the reader’s language wherever it is read; a place typed stays as typed', async () => {
    const notes = `Lugeja keel ${unique()}`;
    const res = await publishIn('ru', 'cargo', {
      originCity: 'x',
      originPlaceId: TARTU,
      destinationCity: 'Kase talu',
      destinationCountry: 'eesti',
      stops: [{ kind: 'unloading', city: 'x', placeId: RIGA }],
      notes,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Stored as its writer named it.
    const id = res.json().id as string;
    expect(res.json()).toMatchObject({ originCity: 'Тарту', destinationCity: 'Kase talu' });

    const read = (url: string, language: string, reader?: ApiUser) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': language, ...(reader ? { cookie: reader.cookie } : {}) },
      });
    const inEstonian = { originCity: 'Tartu', destinationCity: 'Kase talu' };
    const estonianStops = [
      { kind: 'loading', city: 'Tartu', placeId: TARTU },
      { kind: 'unloading', city: 'Riia', placeId: RIGA },
      { kind: 'unloading', city: 'Kase talu', placeId: null },
    ];

    const feed = await read(`/api/listings/cargo?q=${encodeURIComponent(notes)}`, 'et');
    expect(feed.json().items).toEqual([
      expect.objectContaining({
        id,
        ...inEstonian,
        stops: estonianStops.map((stop) => expect.objectContaining(stop)),
      }),
    ]);
    const inRussian = await read(`/api/listings/cargo?q=${encodeURIComponent(notes)}`, 'ru');
    expect(inRussian.json().items[0]).toMatchObject({ originCity: 'Тарту', destinationCity: 'Kase talu' });
    expect(inRussian.json().items[0].stops[1]).toMatchObject({ city: 'Рига' });
    const inEnglish = await read(`/api/listings/cargo/${id}`, 'en');
    expect(inEnglish.json()).toMatchObject({ originCity: 'Tartu', stops: [{}, { city: 'Riga' }, {}] });
    const radius = await read(
      `/api/listings/cargo?originNear=${TARTU}&originRadiusKm=5&q=${encodeURIComponent(notes)}`,
      'et',
    );
    expect(radius.json().items[0]).toMatchObject(inEstonian);

    const reader = await createSignedInUser(t.app);
    const watch = await call('PUT', `/api/me/watchlist/cargo/${id}`, reader);
    expect(watch.statusCode, watch.body).toBeLessThan(300);
    const watchlist = await read('/api/me/watchlist', 'et', reader);
    expect(watchlist.json().items[0]).toMatchObject({ ...inEstonian, item: inEstonian });

    const own = await read('/api/me/listings?type=cargo', 'et', user);
    expect(own.json().items.find((item: { id: string }) => item.id === id)).toMatchObject(inEstonian);
  });

  it('names them in each live stream’s language, one frame a language', async () => {
    const res = await publishIn('ru', 'cargo', {
      originCity: 'x',
      originPlaceId: TARTU,
      destinationCity: 'x',
      destinationPlaceId: RIGA,
    });
    expect(res.statusCode, res.body).toBe(201);
    const heard: Record<string, { item: { originCity: string; destinationCity: string } }[]> = {
      et: [],
      ru: [],
      fi: [],
    };
    const frames = new Set<Buffer>();
    const clients: EventClient[] = (['et', 'ru', 'fi', 'et'] as const).map((locale) => ({
      viewer: null,
      locale,
      write: (frame) => {
        frames.add(frame);
        heard[locale]!.push(JSON.parse(/^data: (.*)$/m.exec(frame.toString())![1]!));
      },
    }));
    await fanOut(
      t.database.db,
      { kind: 'listing', listingType: 'cargo', id: res.json().id, op: 'insert' },
      clients,
    );
    expect(heard.et!.map((data) => data.item)).toEqual([
      expect.objectContaining({ originCity: 'Tartu', destinationCity: 'Riia' }),
      expect.objectContaining({ originCity: 'Tartu', destinationCity: 'Riia' }),
    ]);
    expect(heard.ru![0]!.item).toMatchObject({ originCity: 'Тарту', destinationCity: 'Рига' });
    expect(heard.fi![0]!.item).toMatchObject({ destinationCity: 'Riika' });
    expect(frames.size).toBe(3);
  });
});

describe('the feeds within N km of a place', () => {
  let tag: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    tag = unique('Raadius');
    for (const [name, id] of [
      ['tallinn', TALLINN],
      ['tartu', TARTU],
      ['riga', RIGA],
    ] as const) {
      ids[name] = (
        await publish(user, 'cargo', {
          originCity: name,
          originPlaceId: id,
          destinationCity: 'Pärnu',
          destinationCountry: 'eesti',
          notes: tag,
        })
      ).id;
    }
    // Not located: never within any radius.
    await publish(user, 'cargo', {
      originCity: 'Kase talu',
      destinationCity: 'Pärnu',
      destinationCountry: 'eesti',
      notes: tag,
    });
  });

  const feed = async (query: string) => {
    const res = await call('GET', `/api/listings/cargo?q=${tag}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as { id: string; originDistanceKm?: number; destinationDistanceKm?: number }[];
  };

  it('finds the pickups within the radius, nearest distance on each', async () => {
    const near = await feed(`originNear=${TALLINN}&originRadiusKm=50`);
    expect(near.map((item) => item.id)).toEqual([ids.tallinn]);
    expect(near[0]!.originDistanceKm).toBe(0);
    const wider = await feed(`originNear=${TALLINN}&originRadiusKm=200`);
    expect(wider.map((item) => item.id).sort()).toEqual([ids.tallinn, ids.tartu].sort());
    const tartu = wider.find((item) => item.id === ids.tartu)!;
    // Tartu is 162 km from Tallinn as the crow flies.
    expect(tartu.originDistanceKm).toBeGreaterThan(150);
    expect(tartu.originDistanceKm).toBeLessThan(175);
    expect(await feed(`originNear=${TALLINN}&originRadiusKm=1000`)).toHaveLength(3);
  });

  it('takes 100 km when only the place is given, and combines with the delivery’s radius and other filters', async () => {
    expect((await feed(`originNear=${TARTU}`)).map((item) => item.id)).toEqual([ids.tartu]);
    const both = await feed(
      `originNear=${RIGA}&originRadiusKm=10&destinationNear=${PARNU}&destinationRadiusKm=5`,
    );
    expect(both.map((item) => item.id)).toEqual([ids.riga]);
    expect(both[0]).toMatchObject({ originDistanceKm: 0, destinationDistanceKm: 0 });
    expect(await feed(`originNear=${RIGA}&originRadiusKm=10&originCountry=eesti`)).toEqual([]);
    // Without a radius filter the items carry no distances from a point.
    expect((await feed(''))[0]).not.toHaveProperty('originDistanceKm');
  });

  it('counts a radius on both ends exactly up to 1 000, as a text search, and one end up to 10 000', async () => {
    // 1 001 listings from Tartu to Riga, written at once (publishing them would take minutes).
    await t.database.db.execute(sql`
      insert into cargo_listings (user_id, origin_city, origin_country, origin_lat, origin_lon,
        destination_city, destination_country, destination_lat, destination_lon, cargo_type,
        contact_phone, status, post_duration_days, expires_at)
      select ${user.userId}, 'Tartu', 'eesti', 58.38, 26.72, 'Riga', 'lati', 56.95, 24.11, 'muu',
        '+372 5555 1234', 'active', 7, now() + interval '7 days'
      from generate_series(1, 1001)`);
    const total = async (query: string) => {
      const res = await call('GET', `/api/listings/cargo?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const { total, totalIsLowerBound, items } = res.json();
      expect(items).toHaveLength(25);
      return { total, totalIsLowerBound };
    };
    expect(
      await total(`originNear=${TARTU}&originRadiusKm=10&destinationNear=${RIGA}&destinationRadiusKm=10`),
    ).toEqual({ total: 1000, totalIsLowerBound: true });
    // The 1 001 and the Tartu listings the other tests published: an exact total past 1 000.
    const oneEnd = await total(`originNear=${TARTU}&originRadiusKm=10`);
    expect(oneEnd.totalIsLowerBound).toBe(false);
    expect(oneEnd.total).toBeGreaterThan(1001);
  });

  it('refuses an unknown place and a radius out of 1 to 1000 with a 400 naming the field', async () => {
    for (const [query, field] of [
      [`originNear=999999999`, 'originNear'],
      [`destinationNear=999999999`, 'destinationNear'],
      [`originNear=abc`, 'originNear'],
      [`originNear=${TALLINN}&originRadiusKm=0`, 'originRadiusKm'],
      [`originNear=${TALLINN}&originRadiusKm=-5`, 'originRadiusKm'],
      [`originNear=${TALLINN}&originRadiusKm=1001`, 'originRadiusKm'],
      [`destinationNear=${TALLINN}&destinationRadiusKm=2.5`, 'destinationRadiusKm'],
    ] as const) {
      const res = await call('GET', `/api/listings/transport?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
  });
});

describe('the radius search on the embedded database', () => {
  it('finds the same places as on PostgreSQL', async () => {
    const embedded = await createTestApp({}, {}, { embedded: true });
    try {
      await seedPlaces(embedded.database.db, { countries: ['EE'] });
      const owner = await createSignedInUser(embedded.app);
      const api = listingApi(() => embedded.app);
      const note = unique('Pglite');
      const made = await api.publish(owner, 'transport', {
        originCity: 'Tartu',
        destinationCity: 'Tallinn',
        destinationCountry: 'eesti',
        notes: note,
      });
      expect(made).toMatchObject({ originPlaceId: TARTU, destinationPlaceId: TALLINN });
      const res = await api.call(
        'GET',
        `/api/listings/transport?q=${note}&originNear=${TALLINN}&originRadiusKm=170`,
      );
      expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([made.id]);
      const none = await api.call(
        'GET',
        `/api/listings/transport?q=${note}&originNear=${TALLINN}&originRadiusKm=150`,
      );
      expect(none.json().items).toEqual([]);
    } finally {
      await embedded.close();
    }
  });
});
