import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleKm } from '@domain/places';
import { loadFitsTruck, type WantedDirection } from '@domain/matching';
import { addDaysToKey } from '@domain/dates';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { seedPlaces } from '../../db/seeds/places';
import { createCargo, createTransport, createUser } from '../../../test/factories/index';
import { loadOf, truckOf } from './matching.service';
import type { CargoRow, TransportRow } from './listings.repository';

// Matching (decision 0076): the API's "loads for this truck" and "trucks for this load" are
// domain/matching.ts's rule, nearest pickup first. A few hundred listings between Iceland's places
// (where no other test puts any; located as the server locates them, at a gazetteer place of
// their country), some not located, and for each of several trucks and loads the API's answer,
// all pages of it, is compared with the rule applied in TypeScript to every listing.

// GeoNames' Reykjavík.
const REYKJAVIK = 3413829;

let t: TestApp;
let ownerA: string;
let ownerB: string;
const loads: CargoRow[] = [];
const trucks: TransportRow[] = [];

// A fixed sequence, so that a failure repeats.
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const DAY0 = '2031-06-10';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db, { countries: ['IS'] });
  const iceland = await queryRows<{ id: number; lat: number; lon: number }>(
    db,
    sql`select id, lat, lon from places where country = 'IS' order by id`,
  );
  ownerA = (await createUser(db)).id;
  ownerB = (await createUser(db)).id;
  const r = sequence(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
  // An end: a place of Iceland, or (one in ten) a place the gazetteer does not know.
  const end = (country = 'island') => {
    const place = country === 'island' && r() >= 0.1 ? pick(iceland) : null;
    return { country, lat: place?.lat ?? null, lon: place?.lon ?? null };
  };
  for (let i = 0; i < 160; i++) {
    const from = end();
    const to = end(pick(['island', 'island', 'gröönimaa']));
    const range = pick([null, null, null, [2, 6], [-20, -18]] as const);
    loads.push(
      await createCargo(db, r() < 0.5 ? ownerA : ownerB, {
        originCountry: from.country,
        originLat: from.lat,
        originLon: from.lon,
        destinationCountry: to.country,
        destinationLat: to.lat,
        destinationLon: to.lon,
        pickupDate: r() < 0.2 ? null : addDaysToKey(DAY0, Math.floor(r() * 8) - 2),
        weight: r() < 0.1 ? null : Math.round(r() * 24_000),
        loadingMeters: r() < 0.4 ? null : Math.round(r() * 136) / 10 || 0.4,
        bodyTypes: pick([null, null, ['tentsõiduk', 'mega'], ['külmkastsõiduk'], ['tanker']]),
        adrClass: pick([null, null, null, null, '3', '8']),
        temperatureMin: range ? range[0] : null,
        temperatureMax: range ? range[1] : null,
        createdAt: new Date(Date.now() - i * 60_000),
      }),
    );
  }
  const reykjavik = iceland.find((p) => p.id === REYKJAVIK)!;
  for (let i = 0; i < 60; i++) {
    const from = end();
    const to = end();
    const trailerType = pick(['tentsõiduk', 'mega', 'külmkastsõiduk', 'tanker']);
    const directions: WantedDirection[] | null = pick([
      null,
      null,
      [{ country: 'gröönimaa' }],
      [{ placeId: REYKJAVIK, name: 'Reykjavík', country: 'island', ...reykjavik, radiusKm: 60 }],
    ]);
    trucks.push(
      await createTransport(db, r() < 0.5 ? ownerA : ownerB, {
        trailerType,
        originCountry: from.country,
        originLat: from.lat,
        originLon: from.lon,
        destinationCountry: to.country,
        destinationLat: to.lat,
        destinationLon: to.lon,
        wantedDirections: directions as TransportRow['wantedDirections'],
        availableDate: r() < 0.2 ? null : addDaysToKey(DAY0, Math.floor(r() * 6) - 3),
        capacity: r() < 0.1 ? null : pick([3, 12, 24]),
        loadingMeters: r() < 0.3 ? null : pick([4.2, 7.2, 13.6]),
        adrClasses: trailerType === 'tanker' ? ['3'] : r() < 0.2 ? ['2', '3', '8'] : null,
        temperatureMin: trailerType === 'külmkastsõiduk' ? -25 : null,
        temperatureMax: trailerType === 'külmkastsõiduk' ? 25 : null,
        createdAt: new Date(Date.now() - i * 60_000),
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; originDistanceKm?: number; contactAccess: string; contact?: unknown };

/** Every page of a match list, 10 a page. */
async function allMatches(url: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await t.app.inject({ method: 'GET', url: `${url}?pageSize=10&page=${page}` });
    expect(res.statusCode, url).toBe(200);
    const body = res.json();
    items.push(...body.items);
    expect(body.totalIsLowerBound).toBe(false);
    if (body.items.length < 10) {
      expect(body.total).toBe(items.length);
      return items;
    }
    expect(body.total).toBeGreaterThanOrEqual(items.length);
  }
  throw new Error('more than 99 pages');
}

const ours = (ids: string[], among: { id: string }[]) => {
  const known = new Set(among.map((row) => row.id));
  return ids.filter((id) => known.has(id));
};

describe('loads for a truck', () => {
  it('are the loads the rule fits, of other owners, the nearest pickup first', async () => {
    let compared = 0;
    for (const truck of trucks.slice(0, 40)) {
      const expected = loads.filter(
        (load) => load.userId !== truck.userId && loadFitsTruck(loadOf(load), truckOf(truck)),
      );
      const items = await allMatches(`/api/listings/transport/${truck.id}/matches`);
      const ids = ours(
        items.map((i) => i.id),
        loads,
      );
      expect(new Set(ids), `truck ${truck.id}`).toEqual(new Set(expected.map((l) => l.id)));
      compared += expected.length;
      // Nearest first among the located pickups, those not located after them.
      const distances = items.filter((i) => i.originDistanceKm !== undefined).map((i) => i.originDistanceKm!);
      for (let i = 1; i < distances.length; i++)
        expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! - 1);
      const firstUnlocated = items.findIndex((i) => i.originDistanceKm === undefined);
      if (firstUnlocated !== -1)
        expect(items.slice(firstUnlocated).every((i) => i.originDistanceKm === undefined)).toBe(true);
    }
    // The sample is worth its name: a good number of matches, and of non-matches.
    expect(compared).toBeGreaterThan(20);
    expect(compared).toBeLessThan(40 * loads.length * 0.5);
  });

  it('measure the distance from where the truck is free', async () => {
    const truck = trucks[0]!;
    const [first] = (await allMatches(`/api/listings/transport/${truck.id}/matches`)).filter(
      (i) => i.originDistanceKm !== undefined,
    );
    if (!first) return;
    const load = loads.find((l) => l.id === first.id)!;
    const km = greatCircleKm(
      { lat: truck.originLat!, lon: truck.originLon! },
      { lat: load.originLat!, lon: load.originLon! },
    );
    expect(Math.abs(first.originDistanceKm! - km)).toBeLessThanOrEqual(1);
  });
});

describe('trucks for a load', () => {
  it('are the trucks the rule fits, of other owners, the nearest first', async () => {
    let compared = 0;
    for (const load of loads.slice(0, 40)) {
      const expected = trucks.filter(
        (truck) => truck.userId !== load.userId && loadFitsTruck(loadOf(load), truckOf(truck)),
      );
      const items = await allMatches(`/api/listings/cargo/${load.id}/matches`);
      expect(
        new Set(
          ours(
            items.map((i) => i.id),
            trucks,
          ),
        ),
        `load ${load.id}`,
      ).toEqual(new Set(expected.map((truck) => truck.id)));
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('who may ask and what they see', () => {
  it('answers a listing anybody may see, with contacts locked for a visitor; 404 otherwise', async () => {
    const truck = trucks.find((tr) => tr.availableDate === null) ?? trucks[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/transport/${truck.id}/matches` });
    expect(res.statusCode).toBe(200);
    for (const item of res.json().items as Item[]) {
      expect(item.contactAccess).toBe('locked');
      expect(item.contact).toBeUndefined();
    }
    const gone = await createTransport(t.database.db, ownerA, { status: 'expired' });
    const expired = await t.app.inject({ method: 'GET', url: `/api/listings/transport/${gone.id}/matches` });
    expect(expired.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/listings/cargo/00000000-0000-4000-8000-000000000000/matches',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings/cargo/not-an-id/matches' });
    expect(bad.statusCode).toBe(400);
  });
});
