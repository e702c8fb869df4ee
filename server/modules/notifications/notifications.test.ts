import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { inDays } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

let t: TestApp;
let free: SignedInUser;
let premium: SignedInUser;
let trial: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, trial] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(2) }),
  ]);
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'PUT', user: SignedInUser, payload?: unknown) {
  return t.app.inject({
    method,
    url: '/api/me/notifications',
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie: user.cookie },
  });
}

describe('alert preferences', () => {
  it('answers the defaults to a user who never saved: alerts off, instant, every section off, no filters', async () => {
    const res = await call('GET', free);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isEnabled: false,
      frequency: 'instant',
      cargoNotifications: false,
      transportNotifications: false,
      companyNotifications: false,
      cargoUrgentOnly: false,
      cargoMinWeight: null,
      cargoTypes: null,
      updatedAt: null,
    });
  });

  it('refuses a free user with 403 ACCESS_REQUIRED; premium and trial save', async () => {
    const res = await call('PUT', free, { isEnabled: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCESS_REQUIRED');
    expect((await call('PUT', premium, { isEnabled: true })).statusCode).toBe(200);
    expect((await call('PUT', trial, { isEnabled: true })).statusCode).toBe(200);
  });

  it('parses the form: decimals from text, integers, blank as null, lists de-duplicated, country names as keys', async () => {
    const res = await call('PUT', premium, {
      isEnabled: true,
      frequency: 'hourly',
      cargoMinWeight: '12,5',
      cargoMaxWeight: '20 000',
      cargoMinQuantity: '',
      cargoPickupDateFrom: '2026-12-01',
      cargoPickupDateTo: '2026-12-31',
      cargoTypes: ['ehitusmaterjalid', ' Ehitusmaterjalid', ''],
      cargoOriginCountries: ['Läti', 'lati', 'eesti'],
      cargoDestinationCities: [],
      transportMinCapacity: 5,
      companyMinEstablishedYear: '2005',
      companyMinEmployees: '10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await call('GET', premium)).json();
    expect(saved).toMatchObject({
      isEnabled: true,
      frequency: 'hourly',
      cargoMinWeight: 12.5,
      cargoMaxWeight: 20000,
      cargoMinQuantity: null,
      cargoPickupDateFrom: '2026-12-01',
      cargoPickupDateTo: '2026-12-31',
      cargoTypes: ['ehitusmaterjalid'],
      cargoOriginCountries: ['lati', 'eesti'],
      cargoDestinationCities: null,
      transportMinCapacity: 5,
      companyMinEstablishedYear: 2005,
      companyMinEmployees: 10,
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
  });

  it('stores a section switched on without any filter as off; one with a filter stays on', async () => {
    const res = await call('PUT', premium, {
      isEnabled: true,
      cargoNotifications: true,
      transportNotifications: true,
      companyNotifications: true,
      cargoUrgentOnly: true,
      companyRegularRoutes: ['Tallinn – Riia'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cargoNotifications: true,
      transportNotifications: false,
      companyNotifications: true,
    });
    expect((await call('GET', premium)).json()).toMatchObject({ transportNotifications: false });
  });

  it('replaces the whole set: what a later save leaves out returns to its default', async () => {
    await call('PUT', trial, { isEnabled: true, cargoTypes: ['muu'], frequency: 'daily' });
    await call('PUT', trial, { isEnabled: true });
    expect((await call('GET', trial)).json()).toMatchObject({ cargoTypes: null, frequency: 'instant' });
  });

  it.each([
    [{ frequency: 'weekly' }, 'frequency', 'Palun valige teavituste sagedus'],
    [{ cargoMinWeight: 'palju' }, 'cargoMinWeight', 'Palun sisestage korrektne arv'],
    [{ cargoMinWeight: '-1' }, 'cargoMinWeight', 'Arv ei tohi olla negatiivne'],
    [{ cargoMinWeight: 10, cargoMaxWeight: 5 }, 'cargoMaxWeight', 'Miinimum ei saa olla suurem kui maksimum'],
    [
      { transportAvailableDateFrom: '2026-12-10', transportAvailableDateTo: '2026-12-01' },
      'transportAvailableDateTo',
      'Alguskuupäev ei saa olla lõppkuupäevast hilisem',
    ],
    [
      { cargoPickupDateFrom: '2026-02-30' },
      'cargoPickupDateFrom',
      'Palun sisestage kehtiv kuupäev (AAAA-KK-PP)',
    ],
    [{ cargoOriginCountries: ['Narnia'] }, 'cargoOriginCountries.0', 'Palun valige riik loetelust'],
    [{ companyMinEmployees: '2.5' }, 'companyMinEmployees', 'Palun sisestage täisarv'],
    [{ isEnabled: 'jah' }, 'isEnabled', 'Vigased andmed'],
  ])('refuses %j with 400 on %s and keeps what was stored', async (payload, field, message) => {
    const before = (await call('GET', premium)).json();
    const res = await call('PUT', premium, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ field, message });
    expect((await call('GET', premium)).json()).toEqual(before);
  });
});
