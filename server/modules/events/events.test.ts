import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { queryRows, type Database, type Db } from '../../db/client';
import { LISTEN_APPLICATION_NAME } from '../../db/listener';
import * as schema from '../../db/schema/index';
import { cargoListings, contactAccessLog, profiles, transportListings } from '../../db/schema/index';
import type { Viewer } from '../../platform/auth/session';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import {
  createCargo,
  createCompany,
  createTransport,
  createUser,
  grantPremium,
  unique,
} from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { openEvents, type SseEvent } from '../../../test/sse';
import { announcePublicChange } from './announce';
import { fanOut, type EventClient } from './events.service';

type ListingData = {
  op?: string;
  id?: string;
  item?: { id: string; createdAt: string; notes?: string; contactAccess: string; contact?: unknown };
};
const data = (e: SseEvent) => e.data as ListingData;
/** The listing itself arriving (an insert or an update), not its removal. */
const about = (id: string) => (e: SseEvent) => e.event === 'listing' && data(e).item?.id === id;
const removal = (id: string) => (e: SseEvent) => data(e).op === 'remove' && data(e).id === id;

let t: TestApp;
// The second instance's own handle on the same database (its own pool and LISTEN connection), as
// behind a load balancer. PGlite lives inside one process, so there the instances share one.
let secondDatabase: Database | null;
let second: FastifyInstance;
let urlA: string;
let urlB: string;
const api = listingApi(() => t.app);
const apiOfSecond = listingApi(() => second);
beforeAll(async () => {
  t = await createTestApp();
  secondDatabase = await t.database.openAgain();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  second = await buildApp({ config, database: secondDatabase ?? t.database });
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const ONE_PROCESS = 'PGlite is one in-process database: there is no second connection to open or lose';

/** The LISTEN connections of this test file's database, as PostgreSQL sees them. */
function listenBackends() {
  return queryRows<{ pid: number }>(
    t.database.db,
    sql`select pid from pg_stat_activity
        where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
  );
}

describe('GET /api/events', () => {
  it('delivers a new listing, its update and its removal to clients of both instances', async () => {
    const a = await openEvents(`${urlA}/api/events`);
    const b = await openEvents(`${urlB}/api/events`);
    try {
      await a.waitFor((e) => e.event === 'ready');
      await b.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const listing = await createCargo(t.database.db, owner.id, { originCity: unique('Live') });
      for (const client of [a, b]) {
        const inserted = await client.waitFor(about(listing.id));
        expect(inserted.data).toMatchObject({
          op: 'insert',
          listingType: 'cargo',
          item: { contactAccess: 'locked' },
        });
        expect(data(inserted).item).not.toHaveProperty('contact');
      }
      await t.database.db
        .update(cargoListings)
        .set({ notes: 'muudetud' })
        .where(eq(cargoListings.id, listing.id));
      for (const client of [a, b]) {
        const updated = await client.waitFor((e) => data(e).item?.notes === 'muudetud');
        expect(data(updated).op).toBe('update');
      }
      await t.database.db
        .update(cargoListings)
        .set({ status: 'inactive' })
        .where(eq(cargoListings.id, listing.id));
      for (const client of [a, b]) await client.waitFor(removal(listing.id));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two instances with their own connections: a change made through either reaches the clients of both', async (ctx) => {
    ctx.skip(!secondDatabase, ONE_PROCESS);
    const a = await openEvents(`${urlA}/api/events`);
    const b = await openEvents(`${urlB}/api/events`);
    try {
      for (const c of [a, b]) await c.waitFor((e) => e.event === 'ready');
      // Two LISTEN connections: each instance hears the database itself, not through the other.
      expect(await listenBackends()).toHaveLength(2);

      const user = await createSignedInUser(t.app);
      const published = await apiOfSecond.publish(user, 'transport');
      for (const c of [a, b])
        expect((await c.waitFor(about(published.id))).data).toMatchObject({ op: 'insert' });

      const edit = await api.call('PATCH', `/api/listings/transport/${published.id}`, user, {
        notes: 'A muutis',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      for (const c of [a, b]) {
        const updated = await c.waitFor((e) => data(e).item?.notes === 'A muutis');
        expect(data(updated)).toMatchObject({ op: 'update', item: { id: published.id } });
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives each client its own view: contacts only to the entitled', async () => {
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    const free = await createSignedInUser(t.app);
    const owner = await createSignedInUser(t.app);
    const visitor = await openEvents(`${urlA}/api/events`);
    const freeClient = await openEvents(`${urlB}/api/events`, { cookie: free.cookie });
    const premiumClient = await openEvents(`${urlA}/api/events`, { cookie: premium.cookie });
    const ownerClient = await openEvents(`${urlB}/api/events`, { cookie: owner.cookie });
    try {
      for (const c of [visitor, freeClient, premiumClient, ownerClient]) {
        await c.waitFor((e) => e.event === 'ready');
      }
      const phone = `+372 ${unique('5').replace(/\D/g, '').slice(0, 8)}`;
      const listing = await createCargo(t.database.db, owner.userId, { contactPhone: phone });
      const forPremium = await premiumClient.waitFor(about(listing.id));
      expect(forPremium.data).toMatchObject({ item: { contactAccess: 'premium', contact: { phone } } });
      const forOwner = await ownerClient.waitFor(about(listing.id));
      expect(forOwner.data).toMatchObject({
        item: { contactAccess: 'owner', isOwn: true, contact: { phone } },
      });
      for (const c of [visitor, freeClient]) {
        expect((await c.waitFor(about(listing.id))).data).toMatchObject({
          item: { contactAccess: 'locked', isOwn: false },
        });
        expect(c.text()).not.toContain(phone);
      }
    } finally {
      for (const c of [visitor, freeClient, premiumClient, ownerClient]) await c.close();
    }
  });

  it('announces a directory profile update (not only its creation), without data', async () => {
    const client = await openEvents(`${urlB}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      const { profile, owner } = await createCompany(t.database.db);
      // Changes reach a stream in commit order: once this listing arrives, the creation's
      // announcements have too, and whatever comes after is the update's.
      const marker = await createCargo(t.database.db, owner.id);
      await client.waitFor(about(marker.id));
      expect(client.events.some((e) => e.event === 'companies')).toBe(true);
      client.events.length = 0;

      await t.database.db
        .update(profiles)
        .set({ description: 'Uus kirjeldus' })
        .where(eq(profiles.id, profile.id));
      const event = await client.waitFor((e) => e.event === 'companies');
      expect(event.data).toEqual({ op: 'changed' });
      expect(JSON.stringify(client.events)).not.toContain(profile.id);
    } finally {
      await client.close();
    }
  });

  it('tells every page when the public settings or lookup lists change, only once the change commits', async () => {
    const client = await openEvents(`${urlB}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      await t.database.db
        .transaction(async (tx) => {
          await announcePublicChange(tx, 'reference');
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await t.database.db.transaction((tx) => announcePublicChange(tx, 'settings'));
      const event = await client.waitFor((e) => e.event === 'public');
      expect(event.data).toEqual({ part: 'settings' });
      expect(client.events.filter((e) => e.event === 'public')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('lets a client reconnect after a drop and hear later changes', async () => {
    const first = await openEvents(`${urlA}/api/events`);
    await first.waitFor((e) => e.event === 'ready');
    await first.close();
    const again = await openEvents(`${urlA}/api/events`);
    try {
      await again.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const listing = await createCargo(t.database.db, owner.id);
      await again.waitFor(about(listing.id));
    } finally {
      await again.close();
    }
  });
});

describe('a listing that comes back to life', () => {
  it('arrives as an insert when reactivated (published again) or resumed; an edit of a live one stays an update', async () => {
    const user = await createSignedInUser(t.app);
    const client = await openEvents(`${urlA}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      const item = await api.publish(user, 'cargo');
      const base = `/api/listings/cargo/${item.id}`;
      await client.waitFor(about(item.id));

      const edit = await api.call('PATCH', base, user, { notes: unique('edit') });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(data(await client.waitFor((e) => data(e).item?.notes === edit.json().notes)).op).toBe('update');

      await api.call('POST', `${base}/pause`, user);
      await client.waitFor(removal(item.id));
      client.events.length = 0;
      await api.call('POST', `${base}/resume`, user);
      const resumed = data(await client.waitFor(about(item.id)));
      expect(resumed.op).toBe('insert');
      // Resuming continues the same publication: the listing goes back to its place.
      expect(resumed.item!.createdAt).toBe(item.createdAt);

      await api.call('POST', `${base}/complete`, user);
      await client.waitFor(removal(item.id));
      client.events.length = 0;
      const back = await api.call('POST', `${base}/reactivate`, user, { durationDays: 7 });
      expect(back.statusCode, back.body).toBe(200);
      const reactivated = data(await client.waitFor(about(item.id)));
      expect(reactivated.op).toBe('insert');
      expect(reactivated.item!.createdAt).toBe(back.json().createdAt);
      expect(Date.parse(reactivated.item!.createdAt)).toBeGreaterThan(Date.parse(item.createdAt));
    } finally {
      await client.close();
    }
  });

  it('arrives as an insert when a listing past its expiry (not yet marked expired) is made live again', async () => {
    const owner = await createUser(t.database.db);
    const row = await createTransport(t.database.db, owner.id, { expiresAt: new Date(Date.now() - 60_000) });
    const client = await openEvents(`${urlB}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      await t.database.db
        .update(transportListings)
        .set({ expiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(transportListings.id, row.id));
      expect(data(await client.waitFor(about(row.id))).op).toBe('insert');
    } finally {
      await client.close();
    }
  });
});

/** A Drizzle client on the same connection that counts the statements it sends. */
function countingDb(database: Database): { db: Db; count: () => number } {
  let n = 0;
  const logger = { logQuery: () => void (n += 1) };
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return { db: db as unknown as Db, count: () => n };
}

describe('fan-out cost', () => {
  it('asks the database the same number of times for one signed-in client as for forty, and each gets its access', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const listing = await createCargo(db, owner.id);
    const viewer = (userId: string): Viewer => ({
      userId,
      sessionId: '',
      email: '',
      name: '',
      emailVerified: true,
      isAdmin: false,
    });
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(db)));
    await grantPremium(db, users[0]!.id);
    await grantPremium(db, users[1]!.id, { trial: true });
    await grantPremium(db, users[2]!.id, { days: -1 });
    await db
      .insert(contactAccessLog)
      .values({ userId: users[3]!.id, listingType: 'cargo', listingId: listing.id, paymentMethod: 'demo' });

    const run = async (clients: { viewer: Viewer | null }[]) => {
      const counting = countingDb(t.database);
      const got: unknown[] = [];
      const targets: EventClient[] = clients.map((c) => ({
        ...c,
        locale: 'et',
        write: (frame) => got.push(JSON.parse(/^data: (.*)$/m.exec(frame.toString())![1]!)),
      }));
      await fanOut(
        counting.db,
        { kind: 'listing', listingType: 'cargo', id: listing.id, op: 'insert' },
        targets,
      );
      return { queries: counting.count(), got: got as ListingData[] };
    };

    const one = await run([{ viewer: viewer(users[4]!.id) }]);
    const many = await run([
      { viewer: null },
      { viewer: viewer(owner.id) },
      ...users.map((u) => ({ viewer: viewer(u.id) })),
      // One user in two tabs.
      { viewer: viewer(users[0]!.id) },
    ]);
    expect(many.queries).toBe(one.queries);
    // The listing, its viewers' plans, their opened contacts, who hid its company (decision 0080),
    // and whether moderation withholds it (decision 0082).
    expect(many.queries).toBeLessThanOrEqual(5);
    const access = many.got.map((d) => d.item?.contactAccess);
    expect(access.slice(0, 7)).toEqual([
      'locked',
      'owner',
      'premium',
      'premium',
      'locked',
      'unlocked',
      'locked',
    ]);
    expect(access.at(-1)).toBe('premium');
    expect(many.got.filter((d) => d.item?.contact !== undefined)).toHaveLength(5);
  });
});

describe('the server’s LISTEN connection', () => {
  it('comes back after the database drops it: open streams end, and reconnected clients hear later changes', async (ctx) => {
    ctx.skip(t.database.kind !== 'postgres', ONE_PROCESS);
    const a = await openEvents(`${urlA}/api/events`);
    const b = await openEvents(`${urlB}/api/events`);
    for (const c of [a, b]) await c.waitFor((e) => e.event === 'ready');
    const before = await listenBackends();
    await queryRows(
      t.database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    // Back and listening, each instance ends its streams: what changed meanwhile was never heard.
    await a.waitForEnd();
    await b.waitForEnd();
    const after = await listenBackends();
    expect(after).toHaveLength(before.length);
    expect(after.filter((r) => before.some((b) => b.pid === r.pid))).toEqual([]);

    const a2 = await openEvents(`${urlA}/api/events`);
    const b2 = await openEvents(`${urlB}/api/events`);
    try {
      for (const c of [a2, b2]) await c.waitFor((e) => e.event === 'ready');
      const owner = await createUser(t.database.db);
      const listing = await createCargo(t.database.db, owner.id);
      for (const c of [a2, b2])
        expect((await c.waitFor(about(listing.id))).data).toMatchObject({ op: 'insert' });
    } finally {
      for (const c of [a, b, a2, b2]) await c.close();
    }
  });
});
