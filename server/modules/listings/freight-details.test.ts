import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { cargoListings } from '../../db/schema/index';
import { MESSAGES } from '@domain/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoInput, transportInput, unique } from '../../../test/factories/index';
import { seedPlaces } from '../../db/seeds/places';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';

// A load and a truck as dispatchers describe them (domain/freight.ts, decision 0073): published,
// shown, edited, copied and templated with their freight details, each checked on both sides.
const RIGA = 456172;
const TARTU = 588335;

let t: TestApp;
let owner: ApiUser;
let premium: ApiUser;
let viewer: ApiUser;
const { call, publish } = listingApi(() => t.app);

const W = MESSAGES.wizard;

const FREIGHT = {
  loadType: 'ltl',
  loadingMeters: '6,8',
  palletCount: '14',
  palletType: 'eur',
  pieceLength: '1,2',
  pieceWidth: '0,8',
  pieceHeight: '1,6',
  adrClass: '3',
  unNumber: '1203',
  temperatureMin: '−5',
  temperatureMax: '4',
  bodyTypes: ['külmkastsõiduk', 'mega', 'Mega'],
  loadingSides: ['rear', 'side'],
  unloadingSides: ['rear'],
  palletExchange: true,
  priceIncludesVat: false,
  paymentTermDays: '30',
};

const STORED = {
  loadType: 'ltl',
  loadingMeters: 6.8,
  palletCount: 14,
  palletType: 'eur',
  pieceLength: 1.2,
  pieceWidth: 0.8,
  pieceHeight: 1.6,
  adrClass: '3',
  unNumber: '1203',
  temperatureMin: -5,
  temperatureMax: 4,
  bodyTypes: ['külmkastsõiduk', 'mega'],
  loadingSides: ['rear', 'side'],
  unloadingSides: ['rear'],
  palletExchange: true,
  priceIncludesVat: false,
  paymentTermDays: 30,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV'] });
  [owner, premium, viewer] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('a load’s freight details', () => {
  it('are published, stored as typed numbers and shown to anyone in the feed and the listing', async () => {
    const notes = unique('freight');
    const item = await publish(owner, 'cargo', { ...FREIGHT, notes });
    expect(item).toMatchObject(STORED);

    const feed = await call('GET', `/api/listings/cargo?q=${encodeURIComponent(notes)}`);
    expect(feed.json().items[0]).toMatchObject(STORED);
    // A visitor sees the load's facts, not its contact.
    expect(feed.json().items[0].contact).toBeUndefined();
    const one = await call('GET', `/api/listings/cargo/${item.id}`, viewer);
    expect(one.json()).toMatchObject(STORED);
  });

  it('are all optional: a listing without them stores and shows null', async () => {
    const item = await publish(owner, 'cargo');
    for (const key of Object.keys(STORED)) expect(item[key], key).toBeNull();
  });

  it.each([
    [{ loadType: 'half' }, 'loadType', W.invalidChoice],
    [{ loadingMeters: '0' }, 'loadingMeters', W.loadingMetersRange],
    [{ loadingMeters: '16,6' }, 'loadingMeters', W.loadingMetersRange],
    [{ palletCount: '2,5' }, 'palletCount', W.invalidInteger],
    [{ palletCount: '201' }, 'palletCount', W.palletCountRange],
    [{ palletType: 'plastic' }, 'palletType', W.invalidChoice],
    [{ pieceHeight: '31' }, 'pieceHeight', W.pieceSizeRange],
    [{ adrClass: '10' }, 'adrClass', W.invalidChoice],
    [{ unNumber: '12a3' }, 'unNumber', W.unNumberInvalid],
    [{ unNumber: '1203' }, 'adrClass', W.unNumberNeedsClass],
    [{ temperatureMin: '-31' }, 'temperatureMin', W.temperatureRange],
    [{ temperatureMin: '5', temperatureMax: '2' }, 'temperatureMax', W.temperatureOrder],
    [{ loadingSides: ['front'] }, 'loadingSides.0', W.invalidChoice],
    [{ palletExchange: 'yes' }, 'palletExchange', W.invalidDataTitle],
    [{ paymentTermDays: '181' }, 'paymentTermDays', W.paymentTermRange],
  ])('refuses %o: 400 naming %s', async (bad, field, message) => {
    const notes = unique('bad-freight');
    const res = await call('POST', '/api/listings/cargo', owner, cargoInput({ ...bad, notes }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message, field } });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(cargoListings)
      .where(eq(cargoListings.notes, notes));
    expect(stored).toEqual({ n: 0 });
  });

  it('says what is wrong in the user’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings/cargo',
      payload: cargoInput({ unNumber: '99' }),
      headers: { origin: ORIGIN, cookie: owner.cookie, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'unNumber',
      message: 'A UN number is four digits (e.g. 1203)',
    });
  });

  it('an edit changes what it sends, keeps the rest, and is checked as a whole load', async () => {
    const item = await publish(owner, 'cargo', FREIGHT);
    const edited = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, {
      loadType: 'ftl',
      loadingMeters: '13,6',
      adrClass: null,
      unNumber: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      ...STORED,
      loadType: 'ftl',
      loadingMeters: 13.6,
      adrClass: null,
      unNumber: null,
    });

    // Taking the class away from a load that keeps its UN number is refused, and nothing changes.
    const withUn = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, {
      unNumber: '1203',
      adrClass: '3',
    });
    expect(withUn.statusCode).toBe(200);
    const refused = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, { adrClass: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ field: 'adrClass', message: W.unNumberNeedsClass });
    const after = await call('GET', `/api/listings/cargo/${item.id}`, owner);
    expect(after.json()).toMatchObject({ adrClass: '3', unNumber: '1203', loadType: 'ftl' });

    // An edit that lowers the top of the range under its bottom is refused the same way.
    const cold = await call('PATCH', `/api/listings/cargo/${item.id}`, owner, { temperatureMax: '-10' });
    expect(cold.statusCode).toBe(400);
    expect(cold.json().error).toMatchObject({ field: 'temperatureMax', message: W.temperatureOrder });
  });

  it('a copy keeps them', async () => {
    const item = await publish(owner, 'cargo', FREIGHT);
    const copy = await call('POST', `/api/listings/cargo/${item.id}/duplicate`, owner);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject(STORED);
  });

  it('a template keeps them, and refuses what a listing would refuse', async () => {
    const saved = await call('POST', '/api/templates', premium, {
      name: unique('Külmvedu'),
      type: 'cargo',
      data: { originCity: 'Tallinn', ...FREIGHT },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject(STORED);

    const bad = await call('POST', '/api/templates', premium, {
      name: unique('Vale'),
      type: 'cargo',
      data: { palletType: 'plastic' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ message: W.invalidChoice });
  });
});

describe('a truck’s freight details', () => {
  const TRUCK = {
    loadingMeters: '13,6',
    adrClasses: ['3', '8', '3'],
    temperatureMin: '-20',
    temperatureMax: '5',
    wantedDirections: [{ country: 'lati' }, { placeId: TARTU, radiusKm: '50' }, { placeId: RIGA }],
  };

  it('are published with the wanted directions located, and shown to anyone', async () => {
    const notes = unique('truck');
    const item = await publish(owner, 'transport', { ...TRUCK, notes });
    const expected = {
      loadingMeters: 13.6,
      adrClasses: ['3', '8'],
      temperatureMin: -20,
      temperatureMax: 5,
      wantedDirections: [
        { country: 'lati', placeId: null, name: null, radiusKm: null },
        { country: 'eesti', placeId: TARTU, name: 'Tartu', radiusKm: 50 },
        // A place without a radius is searched round 100 km, as a feed's radius filter is.
        { country: 'lati', placeId: RIGA, name: expect.stringMatching(/^R/), radiusKm: 100 },
      ],
    };
    expect(item).toMatchObject(expected);
    const feed = await call('GET', `/api/listings/transport?q=${encodeURIComponent(notes)}`);
    expect(feed.json().items[0]).toMatchObject(expected);
    // A copy keeps them as stored.
    const copy = await call('POST', `/api/listings/transport/${item.id}/duplicate`, owner);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject(expected);
  });

  it('take the body by the API’s name, bodyType, and answer it beside trailerType', async () => {
    const input = transportInput({ trailerType: undefined, bodyType: 'mega' });
    const res = await call('POST', '/api/listings/transport', owner, input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ trailerType: 'mega', bodyType: 'mega' });
  });

  it('are all optional', async () => {
    const item = await publish(owner, 'transport');
    for (const key of [
      'loadingMeters',
      'adrClasses',
      'temperatureMin',
      'temperatureMax',
      'wantedDirections',
    ]) {
      expect(item[key], key).toBeNull();
    }
  });

  it.each([
    [{ adrClasses: ['10'] }, 'adrClasses.0', W.invalidChoice],
    [{ temperatureMin: '8', temperatureMax: '2' }, 'temperatureMax', W.temperatureOrder],
    [{ wantedDirections: [{}] }, 'wantedDirections.0.country', W.directionIncomplete],
    [{ wantedDirections: [{ country: 'atlantis' }] }, 'wantedDirections.0.country', W.invalidCountry],
    [
      { wantedDirections: [{ placeId: TARTU, radiusKm: '0' }] },
      'wantedDirections.0.radiusKm',
      MESSAGES.places.radiusRange,
    ],
    [
      {
        wantedDirections: [
          { country: 'lati' },
          { country: 'leedu' },
          { country: 'poola' },
          { country: 'soome' },
        ],
      },
      'wantedDirections',
      W.tooManyDirections,
    ],
  ])('refuses %o: 400 naming %s', async (bad, field, message) => {
    const res = await call('POST', '/api/listings/transport', owner, transportInput(bad));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message, field } });
  });

  it('refuses a place the gazetteer does not know, naming its direction', async () => {
    const res = await call(
      'POST',
      '/api/listings/transport',
      owner,
      transportInput({ wantedDirections: [{ country: 'lati' }, { placeId: 999_999_999 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PLACE_NOT_FOUND',
      field: 'wantedDirections.1.placeId',
      message: MESSAGES.places.notFound,
    });
  });

  it('an edit re-locates the directions it sends and keeps the rest', async () => {
    const item = await publish(owner, 'transport', TRUCK);
    const edited = await call('PATCH', `/api/listings/transport/${item.id}`, owner, {
      wantedDirections: [{ placeId: RIGA, radiusKm: 200 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      loadingMeters: 13.6,
      adrClasses: ['3', '8'],
      wantedDirections: [{ country: 'lati', placeId: RIGA, radiusKm: 200 }],
    });
    // An edit that sends nothing of them keeps the stored directions as they are.
    const kept = await call('PATCH', `/api/listings/transport/${item.id}`, owner, { notes: unique('kept') });
    expect(kept.json().wantedDirections).toEqual(edited.json().wantedDirections);
    const cleared = await call('PATCH', `/api/listings/transport/${item.id}`, owner, {
      wantedDirections: [],
    });
    expect(cleared.json().wantedDirections).toBeNull();
  });
});
