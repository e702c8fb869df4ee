import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCargo, createTransport, createUser, unique } from '../../../test/factories/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { cargoListings } from '../../db/schema/index';

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
async function ids(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

describe('cargo feed', () => {
  it('shows only active, unexpired, not deleted listings, newest first', async () => {
    const tag = unique('feed');
    const db = t.database.db;
    const old = await createCargo(db, ownerId, { notes: tag, createdAt: hours(-5) });
    const urgentOld = await createCargo(db, ownerId, { notes: tag, isUrgent: true, createdAt: hours(-10) });
    const fresh = await createCargo(db, ownerId, { notes: tag, createdAt: hours(-1) });
    await createCargo(db, ownerId, { notes: tag, status: 'inactive' });
    await createCargo(db, ownerId, { notes: tag, status: 'completed' });
    await createCargo(db, ownerId, { notes: tag, expiresAt: hours(-1) });
    await createCargo(db, ownerId, { notes: tag, deletedAt: new Date() });
    // Urgent cargo is marked, not pinned (docs/decisions/0049).
    expect(await ids(`/api/listings/cargo?q=${tag}`)).toEqual([fresh.id, old.id, urgentOld.id]);
  });

  it('searches case-insensitively over cities, countries (any language), types and notes', async () => {
    const db = t.database.db;
    const city = unique('Kuressaare');
    const a = await createCargo(db, ownerId, {
      originCity: city,
      destinationCountry: 'soome',
      cargoType: 'masinad',
    });
    expect(await ids(`/api/listings/cargo?q=${city.toUpperCase()}`)).toEqual([a.id]);
    const tag = unique('märkus');
    const b = await createCargo(db, ownerId, {
      notes: `Laadimine ${tag} tagant`,
      destinationCountry: 'soome',
    });
    expect(await ids(`/api/listings/cargo?q=${encodeURIComponent(tag.toUpperCase())}`)).toEqual([b.id]);
    // "Finland" and "Soome" both find the listing stored with the key "soome".
    const finland = await ids(`/api/listings/cargo?q=Finland&pageSize=100`);
    expect(finland).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`/api/listings/cargo?q=${encodeURIComponent('100%_')}`)).toEqual([]);
  });

  it('filters by countries (key or name), type, minimum weight and urgency, alone and combined', async () => {
    const db = t.database.db;
    const tag = unique('combo');
    const heavyLv = await createCargo(db, ownerId, {
      notes: tag,
      destinationCountry: 'lati',
      weight: 20_000,
      cargoType: 'masinad',
    });
    const lightLv = await createCargo(db, ownerId, {
      notes: tag,
      destinationCountry: 'lati',
      weight: 500,
      cargoType: 'masinad',
    });
    const heavyLt = await createCargo(db, ownerId, {
      notes: tag,
      destinationCountry: 'leedu',
      weight: 24_000,
      isUrgent: true,
    });
    const noWeight = await createCargo(db, ownerId, { notes: tag, destinationCountry: 'lati', weight: null });
    const base = `/api/listings/cargo?q=${tag}`;
    expect((await ids(`${base}&destinationCountry=Latvia`)).sort()).toEqual(
      [heavyLv.id, lightLv.id, noWeight.id].sort(),
    );
    expect((await ids(`${base}&destinationCountry=l%C3%A4ti`)).sort()).toEqual(
      [heavyLv.id, lightLv.id, noWeight.id].sort(),
    );
    expect((await ids(`${base}&minWeight=20000`)).sort()).toEqual([heavyLv.id, heavyLt.id].sort());
    expect(await ids(`${base}&minWeight=20000&destinationCountry=lati&cargoType=MASINAD`)).toEqual([
      heavyLv.id,
    ]);
    expect(await ids(`${base}&urgent=true`)).toEqual([heavyLt.id]);
    expect(await ids(`${base}&destinationCountry=Atlantis`)).toEqual([]);
  });

  it('keeps listings without a date in date-range filters', async () => {
    const db = t.database.db;
    const tag = unique('dates');
    const inRange = await createCargo(db, ownerId, { notes: tag, pickupDate: '2030-05-10' });
    await createCargo(db, ownerId, { notes: tag, pickupDate: '2030-06-20' });
    const noDate = await createCargo(db, ownerId, { notes: tag, pickupDate: null });
    const found = await ids(`/api/listings/cargo?q=${tag}&pickupFrom=2030-05-01&pickupTo=2030-05-31`);
    expect(found.sort()).toEqual([inRange.id, noDate.id].sort());
  });

  it('keeps listings without a delivery date in the delivery range, from either end', async () => {
    const db = t.database.db;
    const tag = unique('delivery');
    const inRange = await createCargo(db, ownerId, {
      notes: tag,
      pickupDate: '2030-05-01',
      deliveryDate: '2030-05-10',
    });
    const late = await createCargo(db, ownerId, { notes: tag, deliveryDate: '2030-06-20' });
    const early = await createCargo(db, ownerId, { notes: tag, deliveryDate: '2030-04-02' });
    const undated = await createCargo(db, ownerId, { notes: tag, deliveryDate: null });
    const base = `/api/listings/cargo?q=${tag}`;
    expect((await ids(`${base}&deliveryFrom=2030-05-01&deliveryTo=2030-05-31`)).sort()).toEqual(
      [inRange.id, undated.id].sort(),
    );
    // The bounds are inclusive, and each works alone.
    expect((await ids(`${base}&deliveryFrom=2030-05-10&deliveryTo=2030-05-10`)).sort()).toEqual(
      [inRange.id, undated.id].sort(),
    );
    expect((await ids(`${base}&deliveryFrom=2030-05-11`)).sort()).toEqual([late.id, undated.id].sort());
    expect((await ids(`${base}&deliveryTo=2030-04-30`)).sort()).toEqual([early.id, undated.id].sort());
    // The pickup range reads the pickup date: the one listing with a pickup before it drops out.
    expect((await ids(`${base}&pickupFrom=2030-05-02`)).sort()).toEqual(
      [late.id, early.id, undated.id].sort(),
    );
  });

  it('pages with a total, and answers an empty page past the end', async () => {
    const db = t.database.db;
    const tag = unique('page');
    for (let i = 0; i < 12; i++) await createCargo(db, ownerId, { notes: tag, createdAt: hours(-i) });
    const p1 = (
      await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}&pageSize=10` })
    ).json();
    expect(p1).toMatchObject({ total: 12, totalIsLowerBound: false, page: 1, pageSize: 10 });
    expect(p1.items).toHaveLength(10);
    const p2 = (
      await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}&pageSize=10&page=2` })
    ).json();
    expect(p2.items).toHaveLength(2);
    expect(new Set([...p1.items, ...p2.items].map((i: { id: string }) => i.id)).size).toBe(12);
    const p9 = (
      await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}&pageSize=10&page=9` })
    ).json();
    expect(p9).toMatchObject({ items: [], total: 12 });
  });

  it('counts a text search up to 1 000: past it the total is a floor, and paging goes on to the end', async () => {
    const db = t.database.db;
    const tag = unique('broad');
    const base = Date.now() - 3_600_000;
    await db.insert(cargoListings).values(
      Array.from({ length: 1_003 }, (_, i) => ({
        userId: ownerId,
        originCity: 'Tallinn',
        destinationCity: 'Riga',
        cargoType: 'muu',
        notes: tag,
        contactPhone: '+372 5555 0000',
        status: 'active',
        postDurationDays: 7,
        expiresAt: hours(24),
        createdAt: new Date(base - i * 1_000),
      })),
    );
    const page = async (n: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=${tag}&pageSize=10&page=${n}` })
      ).json();
    // Within the counted pages: "more than 1 000".
    expect(await page(1)).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(await page(100)).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    // Page 101 holds the last three: the list ends there, so its total is exact.
    const last = await page(101);
    expect(last).toMatchObject({ total: 1_003, totalIsLowerBound: false });
    expect(last.items).toHaveLength(3);
    // Past the end: nothing, and the floor stays.
    expect(await page(102)).toMatchObject({ items: [], total: 1_000, totalIsLowerBound: true });
    // A filter without text is counted exactly much further.
    const exact = (
      await t.app.inject({ method: 'GET', url: `/api/listings/cargo?originCountry=eesti&pageSize=10` })
    ).json();
    expect(exact.totalIsLowerBound).toBe(false);
    expect(exact.total).toBeGreaterThanOrEqual(1_003);
  });

  it('pages as deep as the first 10 000 rows and refuses deeper pages in Estonian', async () => {
    for (const type of ['cargo', 'transport']) {
      for (const [size, deepest] of [
        [10, 1000],
        [25, 400],
        [50, 200],
        [100, 100],
      ] as const) {
        const ok = await t.app.inject({
          method: 'GET',
          url: `/api/listings/${type}?pageSize=${size}&page=${deepest}`,
        });
        expect(ok.statusCode, `${type} ${size} × ${deepest}`).toBe(200);
        const deeper = await t.app.inject({
          method: 'GET',
          url: `/api/listings/${type}?pageSize=${size}&page=${deepest + 1}`,
        });
        expect(deeper.statusCode, `${type} ${size} × ${deepest + 1}`).toBe(400);
        expect(deeper.json().error).toEqual({
          code: 'PAGE_TOO_DEEP',
          field: 'page',
          message:
            'Nii kaugele ei saa lehitseda: näidatakse kuni 10\u00A0000 esimest kuulutust. Palun kitsendage otsingut või filtreid.',
        });
      }
    }
    const deepest = await t.app.inject({ method: 'GET', url: `/api/listings/cargo?q=kvxzq&page=1000000` });
    expect(deepest.json().error.code).toBe('PAGE_TOO_DEEP');
  });

  it('finds the listings that contain every word of a search, in any order, written as a route', async () => {
    const db = t.database.db;
    // One word each: the search splits at dashes, which unique() puts between its parts.
    const word = (prefix: string) => unique(prefix).replaceAll('-', '');
    const from = word('Viljandi');
    const to = word('Jelgava');
    const there = await createCargo(db, ownerId, {
      originCity: from,
      originCountry: 'eesti',
      destinationCity: to,
      destinationCountry: 'leedu',
    });
    const back = await createCargo(db, ownerId, {
      originCity: to,
      originCountry: 'soome',
      destinationCity: from,
      destinationCountry: 'soome',
    });
    const onlyFrom = await createCargo(db, ownerId, { originCity: from, destinationCity: 'Tartu' });
    const q = (text: string) => ids(`/api/listings/cargo?q=${encodeURIComponent(text)}&pageSize=100`);

    for (const text of [
      `${from} ${to}`,
      `${to} ${from}`,
      `${from}→${to}`,
      `${from} - ${to}`,
      `${from}, ${to}`,
    ]) {
      expect((await q(text)).sort(), text).toEqual([there.id, back.id].sort());
    }
    expect(await q(from)).toEqual(expect.arrayContaining([there.id, back.id, onlyFrom.id]));
    // Each word keeps its own rule: a country in another language, two letters at a word's start.
    expect(await q(`${from} Lithuania`)).toEqual([there.id]);
    expect(await q(`${from} ee`)).toEqual(expect.arrayContaining([there.id]));
    expect(await q(`${from} ${word('puudub')}`)).toEqual([]);
  });

  it('matches the start of a word for a search of one or two characters', async () => {
    const db = t.database.db;
    // Lower-case in the rows: the test does not depend on the database's locale for ö and ž.
    const start = await createCargo(db, ownerId, { notes: 'qöörik laadimine' });
    const afterDash = await createCargo(db, ownerId, { notes: 'kaup x-qölu' });
    const inside = await createCargo(db, ownerId, { notes: 'aqööx kaup' });
    const oneLetter = await createCargo(db, ownerId, { notes: 'žalgiris arena' });
    await createCargo(db, ownerId, { notes: 'ružomberok' });
    expect((await ids(`/api/listings/cargo?q=${encodeURIComponent('QÖ')}`)).sort()).toEqual(
      [start.id, afterDash.id].sort(),
    );
    expect(await ids(`/api/listings/cargo?q=${encodeURIComponent('Ž')}`)).toEqual([oneLetter.id]);
    // Three characters and more: "contains" again.
    expect((await ids(`/api/listings/cargo?q=${encodeURIComponent('qöö')}`)).sort()).toEqual(
      [start.id, inside.id].sort(),
    );
    // A two-letter country code finds the country.
    const toCzechia = await createCargo(db, ownerId, { destinationCountry: 'tšehhi', notes: unique('cz') });
    const czech = await ids(`/api/listings/cargo?q=CZ&pageSize=100`);
    expect(czech).toContain(toCzechia.id);
    expect(czech).not.toContain(start.id);
  });

  it('refuses a search with no letter or digit in Estonian, and treats a blank one as none', async () => {
    for (const q of ['---', '%', '%%%', '…']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings/cargo?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatchObject({
        field: 'q',
        code: 'VALIDATION_ERROR',
        message: 'Vigased andmed: Otsingus peab olema vähemalt üks täht või number',
      });
    }
    const blank = await t.app.inject({ method: 'GET', url: `/api/listings/transport?q=%20%20` });
    expect(blank.statusCode).toBe(200);
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=30', 'pageSize'],
      ['page=0', 'page'],
      ['minWeight=-5', 'minWeight'],
      ['pickupFrom=31.12.2026', 'pickupFrom'],
      ['urgent=maybe', 'urgent'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/cargo?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });
});

describe('transport feed', () => {
  it('filters by trailer type, minimum capacity and volume, and available dates keeping undated', async () => {
    const db = t.database.db;
    const tag = unique('truck');
    const big = await createTransport(db, ownerId, {
      notes: tag,
      capacity: 24,
      volumeCapacity: 90,
      availableDate: '2030-01-05',
    });
    const small = await createTransport(db, ownerId, {
      notes: tag,
      capacity: 3,
      volumeCapacity: 20,
      trailerType: 'külmkastsõiduk',
      availableDate: '2030-03-01',
    });
    const undated = await createTransport(db, ownerId, {
      notes: tag,
      capacity: 20,
      volumeCapacity: 80,
      availableDate: null,
    });
    const base = `/api/listings/transport?q=${tag}`;
    expect((await ids(`${base}&minCapacity=20`)).sort()).toEqual([big.id, undated.id].sort());
    expect(await ids(`${base}&trailerType=${encodeURIComponent('külmkastsõiduk')}`)).toEqual([small.id]);
    expect((await ids(`${base}&minVolume=85`)).sort()).toEqual([big.id]);
    expect((await ids(`${base}&availableFrom=2030-01-01&availableTo=2030-01-31`)).sort()).toEqual(
      [big.id, undated.id].sort(),
    );
    expect(await ids(`${base}&minCapacity=20&minVolume=85&availableTo=2029-12-31`)).toEqual([]);
  });

  it('keeps listings without a volume in the volume minimum, as the spec says', async () => {
    const db = t.database.db;
    const tag = unique('volume');
    const roomy = await createTransport(db, ownerId, { notes: tag, volumeCapacity: 90 });
    const exact = await createTransport(db, ownerId, { notes: tag, volumeCapacity: 60 });
    await createTransport(db, ownerId, { notes: tag, volumeCapacity: 59.5 });
    const unknown = await createTransport(db, ownerId, { notes: tag, volumeCapacity: null });
    const base = `/api/listings/transport?q=${tag}`;
    expect((await ids(`${base}&minVolume=60`)).sort()).toEqual([roomy.id, exact.id, unknown.id].sort());
    expect((await ids(`${base}&minVolume=91`)).sort()).toEqual([unknown.id]);
    // Without the filter all four are there; the total agrees with the page.
    const all = (await t.app.inject({ method: 'GET', url: `${base}&minVolume=60` })).json();
    expect(all).toMatchObject({ total: 3, totalIsLowerBound: false });
    expect(await ids(base)).toHaveLength(4);
  });
});

describe('transport feed: route, area and text', () => {
  it('filters by origin and destination country, by key or by English or Estonian name, any case', async () => {
    const db = t.database.db;
    const tag = unique('maad');
    const fiToLt = await createTransport(db, ownerId, {
      notes: tag,
      originCountry: 'soome',
      destinationCountry: 'leedu',
    });
    const eeToCz = await createTransport(db, ownerId, {
      notes: tag,
      originCountry: 'eesti',
      destinationCountry: 'tšehhi',
    });
    const fiToEe = await createTransport(db, ownerId, {
      notes: tag,
      originCountry: 'soome',
      destinationCountry: 'eesti',
    });
    const base = `/api/listings/transport?q=${tag}`;
    const finland = [fiToLt.id, fiToEe.id].sort();
    for (const value of ['soome', 'SOOME', 'Soome', 'Finland', 'finland', 'FI']) {
      expect((await ids(`${base}&originCountry=${value}`)).sort(), value).toEqual(finland);
    }
    for (const value of ['leedu', 'Lithuania', 'LEEDU']) {
      expect(await ids(`${base}&destinationCountry=${value}`), value).toEqual([fiToLt.id]);
    }
    for (const value of ['tšehhi', 'TŠEHHI', 'Czech Republic', 'czechia', 'tsehhi']) {
      expect(await ids(`${base}&destinationCountry=${encodeURIComponent(value)}`), value).toEqual([
        eeToCz.id,
      ]);
    }
    expect(await ids(`${base}&originCountry=Finland&destinationCountry=Estonia`)).toEqual([fiToEe.id]);
    expect(await ids(`${base}&originCountry=eesti&destinationCountry=soome`)).toEqual([]);
    expect(await ids(`${base}&originCountry=Narnia`)).toEqual([]);
  });

  it('filters by service area, any case', async () => {
    const db = t.database.db;
    const tag = unique('ala');
    const europe = await createTransport(db, ownerId, { notes: tag, serviceArea: 'euroopa' });
    const nordic = await createTransport(db, ownerId, { notes: tag, serviceArea: 'põhjamaad' });
    await createTransport(db, ownerId, { notes: tag, serviceArea: null });
    const base = `/api/listings/transport?q=${tag}`;
    expect(await ids(`${base}&serviceArea=EUROOPA`)).toEqual([europe.id]);
    expect(await ids(`${base}&serviceArea=${encodeURIComponent('põhjamaad')}`)).toEqual([nordic.id]);
    // An area is matched whole: part of its name is not an area.
    expect(await ids(`${base}&serviceArea=euro`)).toEqual([]);
    expect(await ids(`${base}&serviceArea=baltimaad`)).toEqual([]);
  });

  it('searches cities, countries (any language), trailer type, service area and notes, any case', async () => {
    const db = t.database.db;
    const city = unique('Haapsalu');
    const area = unique('ala');
    const note = unique('märge');
    const toNorway = await createTransport(db, ownerId, {
      originCity: city,
      destinationCity: 'Oslo',
      destinationCountry: 'norra',
      trailerType: unique('haagis'),
      serviceArea: area,
      notes: `Vaba ${note} alates`,
    });
    const toSweden = await createTransport(db, ownerId, {
      originCity: city,
      destinationCity: 'Stockholm',
      destinationCountry: 'rootsi',
    });
    const q = (text: string) => ids(`/api/listings/transport?q=${encodeURIComponent(text)}&pageSize=100`);
    expect((await q(city.toUpperCase())).sort()).toEqual([toNorway.id, toSweden.id].sort());
    expect(await q(toNorway.trailerType)).toEqual([toNorway.id]);
    expect(await q(area.toUpperCase())).toEqual([toNorway.id]);
    expect(await q(note)).toEqual([toNorway.id]);
    // A country by its English or Estonian name finds the listing stored with the key.
    for (const name of ['Norway', 'NORRA', 'norr']) {
      const found = await q(name);
      expect(found, name).toContain(toNorway.id);
      expect(found, name).not.toContain(toSweden.id);
    }
    expect(await q(`${city} ${unique('puudub')}`)).toEqual([]);
  });
});

describe('one listing', () => {
  it('answers a live listing to anyone, and a paused one only to its owner', async () => {
    const db = t.database.db;
    const live = await createCargo(db, ownerId);
    const paused = await createCargo(db, ownerId, { status: 'inactive' });
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/cargo/${live.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: live.id, type: 'cargo', contactAccess: 'locked' });
    expect(res.json().contact).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/cargo/${paused.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/transport/${live.id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/cargo/not-a-uuid` })).statusCode).toBe(
      400,
    );
  });
});
