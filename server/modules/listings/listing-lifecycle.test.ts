import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingExpiresAt } from '@domain/plans';
import { cargoListings, subscribers, transportListings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';
import { openEvents } from '../../../test/sse';
import { expireListings } from './expiry.job';

let t: TestApp;
let free: ApiUser;
let premium: ApiUser;
let other: ApiUser;
let admin: ApiUser;
const { call, publish, feedIds } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  [free, premium, other, admin] = await Promise.all([
    createSignedInUser(t.app),
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app),
    createSignedInUser(t.app, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t.close();
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

  it("lets an admin edit, complete, reactivate (within the owner's plan) and delete any listing", async () => {
    const item = await publish(free, 'transport');
    const base = `/api/listings/transport/${item.id}`;
    const edited = await call('PATCH', base, admin, { notes: 'Admin parandas' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'Admin parandas', isOwn: false });
    expect((await call('POST', `${base}/complete`, admin)).json().status).toBe('completed');
    // The owner is free: 30 days is theirs to buy, not the admin's to give.
    const tooLong = await call('POST', `${base}/reactivate`, admin, { durationDays: 30 });
    expect(tooLong.statusCode).toBe(403);
    expect(tooLong.json().error.code).toBe('DURATION_NOT_ALLOWED');
    const back = await call('POST', `${base}/reactivate`, admin, { durationDays: 7 });
    expect(back.json()).toMatchObject({ status: 'active', postDurationDays: 7 });
    expect((await call('DELETE', base, admin)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(transportListings)
      .where(eq(transportListings.id, item.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('gives an admin no copy of another user’s listing, whose contact it would carry', async () => {
    const item = await publish(premium, 'cargo');
    const base = `/api/listings/cargo/${item.id}`;
    const duplicate = await call('POST', `${base}/duplicate`, admin);
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json().error.code).toBe('NOT_OWNER');
    const reactivated = await call('POST', `${base}/complete`, premium);
    expect(reactivated.statusCode).toBe(200);
    const premiumBack = await call('POST', `${base}/reactivate`, admin, { durationDays: 30 });
    expect(premiumBack.json()).toMatchObject({ status: 'active', postDurationDays: 30 });
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
    // Resuming continues the same publication: same expiry, same place in the feed.
    expect(resumed.json()).toMatchObject({
      status: 'active',
      expiresAt: item.expiresAt,
      createdAt: item.createdAt,
    });
    expect(await feedIds('cargo', item.notes)).toEqual([item.id]);
    expect((await call('POST', `${base}/resume`, free)).json().error.code).toBe('INVALID_LISTING_STATE');
  });

  it('two clicks at once complete a listing once: one 200, one 409', async () => {
    const item = await publish(free, 'cargo');
    const url = `/api/listings/cargo/${item.id}/complete`;
    const answers = await Promise.all([call('POST', url, free), call('POST', url, free)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a listing past its expiry can no longer be completed or paused, only reactivated', async () => {
    const item = await publish(free, 'cargo');
    // Past its expiry before the job has marked it: still status active in the row.
    await t.database.db
      .update(cargoListings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cargoListings.id, item.id));
    const base = `/api/listings/cargo/${item.id}`;
    for (const action of ['complete', 'pause']) {
      const res = await call('POST', `${base}/${action}`, free);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error.code).toBe('INVALID_LISTING_STATE');
    }
    expect((await call('POST', `${base}/reactivate`, free, { durationDays: 7 })).statusCode).toBe(200);
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
    // Published again: the feeds' "newest first" puts it back at the top (docs/decisions/0008).
    expect(body.createdAt).toBe(body.updatedAt);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(new Date(item.createdAt).getTime());
    expect(await feedIds('cargo', item.notes)).toEqual([item.id]);
  });

  it('a reactivated listing comes back at the top of the feed; a resumed one goes back to its place', async () => {
    const tag = unique('order');
    const older = await publish(free, 'cargo', { notes: `${tag} vanem`, isUrgent: false });
    const newer = await publish(free, 'cargo', { notes: `${tag} uuem`, isUrgent: false });
    expect(await feedIds('cargo', tag)).toEqual([newer.id, older.id]);

    await call('POST', `/api/listings/cargo/${older.id}/pause`, free);
    await call('POST', `/api/listings/cargo/${older.id}/resume`, free);
    expect(await feedIds('cargo', tag)).toEqual([newer.id, older.id]);

    await call('POST', `/api/listings/cargo/${older.id}/complete`, free);
    const back = await call('POST', `/api/listings/cargo/${older.id}/reactivate`, free, { durationDays: 7 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await feedIds('cargo', tag)).toEqual([older.id, newer.id]);
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
    expect(refused.json().error.message).toBe('Pikemad kestused on saadaval Premium-kontoga');
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
    const user = await createSignedInUser(t.app, { plan: 'premium' });
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

  it('a listing published again (duplicated or reactivated) drops its dates before today and keeps the rest', async () => {
    const db = t.database.db;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const cargo = await publish(free, 'cargo', { pickupDate: day(2), deliveryDate: day(4) });
    const transport = await publish(free, 'transport', { availableDate: day(2) });
    // Time passes: the pickup lies in the past, the delivery is still ahead.
    await db
      .update(cargoListings)
      .set({ pickupDate: day(-3), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cargoListings.id, cargo.id));
    await db
      .update(transportListings)
      .set({ availableDate: day(-1), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(transportListings.id, transport.id));

    const copy = await call('POST', `/api/listings/cargo/${cargo.id}/duplicate`, free);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ pickupDate: null, deliveryDate: day(4) });

    const back = await call('POST', `/api/listings/cargo/${cargo.id}/reactivate`, free, { durationDays: 7 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', pickupDate: null, deliveryDate: day(4) });
    const again = await call('POST', `/api/listings/transport/${transport.id}/reactivate`, free, {
      durationDays: 7,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'active', availableDate: null });
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
      // Open feeds had removed it: coming back, it is new to them.
      expect((resumed.data as Change).op).toBe('insert');

      await call('POST', `${base}/complete`, free);
      await events.waitFor(isRemoval);
      events.events.length = 0;
      await call('POST', `${base}/reactivate`, free, { durationDays: 7 });
      const reactivated = await events.waitFor((e) => (e.data as Change).item?.id === item.id);
      expect((reactivated.data as Change).op).toBe('insert');

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
