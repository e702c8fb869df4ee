import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMatches, emailOutbox } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * "Loads for my truck" (issue 30, item 8; decision 0076): with the switch on, every new load that
 * fits one of the user's live trucks, by the rule of the matches page, is an alert, through the
 * HTTP API and the job worker, on PostgreSQL and on the embedded database alike.
 */
const KINDS = process.env.DATABASE_URL ? ['PostgreSQL', 'PGlite'] : ['PGlite'];

describe.each(KINDS)('alerts of the loads that fit a truck on %s', (kind) => {
  let t: TestApp;
  const api = listingApi(() => t.app);

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { manual: true } }, { embedded: kind === 'PGlite' });
    await seedPlaces(t.database.db, { countries: ['EE', 'LV', 'LT'] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const savePreferences = async (user: SignedInUser, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      payload,
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const matched = async (user: SignedInUser, loadId: string) =>
    (
      await t.database.db
        .select()
        .from(alertMatches)
        .where(and(eq(alertMatches.userId, user.userId), eq(alertMatches.itemId, loadId)))
    ).length === 1;

  // A truck free in Tallinn for Riga, any day, any load.
  const TRUCK = {
    originCity: 'Tallinn',
    originCountry: 'eesti',
    destinationCity: 'Riia',
    destinationCountry: 'lati',
    trailerType: 'tentsõiduk',
  };
  const LOAD = {
    originCity: 'Tallinn',
    originCountry: 'eesti',
    destinationCity: 'Jūrmala',
    destinationCountry: 'lati',
  };

  it('is saved and answered with the preferences, off until switched on', async () => {
    const user = await createSignedInUser(t.app, { plan: 'premium' });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { cookie: user.cookie },
    });
    expect(before.json().truckMatchNotifications).toBe(false);
    // A switch of its own: no filter is needed, and the sections stay off without theirs.
    const saved = await savePreferences(user, { isEnabled: true, truckMatchNotifications: true });
    expect(saved).toMatchObject({ truckMatchNotifications: true, cargoNotifications: false });
  });

  describe('matching', () => {
    const users: Record<string, SignedInUser> = {};
    const loads: Record<string, string> = {};

    beforeAll(async () => {
      const carrier = async (
        name: string,
        prefs: Record<string, unknown>,
        truck: Record<string, unknown>,
      ) => {
        const user = await createSignedInUser(t.app, { plan: 'premium' });
        await savePreferences(user, { isEnabled: true, truckMatchNotifications: true, ...prefs });
        await api.publish(user, 'transport', { ...TRUCK, ...truck });
        users[name] = user;
      };
      await carrier('fits', {}, {});
      await carrier('switched off', { truckMatchNotifications: false }, {});
      await carrier('alerts off', { isEnabled: false }, {});
      // Tartu is 163 km from Tallinn.
      await carrier('too far', {}, { originCity: 'Tartu' });
      await carrier('too small', {}, { capacity: 2 });
      const shipper = await createSignedInUser(t.app);
      loads.fitting = (await api.publish(shipper, 'cargo', { ...LOAD, weight: 12_000 })).id;
      loads.elsewhere = (
        await api.publish(shipper, 'cargo', {
          ...LOAD,
          destinationCity: 'Vilnius',
          destinationCountry: 'leedu',
        })
      ).id;
      loads.own = (await api.publish(users.fits!, 'cargo', LOAD)).id;
      await t.app.jobs.drain();
    }, 90_000);

    it('alerts the owner of a truck the new load fits', async () => {
      expect(await matched(users.fits!, loads.fitting!)).toBe(true);
    });

    it('not a load going elsewhere, nor the truck owner’s own load', async () => {
      expect(await matched(users.fits!, loads.elsewhere!)).toBe(false);
      expect(await matched(users.fits!, loads.own!)).toBe(false);
    });

    it.each([['switched off'], ['alerts off'], ['too far'], ['too small']])(
      'not a user whose truck or switch says no: %s',
      async (name) => {
        expect(await matched(users[name]!, loads.fitting!)).toBe(false);
      },
    );

    it('sends the alert mail with the load in it', async () => {
      await t.app.jobs.drain();
      const mails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, users.fits!.email), eq(emailOutbox.kind, 'alert')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(`/?listing=${loads.fitting}&type=cargo`);
    });
  });
});
