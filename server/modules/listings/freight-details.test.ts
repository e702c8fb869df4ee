import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { cargoListings } from '../../db/schema/index';
import { MESSAGES } from '@domain/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoInput, unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';

// A load as dispatchers describe it (domain/freight.ts, decision 0073): published, shown, edited,
// copied and templated with its freight details, each checked on both sides.

let t: TestApp;
let owner: ApiUser;
let premium: ApiUser;
let viewer: ApiUser;
const { call, publish } = listingApi(() => t.app);

const W = MESSAGES.wizard;

const FREIGHT = {
  loadKind: 'ltl',
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
  loadKind: 'ltl',
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
    [{ loadKind: 'half' }, 'loadKind', W.invalidChoice],
    [{ loadingMeters: '0' }, 'loadingMeters', W.loadingMetersRange],
    [{ loadingMeters: '21' }, 'loadingMeters', W.loadingMetersRange],
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
      loadKind: 'ftl',
      loadingMeters: '13,6',
      adrClass: null,
      unNumber: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      ...STORED,
      loadKind: 'ftl',
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
    expect(after.json()).toMatchObject({ adrClass: '3', unNumber: '1203', loadKind: 'ftl' });

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
