import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingExpiresAt } from '@domain/plans';
import { cargoListings, maintenanceSettings, subscribers, transportListings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, ORIGIN, registerConfirmed } from '../../../test/auth';
import { cargoInput, grantPremium, transportInput, unique } from '../../../test/factories/index';
import { openEvents } from '../../../test/sse';
import { expireListings } from './expiry.job';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type User = { cookie: string; userId: string };

let t: TestApp;
let free: User;
let premium: User;
let other: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, other, admin] = await Promise.all([
    registerConfirmed(t.app),
    registerConfirmed(t.app),
    registerConfirmed(t.app),
    registerConfirmed(t.app),
  ]);
  await grantPremium(t.database.db, premium.userId);
  await makeAdmin(t.database.db, admin.userId);
});
afterAll(async () => {
  await t.close();
});

function call(method: Method, url: string, user?: User, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}

async function publish(user: User, type: 'cargo' | 'transport', overrides: Record<string, unknown> = {}) {
  const body = type === 'cargo' ? cargoInput(overrides) : transportInput(overrides);
  const res = await call('POST', `/api/listings/${type}`, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The ids a visitor's feed shows for a search by the listing's unique note. */
async function feedIds(type: 'cargo' | 'transport', notes: string): Promise<string[]> {
  const res = await call('GET', `/api/listings/${type}?q=${encodeURIComponent(notes)}`);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

describe('publishing', () => {
  it('publishes a cargo listing: 201, owner shape with contact, active, expiry from the duration, in the feed', async () => {
    const input = cargoInput({ durationDays: 5 });
    const res = await call('POST', '/api/listings/cargo', free, input);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      type: 'cargo',
      status: 'active',
      postDurationDays: 5,
      isOwn: true,
      contactAccess: 'owner',
      completedByUser: false,
      originCity: 'Tallinn',
      destinationCountry: 'lati',
      weight: 1800,
      pickupDate: '2030-05-04',
      contact: {
        companyName: 'Test Vedu OÜ',
        contactPerson: 'Mari Maasikas',
        phone: '+372 5555 1234',
        email: 'mari@example.test',
      },
    });
    expect(item.expiresAt).toBe(listingExpiresAt(new Date(item.createdAt), 5).toISOString());
    expect(await feedIds('cargo', input.notes)).toEqual([item.id]);
    const [row] = await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, item.id));
    expect(row!.userId).toBe(free.userId);
  });

  it('publishes a transport listing with its own fields and the default volume unit', async () => {
    const input = transportInput({ volumeUnit: undefined, pricePerKm: '1,25' });
    const res = await call('POST', '/api/listings/transport', free, input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'transport',
      trailerType: 'tentsõiduk',
      volumeUnit: 'm³',
      pricePerKm: 1.25,
      capacity: 20,
      contactAccess: 'owner',
    });
    expect(await feedIds('transport', input.notes)).toEqual([res.json().id]);
  });

  it('stores optional fields left out or blank as empty', async () => {
    const res = await call('POST', '/api/listings/cargo', free, {
      originCity: 'Pärnu',
      destinationCity: 'Tartu',
      cargoType: 'muu',
      contactEmail: 'a@b.ee',
      weight: '',
      notes: '   ',
      durationDays: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      originCountry: 'eesti',
      destinationCountry: 'eesti',
      weight: null,
      notes: null,
      isUrgent: false,
      contact: { phone: null, email: 'a@b.ee' },
    });
  });

  // Each rule of public-marketplace.md §5 at the API, with the message the wizard shows.
  const cargoCases: [string, Record<string, unknown>, string, string][] = [
    ['no origin city', { originCity: undefined }, 'originCity', 'Palun sisestage lähtepunkti linn'],
    ['a blank origin city', { originCity: '   ' }, 'originCity', 'Palun sisestage lähtepunkti linn'],
    [
      'an origin city of quotes only',
      { originCity: '"{}"' },
      'originCity',
      'Palun sisestage lähtepunkti linn',
    ],
    ['no destination city', { destinationCity: '' }, 'destinationCity', 'Palun sisestage sihtpunkti linn'],
    ['no cargo type', { cargoType: null }, 'cargoType', 'Palun valige kauba tüüp'],
    [
      'neither phone nor e-mail',
      { contactPhone: '', contactEmail: ' ' },
      'contactPhone',
      'Palun sisestage vähemalt telefon VÕI e-posti aadress',
    ],
    [
      'an e-mail with a space',
      { contactEmail: 'mari @firma.ee' },
      'contactEmail',
      'Palun sisestage kehtiv e-posti aadress',
    ],
    [
      'an e-mail without a domain',
      { contactEmail: 'mari@' },
      'contactEmail',
      'Palun sisestage kehtiv e-posti aadress',
    ],
    [
      'a phone without digits',
      { contactPhone: 'helista' },
      'contactPhone',
      'Palun sisestage kehtiv telefoninumber',
    ],
    ['no duration', { durationDays: undefined }, 'durationDays', 'Valige kuulutuse kestus'],
    ['an unknown duration', { durationDays: 10 }, 'durationDays', 'Valige kuulutuse kestus'],
    ['a weight that is not a number', { weight: 'palju' }, 'weight', 'Palun sisestage korrektne arv'],
    ['a negative price', { priceAmount: -5 }, 'priceAmount', 'Arv ei tohi olla negatiivne'],
    ['an absurd quantity', { quantity: 1e15 }, 'quantity', 'Arv on liiga suur'],
    [
      'an impossible date',
      { pickupDate: '2030-02-30' },
      'pickupDate',
      'Palun sisestage kehtiv kuupäev (AAAA-KK-PP)',
    ],
    [
      'a delivery before the pickup',
      { pickupDate: '2030-05-06', deliveryDate: '2030-05-04' },
      'deliveryDate',
      'Tarnekuupäev ei saa olla enne pealelaadimise kuupäeva',
    ],
    ['an unknown country', { originCountry: 'Mordor' }, 'originCountry', 'Palun valige riik loetelust'],
    [
      'notes over 2000 characters',
      { notes: 'x'.repeat(2001) },
      'notes',
      'Tekst võib olla kuni 2000 tähemärki pikk',
    ],
    ['a flag that is not a boolean', { isUrgent: 'jah' }, 'isUrgent', 'Vigased andmed'],
  ];

  it.each(cargoCases)(
    'refuses a cargo listing with %s: 400 with the field and the message',
    async (_, change, field, message) => {
      const res = await call('POST', '/api/listings/cargo', free, cargoInput(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message, field } });
    },
  );

  it('refuses a transport listing without a trailer type, and a bad price per km', async () => {
    const missing = await call('POST', '/api/listings/transport', free, transportInput({ trailerType: ' ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      field: 'trailerType',
      message: 'Palun valige haagise tüüp',
    });
    const price = await call(
      'POST',
      '/api/listings/transport',
      free,
      transportInput({ pricePerKm: '1,2,3' }),
    );
    expect(price.statusCode).toBe(400);
    expect(price.json().error.field).toBe('pricePerKm');
  });

  it('refuses a body that is not an object, and publishing without a session or from another site', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/listings/cargo',
      payload: '"x"',
      headers: { origin: ORIGIN, cookie: free.cookie, 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    const visitor = await call('POST', '/api/listings/cargo', undefined, cargoInput({ originCity: '' }));
    expect(visitor.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/listings/cargo',
      payload: cargoInput(),
      headers: { origin: 'https://evil.example', cookie: free.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('sanitises every text field before saving', async () => {
    const tag = unique('san');
    const item = await publish(free, 'cargo', {
      originCity: '  Tallinn\n"Vanalinn"  ',
      notes: `${tag}\tLaadimine {kiire}\r\n[2 alust] \\ "ettevaatlik" \u0007`,
      companyName: '„Vedu“ OÜ',
      contactPerson: "Mari 'Maasikas'",
      unit: '`tk`',
    });
    expect(item).toMatchObject({
      originCity: 'Tallinn Vanalinn',
      notes: `${tag} Laadimine kiire 2 alust ettevaatlik`,
      unit: 'tk',
      contact: { companyName: 'Vedu OÜ', contactPerson: 'Mari Maasikas' },
    });
    const [row] = await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, item.id));
    expect(row!.notes).toBe(`${tag} Laadimine kiire 2 alust ettevaatlik`);
    expect(row!.originCity).toBe('Tallinn Vanalinn');
  });
});

describe('maintenance', () => {
  it('refuses users’ writes with 503 while maintenance is on; admins and reads go through', async () => {
    const db = t.database.db;
    const item = await publish(free, 'cargo');
    const setMaintenance = async (isEnabled: boolean) => {
      await db.update(maintenanceSettings).set({ isEnabled }).where(eq(maintenanceSettings.id, 1));
      t.app.invalidateMaintenanceCache();
    };
    await setMaintenance(true);
    try {
      const res = await call('POST', '/api/listings/cargo', free, cargoInput());
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('MAINTENANCE');
      expect((await call('POST', `/api/listings/cargo/${item.id}/complete`, free)).statusCode).toBe(503);
      const template = await call('POST', '/api/templates', premium, { name: 'x', type: 'cargo', data: {} });
      expect(template.statusCode).toBe(503);
      expect((await call('GET', '/api/me/listings', free)).statusCode).toBe(200);
      expect((await call('POST', `/api/listings/cargo/${item.id}/pause`, admin)).statusCode).toBe(200);
    } finally {
      await setMaintenance(false);
    }
  });
});

describe('plan limits', () => {
  it('refuses a free user’s 14-day listing with 403 and the premium message, and allows 7', async () => {
    for (const days of [14, 21, 30]) {
      const res = await call('POST', '/api/listings/cargo', free, cargoInput({ durationDays: days }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'DURATION_NOT_ALLOWED',
          message: 'Pikemad kestused on saadaval premium kontoga',
          field: 'durationDays',
        },
      });
    }
    for (const days of [1, 3, 5, 7]) await publish(free, 'transport', { durationDays: days });
  });

  it('lets premium and trial users publish for up to 30 days', async () => {
    const item = await publish(premium, 'cargo', { durationDays: 30 });
    expect(item.postDurationDays).toBe(30);
    expect(item.expiresAt).toBe(listingExpiresAt(new Date(item.createdAt), 30).toISOString());
    const trial = await registerConfirmed(t.app);
    await grantPremium(t.database.db, trial.userId, { trial: true, days: 3 });
    expect((await publish(trial, 'transport', { durationDays: 21 })).postDurationDays).toBe(21);
  });

  it('answers the plan’s choices and the contact defaults', async () => {
    const freeOptions = (await call('GET', '/api/me/publishing', free)).json();
    expect(freeOptions).toMatchObject({
      hasPremiumAccess: false,
      durations: [1, 3, 5, 7],
      reactivationDurations: [7],
      templatesAllowed: false,
    });
    expect(freeOptions.contact.contactEmail).toMatch(/@example\.test$/);
    const premiumOptions = (await call('GET', '/api/me/publishing', premium)).json();
    expect(premiumOptions).toMatchObject({
      hasPremiumAccess: true,
      durations: [1, 3, 5, 7, 14, 21, 30],
      reactivationDurations: [7, 14, 30],
      templatesAllowed: true,
    });
    expect((await call('GET', '/api/me/publishing')).statusCode).toBe(401);
  });
});

describe('editing', () => {
  it('changes only what was sent, validates the whole listing, and keeps status and expiry', async () => {
    const item = await publish(free, 'cargo');
    const tag = unique('edit');
    const res = await call('PATCH', `/api/listings/cargo/${item.id}`, free, {
      notes: `${tag} "uus"`,
      weight: '2 000,5',
      priceAmount: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notes: `${tag} uus`,
      weight: 2000.5,
      priceAmount: null,
      originCity: 'Tallinn',
      cargoType: 'masinad',
      status: 'active',
      expiresAt: item.expiresAt,
      contact: { phone: '+372 5555 1234' },
    });
    expect(await feedIds('cargo', tag)).toEqual([item.id]);

    const cleared = await call('PATCH', `/api/listings/cargo/${item.id}`, free, {
      contactPhone: '',
      contactEmail: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error).toMatchObject({
      field: 'contactPhone',
      message: 'Palun sisestage vähemalt telefon VÕI e-posti aadress',
    });
    const blank = await call('PATCH', `/api/listings/cargo/${item.id}`, free, { originCity: '' });
    expect(blank.json().error).toMatchObject({
      field: 'originCity',
      message: 'Palun sisestage lähtepunkti linn',
    });
    const order = await call('PATCH', `/api/listings/cargo/${item.id}`, free, { deliveryDate: '2030-05-01' });
    expect(order.json().error.field).toBe('deliveryDate');
    const duration = await call('PATCH', `/api/listings/cargo/${item.id}`, free, {
      durationDays: 30,
      status: 'active',
    });
    expect(duration.statusCode).toBe(200);
    expect(duration.json().postDurationDays).toBe(7);
  });

  it('edits a transport listing', async () => {
    const item = await publish(free, 'transport');
    const res = await call('PATCH', `/api/listings/transport/${item.id}`, free, {
      trailerType: 'tanker',
      capacity: 12.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ trailerType: 'tanker', capacity: 12.5, destinationCity: 'Vilnius' });
  });
});

describe('ownership', () => {
  it('refuses another user’s edit, delete, complete, reactivate, pause, resume and duplicate with 403', async () => {
    const item = await publish(free, 'cargo');
    const base = `/api/listings/cargo/${item.id}`;
    const attempts = [
      call('PATCH', base, other, { notes: 'võõras' }),
      call('DELETE', base, other),
      call('POST', `${base}/complete`, other),
      call('POST', `${base}/reactivate`, other, { durationDays: 7 }),
      call('POST', `${base}/pause`, other),
      call('POST', `${base}/resume`, other),
      call('POST', `${base}/duplicate`, other),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'NOT_OWNER',
        message: 'Seda kuulutust saab muuta ainult selle omanik',
      });
    }
    const [row] = await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, item.id));
    expect(row).toMatchObject({ status: 'active', deletedAt: null, notes: item.notes });
  });

  it('answers 404 for an unknown listing, 400 for a malformed id, 401 for a visitor', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/listings/cargo/${unknown}/complete`, free)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/listings/transport/${unknown}`, free, { notes: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/listings/cargo/${unknown}`, free)).json().error.code).toBe(
      'LISTING_NOT_FOUND',
    );
    const malformed = await call('DELETE', '/api/listings/cargo/123', free);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ field: 'id', message: 'Vigane kuulutuse tunnus' });
    expect((await call('DELETE', `/api/listings/truck/${unknown}`, free)).statusCode).toBe(400);
    expect((await call('POST', `/api/listings/cargo/${unknown}/complete`)).statusCode).toBe(401);
  });

  it('lets an admin edit, complete and delete any listing', async () => {
    const item = await publish(free, 'transport');
    const base = `/api/listings/transport/${item.id}`;
    const edited = await call('PATCH', base, admin, { notes: 'Admin parandas' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'Admin parandas', isOwn: false });
    expect((await call('POST', `${base}/complete`, admin)).json().status).toBe('completed');
    expect((await call('DELETE', base, admin)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(transportListings)
      .where(eq(transportListings.id, item.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('owner actions and the public feeds', () => {
  it('pause hides the listing, resume brings it back', async () => {
    const item = await publish(free, 'cargo');
    const base = `/api/listings/cargo/${item.id}`;
    const paused = await call('POST', `${base}/pause`, free);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().status).toBe('inactive');
    expect(await feedIds('cargo', item.notes)).toEqual([]);
    expect((await call('POST', `${base}/pause`, free)).statusCode).toBe(409);
    const resumed = await call('POST', `${base}/resume`, free);
    expect(resumed.json()).toMatchObject({ status: 'active', expiresAt: item.expiresAt });
    expect(await feedIds('cargo', item.notes)).toEqual([item.id]);
    expect((await call('POST', `${base}/resume`, free)).json().error.code).toBe('INVALID_LISTING_STATE');
  });

  it('complete hides the listing; it cannot be completed twice', async () => {
    const item = await publish(free, 'transport');
    const base = `/api/listings/transport/${item.id}`;
    const done = await call('POST', `${base}/complete`, free);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', completedByUser: true });
    expect(await feedIds('transport', item.notes)).toEqual([]);
    const again = await call('POST', `${base}/complete`, free);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Lõpetatuks saab märkida ainult aktiivse kuulutuse');
  });

  it('reactivation brings a completed listing back with a new expiry; an active one cannot be reactivated', async () => {
    const item = await publish(premium, 'cargo', { durationDays: 3 });
    const base = `/api/listings/cargo/${item.id}`;
    const early = await call('POST', `${base}/reactivate`, premium, { durationDays: 7 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Uuesti aktiveerida saab ainult aegunud, peatatud või lõpetatud kuulutust',
    );
    await call('POST', `${base}/complete`, premium);
    const back = await call('POST', `${base}/reactivate`, premium, { durationDays: 30 });
    expect(back.statusCode, back.body).toBe(200);
    const body = back.json();
    expect(body).toMatchObject({ status: 'active', completedByUser: false, postDurationDays: 30 });
    expect(body.expiresAt).toBe(listingExpiresAt(new Date(body.updatedAt), 30).toISOString());
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(new Date(item.expiresAt).getTime());
    expect(await feedIds('cargo', item.notes)).toEqual([item.id]);
  });

  it('reactivates an expired listing after the expiry job ran, and the job leaves it active', async () => {
    const db = t.database.db;
    const item = await publish(free, 'transport', { durationDays: 1 });
    await db
      .update(transportListings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(transportListings.id, item.id));
    expect(await feedIds('transport', item.notes)).toEqual([]);
    const base = `/api/listings/transport/${item.id}`;
    // Past its expiry it is no longer live: there is nothing to pause.
    const pause = await call('POST', `${base}/pause`, free);
    expect(pause.statusCode).toBe(409);
    await expireListings(db);
    const [expired] = await db.select().from(transportListings).where(eq(transportListings.id, item.id));
    expect(expired!.status).toBe('expired');

    const refused = await call('POST', `${base}/reactivate`, free, { durationDays: 14 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Pikemad kestused on saadaval premium kontoga');
    const odd = await call('POST', `${base}/reactivate`, free, { durationDays: 21 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toMatchObject({ field: 'durationDays', message: 'Valige kuulutuse kestus' });

    const back = await call('POST', `${base}/reactivate`, free, { durationDays: 7 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', postDurationDays: 7 });
    expect(await feedIds('transport', item.notes)).toEqual([item.id]);
    await expireListings(db);
    const [after] = await db.select().from(transportListings).where(eq(transportListings.id, item.id));
    expect(after!.status).toBe('active');
  });

  it('a paused listing whose time ran out must be reactivated, not resumed', async () => {
    const db = t.database.db;
    const item = await publish(free, 'cargo', { durationDays: 1 });
    const base = `/api/listings/cargo/${item.id}`;
    await call('POST', `${base}/pause`, free);
    await db
      .update(cargoListings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cargoListings.id, item.id));
    const resume = await call('POST', `${base}/resume`, free);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error).toEqual({
      code: 'LISTING_EXPIRED',
      message: 'Kuulutus on aegunud. Aktiveerige see uuesti uue kestusega',
    });
    expect((await call('POST', `${base}/reactivate`, free, { durationDays: 7 })).json().status).toBe(
      'active',
    );
    expect(await feedIds('cargo', item.notes)).toEqual([item.id]);
  });

  it('duplicate publishes a new active copy owned by the caller, the duration capped to the plan', async () => {
    const db = t.database.db;
    const user = await registerConfirmed(t.app);
    await grantPremium(db, user.userId);
    const item = await publish(user, 'cargo', { durationDays: 21, isUrgent: true });
    await call('POST', `/api/listings/cargo/${item.id}/complete`, user);
    const copy = await call('POST', `/api/listings/cargo/${item.id}/duplicate`, user);
    expect(copy.statusCode, copy.body).toBe(201);
    const dup = copy.json();
    expect(dup.id).not.toBe(item.id);
    expect(dup).toMatchObject({
      status: 'active',
      completedByUser: false,
      postDurationDays: 21,
      notes: item.notes,
      isUrgent: true,
      contact: item.contact,
    });
    expect(await feedIds('cargo', item.notes)).toEqual([dup.id]);

    // Premium ended: the next copy runs for the longest free duration.
    await db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, user.userId));
    const capped = (await call('POST', `/api/listings/cargo/${item.id}/duplicate`, user)).json();
    expect(capped.postDurationDays).toBe(7);
    expect(capped.expiresAt).toBe(listingExpiresAt(new Date(capped.createdAt), 7).toISOString());
  });

  it('delete is soft: the row stays, the listing is gone from feeds, its page and every action', async () => {
    const item = await publish(free, 'cargo');
    const base = `/api/listings/cargo/${item.id}`;
    const res = await call('DELETE', base, free);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await feedIds('cargo', item.notes)).toEqual([]);
    expect((await call('GET', base, free)).statusCode).toBe(404);
    expect((await call('DELETE', base, free)).statusCode).toBe(404);
    expect((await call('PATCH', base, free, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `${base}/reactivate`, free, { durationDays: 7 })).statusCode).toBe(404);
    expect((await call('POST', `${base}/duplicate`, free)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/me/listings?type=cargo&pageSize=100', free)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    const [row] = await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, item.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.notes).toBe(item.notes);
  });
});

describe('live updates', () => {
  it('a visitor’s open feed hears each owner action: publish, pause, resume, complete, reactivate, delete', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await openEvents(`${url}/api/events`);
    try {
      await events.waitFor((e) => e.event === 'ready');
      const item = await publish(free, 'cargo');
      type Change = {
        op?: string;
        id?: string;
        item?: { id: string; contactAccess: string; contact?: unknown };
      };
      const inserted = await events.waitFor((e) => (e.data as Change).item?.id === item.id);
      expect((inserted.data as Change).op).toBe('insert');
      expect((inserted.data as Change).item).toMatchObject({ contactAccess: 'locked' });
      expect((inserted.data as Change).item).not.toHaveProperty('contact');
      const isRemoval = (e: { data: unknown }) =>
        (e.data as Change).op === 'remove' && (e.data as Change).id === item.id;
      const base = `/api/listings/cargo/${item.id}`;

      await call('POST', `${base}/pause`, free);
      await events.waitFor(isRemoval);
      events.events.length = 0;
      await call('POST', `${base}/resume`, free);
      const resumed = await events.waitFor((e) => (e.data as Change).item?.id === item.id);
      expect((resumed.data as Change).op).toBe('update');

      await call('POST', `${base}/complete`, free);
      await events.waitFor(isRemoval);
      events.events.length = 0;
      await call('POST', `${base}/reactivate`, free, { durationDays: 7 });
      await events.waitFor((e) => (e.data as Change).item?.id === item.id);

      await call('DELETE', base, free);
      await events.waitFor(isRemoval);
      expect(events.text()).not.toContain('+372 5555 1234');
    } finally {
      await events.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the publishing, my-listings and template endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/listings/cargo']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/listings/transport/{id}']!)).toContain('patch');
    expect(Object.keys(paths['/api/listings/{type}/{id}']!)).toEqual(
      expect.arrayContaining(['get', 'delete']),
    );
    for (const action of ['complete', 'reactivate', 'pause', 'resume', 'duplicate']) {
      expect(paths[`/api/listings/{type}/{id}/${action}`]?.post).toBeDefined();
    }
    expect(paths['/api/me/listings']?.get).toBeDefined();
    expect(paths['/api/me/publishing']?.get).toBeDefined();
    expect(Object.keys(paths['/api/templates']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/templates/{id}']!)).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(paths['/api/templates/{id}/use']?.post).toBeDefined();
  });
});
