import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/messages';
import { alertMatches, emailOutbox } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * Alert preferences "within N km of a place" (../shared/spec/API.md, "Places and distance":
 * "Alert preferences take the same four fields"; decision 0068), through the HTTP API and the job
 * worker, on PostgreSQL and on the embedded database alike, with the gazetteer of four countries.
 */
const KINDS = process.env.DATABASE_URL ? ['PostgreSQL', 'PGlite'] : ['PGlite'];

const TALLINN = 588409;
const TARTU = 588335; // 163 km from Tallinn as the crow flies
const PARNU = 589580; // 162 km from Riga
const RIGA = 456172;
const VILNIUS = 593116;

describe.each(KINDS)('alerts within N km of a place on %s', (kind) => {
  let t: TestApp;
  let publisher: SignedInUser;
  const api = listingApi(() => t.app);

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { manual: true } }, { embedded: kind === 'PGlite' });
    await seedPlaces(t.database.db, { countries: ['EE', 'LV', 'LT', 'FI'] });
    publisher = await createSignedInUser(t.app, { plan: 'premium' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const preferences = (method: 'GET' | 'PUT', user: SignedInUser, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: '/api/me/notifications',
      ...(payload === undefined ? {} : { payload }),
      headers: { origin: ORIGIN, cookie: user.cookie },
    });

  it('names the places of a match in the recipient’s language (decision 0091)', async () => {
    const reader = await createSignedInUser(t.app, { plan: 'premium' });
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'ru' },
      headers: { origin: ORIGIN, cookie: reader.cookie },
    });
    expect(language.statusCode, language.body).toBe(200);
    const saved = await preferences('PUT', reader, {
      isEnabled: true,
      cargoNotifications: true,
      originNear: TARTU,
      originRadiusKm: '5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Written in Estonian: stored as "Tartu" and "Riia".
    const load = await api.publish(publisher, 'cargo', {
      originCity: 'x',
      originPlaceId: TARTU,
      destinationCity: 'x',
      destinationPlaceId: RIGA,
    });
    expect(load).toMatchObject({ originCity: 'Tartu', destinationCity: 'Riia' });
    await t.app.jobs.drain();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, reader.email), eq(emailOutbox.kind, 'alert')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Тарту');
    expect(mails[0]!.textBody).toContain('Рига');
    expect(mails[0]!.textBody).not.toContain('Riia');
  });

  describe('the preferences', () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await createSignedInUser(t.app, { plan: 'premium' });
    });

    it('saves a place with its radius, and 100 km for a place alone; GET answers the four fields', async () => {
      const res = await preferences('PUT', user, {
        isEnabled: true,
        cargoNotifications: true,
        originNear: TALLINN,
        originRadiusKm: '50',
        destinationNear: String(RIGA),
      });
      expect(res.statusCode, res.body).toBe(200);
      const near = {
        originNear: TALLINN,
        originRadiusKm: 50,
        destinationNear: RIGA,
        destinationRadiusKm: 100,
      };
      expect(res.json()).toMatchObject(near);
      const saved = (await preferences('GET', user)).json();
      expect(saved).toMatchObject(near);
      // The point is the server's to keep: the answer carries the four fields and no coordinates.
      expect(saved).not.toHaveProperty('originLat');
    });

    it('keeps no radius without its place, and a later save without the place clears it', async () => {
      const res = await preferences('PUT', user, {
        isEnabled: true,
        cargoTypes: ['masinad'],
        originRadiusKm: 30,
        destinationNear: null,
        destinationRadiusKm: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        originNear: null,
        originRadiusKm: null,
        destinationNear: null,
        destinationRadiusKm: null,
      });
    });

    it('counts a radius alone as a filter of both listing sections, not of the companies', async () => {
      const res = await preferences('PUT', user, {
        isEnabled: true,
        cargoNotifications: true,
        transportNotifications: true,
        companyNotifications: true,
        destinationNear: TARTU,
        destinationRadiusKm: 20,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        cargoNotifications: true,
        transportNotifications: true,
        companyNotifications: false,
      });
    });

    it.each([
      [{ originNear: 999_999_999 }, 'originNear', 'PLACE_NOT_FOUND', MESSAGES.places.notFound],
      [{ destinationNear: 999_999_999 }, 'destinationNear', 'PLACE_NOT_FOUND', MESSAGES.places.notFound],
      [{ originNear: 'Tallinn' }, 'originNear', 'VALIDATION_ERROR', MESSAGES.places.notFound],
      [
        { originNear: TALLINN, originRadiusKm: 0 },
        'originRadiusKm',
        'VALIDATION_ERROR',
        MESSAGES.places.radiusRange,
      ],
      [
        { originNear: TALLINN, originRadiusKm: 1001 },
        'originRadiusKm',
        'VALIDATION_ERROR',
        MESSAGES.places.radiusRange,
      ],
      [
        { destinationNear: RIGA, destinationRadiusKm: 'sada' },
        'destinationRadiusKm',
        'VALIDATION_ERROR',
        MESSAGES.places.radiusRange,
      ],
      [
        { destinationNear: RIGA, destinationRadiusKm: 2.5 },
        'destinationRadiusKm',
        'VALIDATION_ERROR',
        MESSAGES.places.radiusRange,
      ],
    ])('refuses %j with 400 on %s and keeps what was stored', async (payload, field, code, message) => {
      const before = (await preferences('GET', user)).json();
      const res = await preferences('PUT', user, { isEnabled: true, cargoNotifications: true, ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({ code, message, field });
      expect((await preferences('GET', user)).json()).toEqual(before);
    });
  });

  describe('matching', () => {
    // Each case: the preferences (both listing sections asked for), the listing, whether it matches.
    type Case = [string, Record<string, unknown>, 'cargo' | 'transport', Record<string, unknown>, boolean];
    const from = (city: string, placeId?: number) => ({ originCity: city, originPlaceId: placeId ?? null });
    const to = (city: string, country = 'lati') => ({ destinationCity: city, destinationCountry: country });
    const cases: Case[] = [
      [
        'pickup within the radius',
        { originNear: TALLINN, originRadiusKm: 200 },
        'cargo',
        from('Tartu'),
        true,
      ],
      [
        'pickup outside the radius',
        { originNear: TALLINN, originRadiusKm: 150 },
        'cargo',
        from('Tartu'),
        false,
      ],
      ['a place alone is 100 km: its own town', { originNear: TARTU }, 'cargo', from('Tartu'), true],
      ['a place alone is 100 km: 162 km away', { originNear: TARTU }, 'cargo', from('Tallinn'), false],
      [
        'a picked place is within its own radius',
        { originNear: TALLINN, originRadiusKm: 1 },
        'cargo',
        from('x', TALLINN),
        true,
      ],
      [
        'a pickup that is not located is within no radius',
        { originNear: TALLINN, originRadiusKm: 1000 },
        'cargo',
        from('Kase talu'),
        false,
      ],
      [
        'delivery within the radius',
        { destinationNear: RIGA, destinationRadiusKm: 20 },
        'cargo',
        to('Riia'),
        true,
      ],
      [
        'delivery outside the radius',
        { destinationNear: RIGA, destinationRadiusKm: 150 },
        'cargo',
        to('Pärnu', 'eesti'),
        false,
      ],
      [
        'a delivery that is not located is within no radius',
        { destinationNear: RIGA, destinationRadiusKm: 1000 },
        'cargo',
        to('Sadama terminal'),
        false,
      ],
      [
        'both ends within their radii',
        { originNear: TALLINN, originRadiusKm: 30, destinationNear: PARNU, destinationRadiusKm: 200 },
        'cargo',
        { ...from('Tallinn'), ...to('Riia') },
        true,
      ],
      [
        'the pickup within, the delivery not',
        { originNear: TALLINN, originRadiusKm: 30, destinationNear: PARNU, destinationRadiusKm: 150 },
        'cargo',
        { ...from('Tallinn'), ...to('Riia') },
        false,
      ],
      [
        // Found by its pickup's box only (migration 0051): the delivery's box holds the listing.
        'the delivery within, the pickup not',
        { originNear: TALLINN, originRadiusKm: 30, destinationNear: RIGA, destinationRadiusKm: 20 },
        'cargo',
        { ...from('Tartu'), ...to('Riia') },
        false,
      ],
      [
        'within the radius, but another filter misses',
        { originNear: TALLINN, originRadiusKm: 30, cargoTypes: ['toidukaubad'] },
        'cargo',
        { ...from('Tallinn'), cargoType: 'masinad' },
        false,
      ],
      [
        'within the radius and another filter meets',
        { originNear: TALLINN, originRadiusKm: 30, cargoDestinationCountries: ['lati'] },
        'cargo',
        { ...from('Tallinn'), ...to('Riia') },
        true,
      ],
      [
        'a truck within the radius',
        { originNear: TARTU, originRadiusKm: 10 },
        'transport',
        from('Tartu'),
        true,
      ],
      ['a truck outside it', { originNear: TALLINN, originRadiusKm: 100 }, 'transport', from('Tartu'), false],
      [
        'a truck to a delivery within',
        { destinationNear: VILNIUS, destinationRadiusKm: 10 },
        'transport',
        to('Vilnius', 'leedu'),
        true,
      ],
      [
        'the transport section switched off',
        { transportNotifications: false, originNear: TARTU },
        'transport',
        from('Tartu'),
        false,
      ],
    ];

    const results = new Map<string, boolean>();
    beforeAll(async () => {
      const users: SignedInUser[] = [];
      for (const [, prefs] of cases) {
        const user = await createSignedInUser(t.app, { plan: 'premium' });
        const res = await preferences('PUT', user, {
          isEnabled: true,
          cargoNotifications: true,
          transportNotifications: true,
          ...prefs,
        });
        expect(res.statusCode, res.body).toBe(200);
        users.push(user);
      }
      const items: string[] = [];
      for (const [, , type, listing] of cases) items.push((await api.publish(publisher, type, listing)).id);
      await t.app.jobs.drain();
      for (const [i, [name]] of cases.entries()) {
        const rows = await t.database.db
          .select()
          .from(alertMatches)
          .where(and(eq(alertMatches.userId, users[i]!.userId), eq(alertMatches.itemId, items[i]!)));
        results.set(name, rows.length === 1);
      }
    }, 60_000);

    it.each(cases)('%s', (name, _prefs, _type, _listing, expected) => {
      expect(results.get(name)).toBe(expected);
    });
  });
});
