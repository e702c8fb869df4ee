import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createTransport, createUser, unique } from '../../../test/factories/index';

// The feeds' freight filters and orders (../shared/spec/API.md "Load details, sorting…", decision
// 0075). Each is asked twice: narrowed by a type of its own (the page walks an index in the order)
// and by a search word (the matches are collected first, then sorted): both must agree.
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function ids(url: string): Promise<string[]> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

/** The ids answered both ways: narrowed by the type `tag` and by the search word `tag`. */
async function bothWays(kind: 'cargo' | 'transport', tag: string, query: string): Promise<string[]> {
  const byType = kind === 'cargo' ? `cargoType=${tag}` : `serviceArea=${tag}`;
  const walked = await ids(`/api/listings/${kind}?${byType}&${query}`);
  const searched = await ids(`/api/listings/${kind}?q=${tag}&${query}`);
  expect(searched, `q=${tag}&${query}`).toEqual(walked);
  return walked;
}

const sorted = (list: (string | undefined)[]) => [...list].sort();

describe('the cargo feed filters by freight', () => {
  const tag = unique('frf');
  const rows: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const base = { cargoType: tag, notes: tag };
    rows.ftl = (
      await createCargo(db, ownerId, {
        ...base,
        loadType: 'ftl',
        loadingMeters: 13.6,
        bodyTypes: ['tentsõiduk', 'mega'],
        createdAt: minutesAgo(5),
      })
    ).id;
    rows.adr3 = (
      await createCargo(db, ownerId, {
        ...base,
        loadType: 'ltl',
        loadingMeters: 4,
        adrClass: '3',
        palletType: 'eur',
        palletCount: 10,
        createdAt: minutesAgo(4),
      })
    ).id;
    rows.cold = (
      await createCargo(db, ownerId, {
        ...base,
        loadType: 'ltl',
        temperatureMin: 2,
        temperatureMax: 6,
        bodyTypes: ['külmkastsõiduk'],
        createdAt: minutesAgo(3),
      })
    ).id;
    rows.frozen = (
      await createCargo(db, ownerId, { ...base, temperatureMax: -18, createdAt: minutesAgo(2) })
    ).id;
    rows.plain = (await createCargo(db, ownerId, { ...base, createdAt: minutesAgo(1) })).id;
    rows.adr8 = (await createCargo(db, ownerId, { ...base, adrClass: '8', createdAt: minutesAgo(0.5) })).id;
  });

  it('by full or part load', async () => {
    expect(await bothWays('cargo', tag, 'loadType=ftl')).toEqual([rows.ftl]);
    expect(await bothWays('cargo', tag, 'loadType=ltl')).toEqual([rows.cold, rows.adr3]);
  });

  it('by loading metres at least, a decimal comma too', async () => {
    expect(await bothWays('cargo', tag, 'minLoadingMeters=13,6')).toEqual([rows.ftl]);
    expect(sorted(await bothWays('cargo', tag, 'minLoadingMeters=4'))).toEqual(sorted([rows.ftl, rows.adr3]));
  });

  it('by dangerous goods: any class, none, one class', async () => {
    expect(await bothWays('cargo', tag, 'adr=true')).toEqual([rows.adr8, rows.adr3]);
    expect(await bothWays('cargo', tag, 'adr=false')).toEqual([rows.plain, rows.frozen, rows.cold, rows.ftl]);
    expect(await bothWays('cargo', tag, 'adrClass=3')).toEqual([rows.adr3]);
    expect(await bothWays('cargo', tag, 'adr=true&adrClass=9')).toEqual([]);
  });

  it('by a temperature range given at either end', async () => {
    expect(await bothWays('cargo', tag, 'temperatureControlled=true')).toEqual([rows.frozen, rows.cold]);
  });

  it('by a body type the load may go in, and by pallet type', async () => {
    expect(await bothWays('cargo', tag, 'bodyType=mega')).toEqual([rows.ftl]);
    expect(await bothWays('cargo', tag, 'bodyType=külmkastsõiduk')).toEqual([rows.cold]);
    expect(await bothWays('cargo', tag, 'palletType=eur')).toEqual([rows.adr3]);
  });

  it('counts what it lists', async () => {
    const res = await get(`/api/listings/cargo?cargoType=${tag}&adr=false&loadType=ltl`);
    expect(res.json()).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([rows.cold]);
  });
});

describe('the transport feed filters by what a truck takes', () => {
  const tag = unique('trf');
  const rows: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const base = { serviceArea: tag, notes: tag };
    rows.mega = (
      await createTransport(db, ownerId, {
        ...base,
        trailerType: 'mega',
        loadingMeters: 13.6,
        createdAt: minutesAgo(3),
      })
    ).id;
    rows.adr = (
      await createTransport(db, ownerId, {
        ...base,
        loadingMeters: 7.2,
        adrClasses: ['3', '8'],
        createdAt: minutesAgo(2),
      })
    ).id;
    rows.reefer = (
      await createTransport(db, ownerId, {
        ...base,
        trailerType: 'külmkastsõiduk',
        temperatureMin: -25,
        temperatureMax: 25,
        createdAt: minutesAgo(1),
      })
    ).id;
  });

  it('by loading metres, dangerous goods, temperature and body type', async () => {
    expect(await bothWays('transport', tag, 'minLoadingMeters=10')).toEqual([rows.mega]);
    expect(await bothWays('transport', tag, 'adr=true')).toEqual([rows.adr]);
    expect(await bothWays('transport', tag, 'adr=false')).toEqual([rows.reefer, rows.mega]);
    expect(await bothWays('transport', tag, 'adrClass=8')).toEqual([rows.adr]);
    expect(await bothWays('transport', tag, 'adrClass=1')).toEqual([]);
    expect(await bothWays('transport', tag, 'temperatureControlled=true')).toEqual([rows.reefer]);
    // bodyType is the API's name for a truck's trailer type.
    expect(await bothWays('transport', tag, 'bodyType=mega')).toEqual([rows.mega]);
    expect(await bothWays('transport', tag, 'bodyType=MEGA')).toEqual([rows.mega]);
  });
});

describe('the cargo feed orders', () => {
  const tag = unique('ord');
  const rows: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const base = { cargoType: tag, notes: tag };
    // Published a minute apart, cheap last; "noPrice" has no price, pickup, weight or distance.
    const specs = {
      mid: { priceAmount: 200, distanceKm: 100, pickupDate: '2030-03-02', weight: 5000, age: 4 },
      top: { priceAmount: 300, distanceKm: 600, pickupDate: '2030-03-01', weight: 24000, age: 3 },
      noPrice: { priceAmount: null, distanceKm: null, pickupDate: null, weight: null, age: 2 },
      cheap: { priceAmount: 100, distanceKm: 400, pickupDate: '2030-03-03', weight: 800, age: 1 },
    };
    for (const [name, { age, ...values }] of Object.entries(specs)) {
      rows[name] = (
        await createCargo(db, ownerId, {
          ...base,
          ...values,
          createdAt: minutesAgo(age),
          // Confirmed again: the oldest most recently.
          confirmedAt: minutesAgo(age === 4 ? 0.1 : age),
        })
      ).id;
    }
  });

  const cases: [string, string[]][] = [
    ['newest', ['cheap', 'noPrice', 'top', 'mid']],
    ['-newest', ['mid', 'top', 'noPrice', 'cheap']],
    ['price', ['cheap', 'mid', 'top', 'noPrice']],
    ['-price', ['top', 'mid', 'cheap', 'noPrice']],
    // 2.00, 0.50 and 0.25 EUR/km
    ['pricePerKm', ['cheap', 'top', 'mid', 'noPrice']],
    ['-pricePerKm', ['mid', 'top', 'cheap', 'noPrice']],
    ['pickupDate', ['top', 'mid', 'cheap', 'noPrice']],
    ['-pickupDate', ['cheap', 'mid', 'top', 'noPrice']],
    ['weight', ['cheap', 'mid', 'top', 'noPrice']],
    ['-weight', ['top', 'mid', 'cheap', 'noPrice']],
    ['freshness', ['mid', 'cheap', 'noPrice', 'top']],
    ['-freshness', ['top', 'noPrice', 'cheap', 'mid']],
  ];
  for (const [sort, expected] of cases) {
    it(`sort=${sort}, without the value last`, async () => {
      expect(await bothWays('cargo', tag, `sort=${encodeURIComponent(sort)}`)).toEqual(
        expected.map((name) => rows[name]),
      );
    });
  }

  it('pages through an order, across those without the value', async () => {
    const page = (n: number) => bothWays('cargo', tag, `sort=-price&pageSize=10&page=${n}`);
    expect(await page(1)).toEqual([rows.top, rows.mid, rows.cheap, rows.noPrice]);
    const res = await get(`/api/listings/cargo?cargoType=${tag}&sort=price&pageSize=10`);
    expect(res.json()).toMatchObject({ total: 4, page: 1 });
  });

  it('the default order is the newest first, with or without sort=newest', async () => {
    expect(await ids(`/api/listings/cargo?cargoType=${tag}`)).toEqual(
      await ids(`/api/listings/cargo?cargoType=${tag}&sort=newest`),
    );
  });
});

describe('the transport feed orders', () => {
  const tag = unique('tord');
  const rows: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const base = { serviceArea: tag, notes: tag };
    rows.big = (
      await createTransport(db, ownerId, {
        ...base,
        capacity: 24,
        pricePerKm: 1.1,
        availableDate: '2030-04-05',
        createdAt: minutesAgo(3),
      })
    ).id;
    rows.small = (
      await createTransport(db, ownerId, {
        ...base,
        capacity: 3,
        pricePerKm: 0.9,
        availableDate: '2030-04-01',
        createdAt: minutesAgo(2),
      })
    ).id;
    rows.bare = (await createTransport(db, ownerId, { ...base, createdAt: minutesAgo(1) })).id;
  });

  it('by payload, free date and price per km, without the value last', async () => {
    expect(await bothWays('transport', tag, 'sort=weight')).toEqual([rows.small, rows.big, rows.bare]);
    expect(await bothWays('transport', tag, 'sort=-weight')).toEqual([rows.big, rows.small, rows.bare]);
    expect(await bothWays('transport', tag, 'sort=pickupDate')).toEqual([rows.small, rows.big, rows.bare]);
    expect(await bothWays('transport', tag, 'sort=price')).toEqual([rows.small, rows.big, rows.bare]);
    expect(await bothWays('transport', tag, 'sort=-pricePerKm')).toEqual([rows.big, rows.small, rows.bare]);
  });
});

describe('a freight filter or an order the feeds do not know', () => {
  it('is a 400 naming the parameter, in the words of the request’s language', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['sort=--price', 'sort'],
      ['loadType=full', 'loadType'],
      ['adr=maybe', 'adr'],
      ['adrClass=10', 'adrClass'],
      ['minLoadingMeters=-1', 'minLoadingMeters'],
      ['palletType=euro', 'palletType'],
    ] as const) {
      const res = await get(`/api/listings/cargo?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
    const res = await get('/api/listings/transport?sort=cheapest');
    expect(res.json().error.message).toContain(MESSAGES.feeds.unknownSort);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/listings/transport?sort=cheapest',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error.message).toContain('There is no such order');
  });
});
