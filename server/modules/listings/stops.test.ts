import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { tallinnDateKey } from '@domain/format';
import { cargoInput, inDays } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';
import { seedPlaces } from '../../db/seeds/places';

// A load's stops and time windows (issue 30, item 3; decision 0074): stored in the order of the
// trip, located as the ends are, counted in the road distance, checked on both sides.
const TALLINN = 588409;
const TARTU = 588335;
const RIGA = 456172;
const W = MESSAGES.wizard;
// A day from today, as the API takes it.
const day = (days: number) => tallinnDateKey(inDays(days));

let t: TestApp;
let owner: ApiUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV'] });
  owner = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const trip = (extra: Record<string, unknown> = {}) => ({
  originCity: 'Tallinn',
  originPlaceId: TALLINN,
  destinationCity: 'Riga',
  destinationCountry: 'lati',
  destinationPlaceId: RIGA,
  pickupDate: day(2),
  deliveryDate: day(3),
  ...extra,
});

describe('a load’s stops and time windows', () => {
  it('are stored in the order of the trip, located, and the distance goes through them', async () => {
    const direct = await publish(owner, 'cargo', trip());
    const item = await publish(owner, 'cargo', {
      ...trip(),
      pickupTimeFrom: '8:00',
      pickupTimeTo: '12.00',
      deliveryTimeFrom: '09:00',
      stops: [
        {
          kind: 'loading',
          city: 'Tartu',
          placeId: TARTU,
          date: day(2),
          timeFrom: '14:00',
          timeTo: '16:00',
        },
        { kind: 'unloading', city: 'Valmiera', country: 'lati' },
      ],
    });
    expect(item).toMatchObject({
      pickupTimeFrom: '08:00',
      pickupTimeTo: '12:00',
      deliveryTimeFrom: '09:00',
      deliveryTimeTo: null,
      stops: [
        { kind: 'loading', city: 'Tallinn', placeId: TALLINN, timeFrom: '08:00', timeTo: '12:00' },
        {
          kind: 'loading',
          city: 'Tartu',
          country: 'eesti',
          placeId: TARTU,
          date: day(2),
          timeFrom: '14:00',
          timeTo: '16:00',
        },
        { kind: 'unloading', city: 'Valmiera', country: 'lati', date: null, timeFrom: null, timeTo: null },
        { kind: 'unloading', placeId: RIGA, timeFrom: '09:00', timeTo: null },
      ],
    });
    // Valmiera is typed, not picked: located when the gazetteer has one such place in Latvia.
    expect(item.stops[2].placeId).toEqual(expect.any(Number));
    // Tallinn → Tartu → Valmiera → Riga is longer than Tallinn → Riga.
    expect(direct.distanceKm).toBeGreaterThan(250);
    expect(item.distanceKm).toBeGreaterThan(direct.distanceKm + 100);

    const feed = await call('GET', `/api/listings/cargo/${item.id}`);
    expect(feed.json().stops).toHaveLength(4);
  });

  it('a stop that is not located leaves the trip without a distance; no stops keep the route’s', async () => {
    const item = await publish(owner, 'cargo', {
      ...trip(),
      stops: [{ kind: 'loading', city: 'Kolkja talu', country: 'eesti' }],
    });
    expect(item.stops[1]).toMatchObject({ city: 'Kolkja talu', placeId: null });
    expect(item.distanceKm).toBeNull();
    const plain = await publish(owner, 'cargo', trip({ stops: [] }));
    // Without stops between, the route is its two ends.
    expect(plain.stops).toHaveLength(2);
    expect(plain.distanceKm).toBeGreaterThan(250);
  });

  it.each([
    [{ pickupTimeFrom: '25:00' }, 'pickupTimeFrom', W.invalidTime],
    [{ pickupTimeFrom: '12:00', pickupTimeTo: '08:00' }, 'pickupTimeTo', W.timeOrder],
    [{ pickupDate: null, pickupTimeFrom: '08:00' }, 'pickupTimeFrom', W.timeNeedsDate],
    [{ stops: [{ kind: 'loading', city: ' ' }] }, 'stops.0.city', W.stopCityRequired],
    [{ stops: [{ kind: 'via', city: 'Tartu' }] }, 'stops.0.kind', W.invalidChoice],
    [{ stops: [{ kind: 'loading', city: 'Tartu', timeFrom: '08:00' }] }, 'stops.0.timeFrom', W.timeNeedsDate],
    [{ stops: [{ kind: 'loading', city: 'Tartu', date: day(-1) }] }, 'stops.0.date', W.dateInPast],
    [
      { stops: [{ kind: 'loading', city: 'Tartu', placeId: 999_999_999 }] },
      'stops.0.placeId',
      MESSAGES.places.notFound,
    ],
    [
      {
        stops: [
          { kind: 'unloading', city: 'Tartu' },
          { kind: 'loading', city: 'Pärnu' },
        ],
      },
      'stops.1.kind',
      W.stopsOutOfOrder,
    ],
    [
      { stops: Array.from({ length: 9 }, () => ({ kind: 'loading', city: 'Tartu' })) },
      'stops',
      W.tooManyStops,
    ],
  ])('refuses %o: 400 naming %s', async (bad, field, message) => {
    const res = await call('POST', '/api/listings/cargo', owner, cargoInput(trip(bad)));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ message, field });
  });

  it('an edit keeps the stops it does not send, and a copy drops their past dates', async () => {
    const item = await publish(owner, 'cargo', {
      ...trip(),
      stops: [{ kind: 'loading', city: 'Tartu', placeId: TARTU, date: day(2), timeFrom: '14:00' }],
    });
    const edited = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, { deliveryTimeTo: '17:00' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      deliveryTimeTo: '17:00',
      stops: [...item.stops.slice(0, -1), { ...item.stops.at(-1), timeTo: '17:00' }],
      distanceKm: item.distanceKm,
    });
    const cleared = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, { stops: null });
    expect(cleared.json().stops).toHaveLength(2);
    expect(cleared.json().distanceKm).toBeLessThan(item.distanceKm);
  });

  it('take the API’s route form: the pickup first and the delivery last, answered the same way', async () => {
    const res = await call('POST', '/api/listings/cargo', owner, {
      cargoType: 'masinad',
      contactPhone: '+372 5555 1234',
      durationDays: 3,
      stops: [
        {
          kind: 'loading',
          city: 'Tallinn',
          placeId: TALLINN,
          date: day(2),
          timeFrom: '08:00',
          timeTo: '10:00',
        },
        { kind: 'loading', city: 'Tartu', placeId: TARTU, date: day(2) },
        { kind: 'unloading', city: 'Riga', country: 'lati', placeId: RIGA, date: day(3), timeTo: '17:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      originCity: 'Tallinn',
      originPlaceId: TALLINN,
      pickupDate: day(2),
      pickupTimeFrom: '08:00',
      destinationCountry: 'lati',
      destinationPlaceId: RIGA,
      deliveryDate: day(3),
      deliveryTimeTo: '17:00',
    });
    expect(item.stops.map((stop: { city: string; kind: string }) => [stop.kind, stop.city])).toEqual([
      ['loading', 'Tallinn'],
      ['loading', 'Tartu'],
      ['unloading', expect.stringMatching(/^R/)],
    ]);
    // A listing without stops between answers its two ends.
    const plain = await publish(owner, 'cargo', trip());
    expect(plain.stops).toHaveLength(2);

    // A refused value is named as the route names it.
    const bad = await call('POST', '/api/listings/cargo', owner, {
      cargoType: 'masinad',
      contactPhone: '+372 5555 1234',
      durationDays: 3,
      stops: [
        { kind: 'loading', city: 'Tallinn', date: day(2) },
        { kind: 'loading', city: 'Tartu', timeFrom: '08:00' },
        { kind: 'unloading', city: 'Riga', country: 'lati', date: day(-1) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'stops.1.timeFrom', message: W.timeNeedsDate });
    const past = await call('POST', '/api/listings/cargo', owner, {
      cargoType: 'masinad',
      contactPhone: '+372 5555 1234',
      durationDays: 3,
      stops: [
        { kind: 'loading', city: 'Tallinn', date: day(2) },
        { kind: 'unloading', city: 'Riga', country: 'lati', date: day(-1) },
      ],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ field: 'stops.1.date', message: W.dateInPast });
  });
});
