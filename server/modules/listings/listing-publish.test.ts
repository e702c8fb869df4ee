import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingExpiresAt } from '@domain/plans';
import { cargoListings, maintenanceSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { ORIGIN } from '../../../test/auth';
import { cargoInput, inDays, transportInput, unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';

let t: TestApp;
let free: ApiUser;
let premium: ApiUser;
let admin: ApiUser;
const { call, publish, feedIds } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, admin] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

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

  // Each rule of of publishing (domain/listing-input.ts) at the API, with the message the wizard shows.
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
      'Kohaletoimetamise kuupäev ei saa olla enne pealevõtu kuupäeva',
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

  it('refuses a weight, quantity or capacity of 0 and a date before today, on both kinds', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const cases = [
      ['cargo', { weight: '0' }, 'weight', 'Arv peab olema suurem kui 0'],
      ['cargo', { quantity: 0 }, 'quantity', 'Arv peab olema suurem kui 0'],
      [
        'cargo',
        { pickupDate: '2020-01-01', deliveryDate: null },
        'pickupDate',
        'Kuupäev ei saa olla minevikus',
      ],
      [
        'cargo',
        { deliveryDate: yesterday, pickupDate: null },
        'deliveryDate',
        'Kuupäev ei saa olla minevikus',
      ],
      ['transport', { capacity: '0,0' }, 'capacity', 'Arv peab olema suurem kui 0'],
      ['transport', { volumeCapacity: 0 }, 'volumeCapacity', 'Arv peab olema suurem kui 0'],
      ['transport', { availableDate: yesterday }, 'availableDate', 'Kuupäev ei saa olla minevikus'],
    ] as const;
    for (const [type, change, field, message] of cases) {
      const body = type === 'cargo' ? cargoInput(change) : transportInput(change);
      const res = await call('POST', `/api/listings/${type}`, free, body);
      expect(res.statusCode, `${type} ${JSON.stringify(change)}`).toBe(400);
      expect(res.json().error).toMatchObject({ field, message });
    }
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
      notes: `${tag}\tLaadimine {kiire}\r\n[2 alust] \\ "ettevaatlik" \u000B`,
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
          message: 'Pikemad kestused on saadaval Premium-kontoga',
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
    const trial = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(3) });
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

  it('lets an edit keep a past date the listing had, but not set a new one', async () => {
    const listing = await publish(free, 'cargo', { pickupDate: null, deliveryDate: null });
    // The pickup day passed while the listing was up (set directly: publishing refuses a past day).
    await t.database.db
      .update(cargoListings)
      .set({ pickupDate: '2026-01-05' })
      .where(eq(cargoListings.id, listing.id));
    const keep = await call('PATCH', `/api/listings/cargo/${listing.id}`, free, { notes: 'muudetud' });
    expect(keep.statusCode, keep.body).toBe(200);
    const moved = await call('PATCH', `/api/listings/cargo/${listing.id}`, free, {
      pickupDate: '2026-01-04',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toMatchObject({
      field: 'pickupDate',
      message: 'Kuupäev ei saa olla minevikus',
    });
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
