import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createTransport, unique } from '../../../test/factories/index';
import { createSignedInUser } from '../../../test/factories/users';
import { queryRows } from '../../db/client';
import { seedPlaces } from '../../db/seeds/places';
import { MIGRATIONS_DIR } from '../../platform/files';

// ../shared/spec/API.md, "Places and distance", and issue 28, item 4: a place found by its name in
// any of the six languages. The tests load the gazetteer of five countries (the whole one takes
// seconds); the data is the real one.
const RIGA = 456172;
const TALLINN = 588409;
const HELSINKI = 658225;
const VILNIUS = 593116;
const RAKVERE = 589165;
const OULU = 643492;

let t: TestApp;
let loaded = 0;
beforeAll(async () => {
  t = await createTestApp();
  ({ loaded } = await seedPlaces(t.database.db, { countries: ['EE', 'LV', 'LT', 'FI', 'SE'] }));
});
afterAll(async () => {
  await t.close();
});

type Place = { id: number; name: string; country: string; lat: number; lon: number };
const search = async (q: string, language = 'et') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/places?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as Place[];
};

describe('GET /api/places', () => {
  it('loaded the five countries once; a second load adds nothing', async () => {
    expect(loaded).toBeGreaterThan(1000);
    expect((await seedPlaces(t.database.db)).loaded).toBe(0);
  });

  it.each([
    ['Riga', RIGA],
    ['Rīga', RIGA],
    ['riia', RIGA],
    ['Рига', RIGA],
    ['RIG', RIGA],
    ['Таллин', TALLINN],
    ['Tallina', TALLINN],
    ['Talinas', TALLINN],
    ['Helsingfors', HELSINKI],
    ['Хельсинки', HELSINKI],
    ['Вильнюс', VILNIUS],
    ['Viļņa', VILNIUS],
  ])('finds %s first', async (q, id) => {
    const [first] = await search(q);
    expect(first?.id).toBe(id);
  });

  it('answers the name in the request’s language, the local one where none is known', async () => {
    const names = async (language: string) => (await search('riga', language))[0]?.name;
    expect(await names('et')).toBe('Riia');
    expect(await names('ru')).toBe('Рига');
    expect(await names('lv')).toBe('Rīga');
    expect(await names('lt')).toBe('Ryga');
    expect(await names('fi')).toBe('Riika');
    expect(await names('en')).toBe('Riga');
    const [riga] = await search('riga');
    expect(riga).toMatchObject({ country: 'LV' });
    expect(riga!.lat).toBeCloseTo(56.95, 1);
    expect(riga!.lon).toBeCloseTo(24.11, 1);
  });

  it('gives at most ten, the biggest first, also for one and two letters', async () => {
    for (const q of ['t', 'ta', 'tar', 'k']) {
      const items = await search(q);
      expect(items.length, q).toBe(q === 'tar' ? 3 : 10);
      const populations = await queryRows<{ id: number; population: number }>(
        t.database.db,
        sql`select id, population from places where id in ${items.map((item) => item.id)}`,
      );
      const of = new Map(populations.map((row) => [row.id, row.population]));
      const inOrder = items.map((item) => of.get(item.id)!);
      expect(inOrder, q).toEqual([...inOrder].sort((a, b) => b - a));
      // Nothing bigger was left out: the tenth is at least as big as any other place of the prefix.
      const [bigger] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from places p where p.population > ${inOrder.at(-1)!}
            and p.id not in ${items.map((item) => item.id)}
            and exists (select 1 from place_names n where n.place_id = p.id and n.name like ${`${q}%`})`,
      );
      expect(bigger?.n, q).toBe(0);
    }
    // Stockholm is Tukholma in Finnish, so it is the biggest place of "t".
    expect((await search('t'))[0]?.name).toBe('Stockholm');
    expect((await search('tar')).map((place) => place.name)).toContain('Tartu');
  });

  it('answers no places for an empty query or a name nobody has', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('xqzzy')).toEqual([]);
    // LIKE's wildcards are letters like any other.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('shows the town’s name, not a wiki title or its municipality’s: Rakvere and Oulu in Estonian', async () => {
    expect((await search('Rakvere'))[0]).toMatchObject({ id: RAKVERE, name: 'Rakvere' });
    expect((await search('Раквере', 'ru'))[0]).toMatchObject({ id: RAKVERE, name: 'Раквере' });
    expect((await search('Oulu'))[0]).toMatchObject({ id: OULU, name: 'Oulu' });
    const [bad] = await queryRows<{ labels: number; names: number }>(
      t.database.db,
      sql`select (select count(*)::int from places
                   where strpos(labels::text, '_') > 0 or labels->>'et' ~ ' (vald|linn)$'
                      or labels->>'ru' ~ '[A-Za-z]') as labels,
                 (select count(*)::int from place_names where strpos(name, '_') > 0 or strpos(name, '://') > 0) as names`,
    );
    expect(bad).toEqual({ labels: 0, names: 0 });
  });

  it('migration 0052 takes such labels and names out of a database loaded before, and rewrites the ends picked by them', async () => {
    await t.database.db.execute(sql`
      update places set labels = labels || '{"et": "Rakvere_vald"}'::jsonb where id = ${RAKVERE}`);
    await t.database.db.execute(sql`
      update places set labels = labels || '{"et": "Oulu linn", "fi": "Oulun kaupunki"}'::jsonb where id = ${OULU}`);
    await t.database.db.execute(sql`
      insert into place_names (name, place_id, population) values ('rakvere_vald', ${RAKVERE}, 15000)`);
    const owner = await createSignedInUser(t.app);
    const cargo = await createCargo(t.database.db, owner.userId, {
      originCity: 'Rakvere_vald',
      originPlaceId: RAKVERE,
      originLat: 59.34639,
      originLon: 26.35583,
      destinationCity: 'Oulu linn',
      destinationCountry: 'soome',
      destinationPlaceId: OULU,
      destinationLat: 65.01236,
      destinationLon: 25.46816,
    });
    // A typed text that only looks like one stays as its owner wrote it.
    const typed = await createCargo(t.database.db, owner.userId, { originCity: 'Oulu linn' });

    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0052_place_names_not_titles.sql'), 'utf8');
    // On one connection, as the migrator runs a migration: its temporary table lives in the
    // session that made it, and the pool may hand each statement a different one (the app's job
    // worker holds one now and then).
    await t.database.db.transaction(async (tx) => {
      for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

    const [after] = await queryRows<{
      rakvere: string | null;
      oulu: unknown;
      names: number;
      from: string;
      to: string;
      typed: string;
    }>(
      t.database.db,
      sql`select (select labels->>'et' from places where id = ${RAKVERE}) as rakvere,
                 (select labels from places where id = ${OULU}) as oulu,
                 (select count(*)::int from place_names where name = 'rakvere_vald') as names,
                 (select origin_city from cargo_listings where id = ${cargo.id}) as "from",
                 (select destination_city from cargo_listings where id = ${cargo.id}) as "to",
                 (select origin_city from cargo_listings where id = ${typed.id}) as typed`,
    );
    expect(after).toMatchObject({ rakvere: null, names: 0, from: 'Rakvere', to: 'Oulu', typed: 'Oulu linn' });
    // Oulu keeps its other languages' names.
    expect(after!.oulu).not.toHaveProperty('et');
    expect(after!.oulu).not.toHaveProperty('fi');
    expect(after!.oulu).toHaveProperty('ru', 'Оулу');
    expect((await search('Раквере', 'ru'))[0]?.name).toBe('Раквере');
  });

  it('refuses a query longer than 100 characters with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/places?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/places/{id}', () => {
  it('answers one place in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/places/${TALLINN}`,
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: TALLINN, name: 'Таллин', country: 'EE' });
  });

  it('answers 404 for an unknown place, in the request’s language, and 400 for no number', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/places/999999999',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'PLACE_NOT_FOUND', message: 'Place not found' });
    for (const id of ['abc', '0', '-5', '1.5', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/places/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
  });
});

describe('a feed search by a place named in another language', () => {
  it.each(['Рига', 'Riia', 'Rīga', 'Ryga', 'riika'])(
    'finds the loads from Riga by %s, and not the others',
    async (q) => {
      const owner = await createSignedInUser(t.app);
      const tag = unique('Linn');
      await createCargo(t.database.db, owner.userId, { originCity: 'Riga', destinationCity: tag });
      await createCargo(t.database.db, owner.userId, { originCity: 'Kaunas', destinationCity: tag });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings/cargo?q=${encodeURIComponent(`${q} ${tag}`)}`,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json().items as { originCity: string }[]).map((item) => item.originCity)).toEqual(['Riga']);
    },
  );

  it('finds free trucks in Tallinn by its Russian name', async () => {
    const owner = await createSignedInUser(t.app);
    const tag = unique('Linn');
    await createTransport(t.database.db, owner.userId, { originCity: 'Tallinn', destinationCity: tag });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/transport?q=${encodeURIComponent(`Таллин ${tag}`)}`,
    });
    expect((res.json().items as { originCity: string }[]).map((item) => item.originCity)).toEqual([
      'Tallinn',
    ]);
  });
});

describe('the gazetteer on the embedded database', () => {
  it('loads and finds Riga by its Russian name as on PostgreSQL', async () => {
    const embedded = await createTestApp({}, {}, { embedded: true });
    try {
      await seedPlaces(embedded.database.db, { countries: ['LV'] });
      const res = await embedded.app.inject({
        method: 'GET',
        url: `/api/places?q=${encodeURIComponent('рига')}`,
        headers: { 'accept-language': 'et' },
      });
      expect(res.json().items[0]).toMatchObject({ id: RIGA, name: 'Riia', country: 'LV' });
    } finally {
      await embedded.close();
    }
  });
});
