import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoListings, contactAccessLog, profiles, transportListings } from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import {
  createCargo,
  createCompany,
  createTransport,
  createUser,
  unique,
} from '../../../test/factories/index';
import { openEvents, type SseEvent } from '../../../test/sse';

// Unique values planted in every contact field: if any answer to a viewer who is not entitled
// contains one of them, contact details leaked.
const secret = () => unique('SECRET').replace(/-/g, '');
const planted = {
  phone: `+372 ${Date.now().toString().slice(-8)}`,
  email: `${secret()}@leak.example`,
  person: secret(),
  company: secret(),
  website: `https://${secret()}.example`,
};
const values = Object.values(planted);
// The planted values as a listing's contact fields.
const plantedContact = {
  companyName: planted.company,
  contactPerson: planted.person,
  contactPhone: planted.phone,
  contactEmail: planted.email,
};

type Listed = { op?: string; id?: string; item?: { id: string; contactAccess: string; contact?: unknown } };

let t: TestApp;
let url: string;
let cargoId: string;
let transportId: string;
let companyId: string;
let free: { cookie: string };
let broke: { cookie: string };
let premium: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const owner = await createUser(db);
  const contact = { ...plantedContact, notes: 'leak test' };
  cargoId = (await createCargo(db, owner.id, contact)).id;
  transportId = (await createTransport(db, owner.id, contact)).id;
  const company = await createCompany(db, {
    phone: planted.phone,
    email: planted.email,
    contactPerson: planted.person,
    website: planted.website,
    description: 'leak test',
  });
  companyId = company.profile.id;
  free = await createSignedInUser(t.app);
  // A free user whose month's credits are spent: unlocking must not answer anything.
  broke = await createSignedInUser(t.app, { credits: { used: 3 } });
  premium = await createSignedInUser(t.app, { plan: 'premium' });
});
afterAll(async () => {
  await t.close();
});

const READS = () => [
  '/api/listings/cargo?pageSize=100',
  '/api/listings/transport?pageSize=100',
  '/api/listings/cargo?q=leak',
  `/api/listings/cargo?q=${encodeURIComponent(planted.phone)}`,
  `/api/listings/cargo/${cargoId}`,
  `/api/listings/transport/${transportId}`,
  '/api/companies?pageSize=100',
  `/api/companies?q=${planted.person}`,
  '/api/stats',
  '/api/reference',
  '/api/settings/public',
];

async function readAll(cookie?: string): Promise<string> {
  let all = '';
  for (const path of READS()) {
    const res = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, path).toBe(200);
    all += `${res.body}\n`;
  }
  return all;
}

describe('contact details never reach a viewer who is not entitled', () => {
  it('not in any feed, detail, search, count or directory answer for a visitor or a free user', async () => {
    for (const cookie of [undefined, free.cookie]) {
      const body = await readAll(cookie);
      for (const v of values) expect(body, `leaked ${v}`).not.toContain(v);
      // Searching by a contact value must not reveal that it exists either.
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/listings/cargo?q=${encodeURIComponent(planted.phone)}`,
        headers: cookie ? { cookie } : {},
      });
      expect(search.json().total).toBe(0);
    }
  });

  it('not in any live event for a visitor or a free user: inserts, updates, removals, both kinds', async () => {
    const db = t.database.db;
    const unlocker = await createSignedInUser(t.app);
    const visitor = await openEvents(`${url}/api/events`);
    const freeClient = await openEvents(`${url}/api/events`, { cookie: free.cookie });
    const premiumClient = await openEvents(`${url}/api/events`, { cookie: premium.cookie });
    const unlockedClient = await openEvents(`${url}/api/events`, { cookie: unlocker.cookie });
    const all = [visitor, freeClient, premiumClient, unlockedClient];
    try {
      for (const c of all) await c.waitFor((e) => e.event === 'ready');
      const owner = await createUser(db);
      const contact = plantedContact;
      // Each change is presented from the row as it is when its announcement is handled, so the
      // next change waits until every client has heard this one.
      const step = async (change: () => Promise<unknown>, heard: (e: SseEvent) => boolean) => {
        const marks = all.map((c) => c.events.length);
        await change();
        for (const [i, c] of all.entries()) {
          await c.waitFor((e) => c.events.indexOf(e) >= marks[i]! && heard(e));
        }
      };
      const listed = (op: string, id: string) => (e: SseEvent) =>
        (e.data as Listed).op === op && ((e.data as Listed).item?.id ?? (e.data as Listed).id) === id;

      // Written paused, unlocked by one user, then made live: it arrives as an insert.
      let cargo = { id: '' };
      await step(
        async () => (cargo = await createCargo(db, owner.id, { ...contact, status: 'inactive' })),
        (e) => (e.data as Listed).op === 'remove' && (e.data as Listed).id === cargo.id,
      );
      await db.insert(contactAccessLog).values({
        userId: unlocker.userId,
        listingType: 'cargo',
        listingId: cargo.id,
        paymentMethod: 'demo',
      });
      const update = (table: typeof cargoListings | typeof transportListings, id: string, set: object) =>
        db.update(table).set(set).where(eq(table.id, id));
      await step(() => update(cargoListings, cargo.id, { status: 'active' }), listed('insert', cargo.id));
      await step(() => update(cargoListings, cargo.id, { notes: 'muudetud' }), listed('update', cargo.id));
      let transport = { id: '' };
      await step(
        async () => (transport = await createTransport(db, owner.id, contact)),
        (e) => (e.data as Listed).op === 'insert' && (e.data as Listed).item?.id === transport.id,
      );
      await step(
        () => update(transportListings, transport.id, { notes: 'muudetud' }),
        listed('update', transport.id),
      );
      await step(
        () => db.update(profiles).set({ description: 'muudetud' }).where(eq(profiles.id, companyId)),
        (e) => e.event === 'companies',
      );
      await step(
        () => update(cargoListings, cargo.id, { deletedAt: new Date() }),
        listed('remove', cargo.id),
      );
      await step(
        () => db.delete(transportListings).where(eq(transportListings.id, transport.id)),
        listed('remove', transport.id),
      );

      for (const c of [visitor, freeClient]) {
        for (const v of values) expect(c.text(), `leaked ${v}`).not.toContain(v);
      }
      // The controls: the same events carry them to the entitled, so the checks above can fail.
      expect(premiumClient.text()).toContain(planted.phone);
      const forUnlocker = unlockedClient.events.map((e) => (e.data as Listed).item).filter(Boolean);
      expect(forUnlocker.filter((i) => i!.id === cargo.id).map((i) => i!.contactAccess)).toEqual([
        'unlocked',
        'unlocked',
      ]);
      expect(forUnlocker.find((i) => i!.id === cargo.id)).toMatchObject({
        contact: { phone: planted.phone },
      });
      // Unlocking one listing opens that one only.
      expect(forUnlocker.filter((i) => i!.id === transport.id)).toHaveLength(2);
      for (const i of forUnlocker.filter((i) => i!.id === transport.id)) {
        expect(i).toMatchObject({ contactAccess: 'locked' });
        expect(i).not.toHaveProperty('contact');
      }
    } finally {
      for (const c of all) await c.close();
    }
  });

  it('not in the watchlist of a free user, while the listing is live nor after it is gone', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const watched = await createCargo(db, owner.id, plantedContact);
    const watcher = await createSignedInUser(t.app);
    const watchers = [watcher, premium];
    const read = async (cookie: string) => {
      const list = await t.app.inject({ method: 'GET', url: '/api/me/watchlist', headers: { cookie } });
      const ids = await t.app.inject({ method: 'GET', url: '/api/me/watchlist/ids', headers: { cookie } });
      expect(list.statusCode).toBe(200);
      expect(ids.statusCode).toBe(200);
      return list.body + ids.body;
    };
    for (const user of watchers) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/me/watchlist/cargo/${watched.id}`,
        headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      });
      expect(put.statusCode).toBe(204);
    }
    const states: Record<string, unknown>[] = [
      {},
      { status: 'inactive' },
      { expiresAt: new Date(0) },
      { deletedAt: new Date() },
    ];
    for (const set of states) {
      if (Object.keys(set).length > 0)
        await db.update(cargoListings).set(set).where(eq(cargoListings.id, watched.id));
      const body = await read(watcher.cookie);
      expect(body).toContain(watched.id);
      for (const v of values) expect(body, `leaked ${v} (${JSON.stringify(set)})`).not.toContain(v);
    }
    // The control: the same list carries it to the entitled while the listing is live.
    await db
      .update(cargoListings)
      .set({ status: 'active', expiresAt: null, deletedAt: null })
      .where(eq(cargoListings.id, watched.id));
    expect(await read(premium.cookie)).toContain(planted.phone);
  });

  it('not from the contact, unlock, credits or payment endpoints for a visitor or a free user', async () => {
    const targets = [
      ['cargo', cargoId],
      ['transport', transportId],
      ['company', companyId],
    ] as const;
    for (const user of [undefined, free, broke]) {
      const cookie = user?.cookie;
      const headers = cookie ? { cookie } : {};
      let all = '';
      for (const [type, id] of targets) {
        const read = await t.app.inject({ method: 'GET', url: `/api/contacts/${type}/${id}`, headers });
        expect(read.statusCode).toBe(cookie ? 403 : 401);
        all += read.body;
        if (user !== free) {
          // The free user with credits would legitimately open it; the others must get nothing.
          const unlock = await post(t.app, `/api/contacts/${type}/${id}/unlock`, undefined, cookie);
          expect(unlock.statusCode).toBe(cookie ? 402 : 401);
          all += unlock.body;
        }
        const checkout = await post(
          t.app,
          '/api/payments/contact-checkout',
          { listingType: type, listingId: id },
          cookie,
        );
        expect(checkout.statusCode).toBe(cookie ? 200 : 401);
        all += checkout.body;
        if (cookie) {
          const demoId = String(checkout.json().url).split('/').pop()!;
          all += (await t.app.inject({ method: 'GET', url: `/api/payments/demo/${demoId}`, headers })).body;
          all += (await post(t.app, '/api/payments/confirm', { sessionId: demoId }, cookie)).body;
          all += (await post(t.app, `/api/payments/demo/${demoId}/cancel`, undefined, cookie)).body;
        }
      }
      all += (await t.app.inject({ method: 'GET', url: '/api/me/credits', headers })).body;
      for (const v of values) expect(all, `leaked ${v}`).not.toContain(v);
    }
  });

  it('reaches an access holder (the control for the checks above)', async () => {
    const body = await readAll(premium.cookie);
    for (const v of values) expect(body).toContain(v);
    for (const [type, id] of [
      ['cargo', cargoId],
      ['transport', transportId],
      ['company', companyId],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contacts/${type}/${id}`,
        headers: { cookie: premium.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(planted.phone);
    }
  });
});
