import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_LIMIT } from '@domain/contract/watchlist';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, unique } from '../../../test/factories/index';
import { listingApi, type ApiUser } from '../../../test/factories/listing-api';
import { createSignedInUser } from '../../../test/factories/users';
import { cargoListings, watchedListings } from '../../db/schema/index';

// Issue 30, item 6: the watchlist, stored per user on the server, with what became of each listing.
let t: TestApp;
let owner: ApiUser;
let watcher: ApiUser;
let premium: ApiUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app);
  watcher = await createSignedInUser(t.app);
  premium = await createSignedInUser(t.app, { plan: 'premium' });
});
afterAll(async () => {
  await t.close();
});

type Entry = {
  listingId: string;
  state: string;
  originCity: string;
  title: string;
  item?: { id: string; contactAccess: string; contact?: { phone: string | null } };
};
const watch = (user: ApiUser, type: string, id: string) =>
  call('PUT', `/api/me/watchlist/${type}/${id}`, user);
const list = async (user: ApiUser, query = '') => {
  const res = await call('GET', `/api/me/watchlist${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Entry[]; total: number; page: number; pageSize: number };
};

describe('the watchlist', () => {
  it('needs a session for every route', async () => {
    const { id } = await publish(owner, 'cargo');
    for (const [method, url] of [
      ['GET', '/api/me/watchlist'],
      ['GET', '/api/me/watchlist/ids'],
      ['PUT', `/api/me/watchlist/cargo/${id}`],
      ['DELETE', `/api/me/watchlist/cargo/${id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('watches and unwatches, the latest first, and lists the ids for the stars', async () => {
    const user = await createSignedInUser(t.app);
    const first = await publish(owner, 'cargo', { originCity: 'Tartu' });
    const second = await publish(owner, 'transport', { originCity: 'Narva' });
    expect((await watch(user, 'cargo', first.id)).statusCode).toBe(204);
    expect((await watch(user, 'transport', second.id)).statusCode).toBe(204);
    // Watching again changes nothing.
    expect((await watch(user, 'cargo', first.id)).statusCode).toBe(204);
    const page = await list(user);
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.listingId)).toEqual([second.id, first.id]);
    expect(page.items[1]).toMatchObject({
      state: 'live',
      status: 'live',
      originCity: 'Tartu',
      item: { id: first.id },
    });
    const ids = (await call('GET', '/api/me/watchlist/ids', user)).json();
    expect(ids).toEqual({ cargo: [first.id], transport: [second.id] });

    expect((await call('DELETE', `/api/me/watchlist/cargo/${first.id}`, user)).statusCode).toBe(204);
    // Not watched: still 204.
    expect((await call('DELETE', `/api/me/watchlist/cargo/${first.id}`, user)).statusCode).toBe(204);
    expect((await list(user)).items.map((e) => e.listingId)).toEqual([second.id]);
    // Another user's list is their own.
    expect((await list(watcher)).items.map((e) => e.listingId)).not.toContain(second.id);
  });

  it('pages', async () => {
    const user = await createSignedInUser(t.app);
    for (let i = 0; i < 12; i++) {
      const { id } = await createCargo(t.database.db, owner.userId);
      expect((await watch(user, 'cargo', id)).statusCode).toBe(204);
    }
    const second = await list(user, '?page=2&pageSize=10');
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items).toHaveLength(2);
  });

  it('shows what became of each listing, the listing itself only while the viewer may see it', async () => {
    const user = await createSignedInUser(t.app);
    const tag = unique('watch');
    const completed = await publish(owner, 'cargo', { notes: tag });
    const deleted = await publish(owner, 'cargo', { notes: tag });
    const paused = await publish(owner, 'cargo', { notes: tag });
    const expired = await publish(owner, 'cargo', { notes: tag, originCity: 'Valga' });
    for (const { id } of [completed, deleted, paused, expired]) {
      expect((await watch(user, 'cargo', id)).statusCode).toBe(204);
    }
    expect((await call('POST', `/api/listings/cargo/${completed.id}/complete`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/listings/cargo/${deleted.id}`, owner)).statusCode).toBe(204);
    expect((await call('POST', `/api/listings/cargo/${paused.id}/pause`, owner)).statusCode).toBe(200);
    await t.database.db
      .update(cargoListings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cargoListings.id, expired.id));

    const entries = new Map((await list(user)).items.map((e) => [e.listingId, e]));
    expect(entries.get(completed.id)?.state).toBe('completed');
    expect(entries.get(deleted.id)?.state).toBe('deleted');
    expect(entries.get(paused.id)?.state).toBe('paused');
    expect(entries.get(expired.id)).toMatchObject({
      state: 'expired',
      originCity: 'Valga',
      title: 'masinad',
    });
    // Gone from the feeds, so gone from the list but for its route: no item, no contact.
    for (const { id } of [completed, deleted, paused, expired]) {
      expect(entries.get(id)?.item, id).toBeUndefined();
    }
    expect(JSON.stringify([...entries.values()])).not.toContain('+372');
  });

  it('shows a live listing’s contact only to the entitled', async () => {
    const { id } = await publish(owner, 'cargo', { contactPhone: '+372 5123 4567' });
    expect((await watch(watcher, 'cargo', id)).statusCode).toBe(204);
    expect((await watch(premium, 'cargo', id)).statusCode).toBe(204);
    const free = (await list(watcher)).items.find((e) => e.listingId === id)!;
    expect(free.item).toMatchObject({ contactAccess: 'locked' });
    expect(free.item).not.toHaveProperty('contact');
    expect(JSON.stringify(free)).not.toContain('5123');
    const paid = (await list(premium)).items.find((e) => e.listingId === id)!;
    expect(paid.item).toMatchObject({ contactAccess: 'premium', contact: { phone: '+372 5123 4567' } });
  });

  it('refuses a listing the user cannot see, a bad id or type, and more than the limit', async () => {
    const { id } = await publish(owner, 'cargo');
    expect((await call('POST', `/api/listings/cargo/${id}/pause`, owner)).statusCode).toBe(200);
    const paused = await watch(watcher, 'cargo', id);
    expect(paused.statusCode).toBe(404);
    expect(paused.json().error.code).toBe('LISTING_NOT_FOUND');
    // The owner may watch their own paused listing.
    expect((await watch(owner, 'cargo', id)).statusCode).toBe(204);
    expect((await watch(watcher, 'cargo', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await watch(watcher, 'transport', id)).statusCode).toBe(404);
    const badId = await watch(watcher, 'cargo', 'abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.field).toBe('id');
    expect((await watch(watcher, 'company', id)).statusCode).toBe(400);

    const user = await createSignedInUser(t.app);
    const live = await createCargo(t.database.db, owner.userId);
    await t.database.db.execute(sql`
      insert into ${watchedListings} (user_id, listing_type, listing_id)
      select ${user.userId}, 'cargo', gen_random_uuid() from generate_series(1, ${WATCHLIST_LIMIT})`);
    const full = await t.app.inject({
      method: 'PUT',
      url: `/api/me/watchlist/cargo/${live.id}`,
      headers: { origin: 'http://localhost:3000', cookie: user.cookie, 'accept-language': 'en' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      code: 'WATCHLIST_FULL',
      message: `You can watch up to ${WATCHLIST_LIMIT} listings. Remove one from your watchlist to add another.`,
    });
  });

  it('is in the user’s data export and leaves with a deleted account', async () => {
    const user = await createSignedInUser(t.app);
    const { id } = await publish(owner, 'cargo');
    expect((await watch(user, 'cargo', id)).statusCode).toBe(204);
    const exported = (await call('GET', '/api/me/export', user)).json();
    expect(exported.watchlist).toEqual([expect.objectContaining({ type: 'cargo', id })]);
    const me = (await call('GET', '/api/me', user)).json();
    const gone = await call('DELETE', '/api/me', user, { email: me.email });
    expect(gone.statusCode, gone.body).toBe(204);
    const left = await t.database.db
      .select()
      .from(watchedListings)
      .where(eq(watchedListings.userId, user.userId));
    expect(left).toEqual([]);
  });
});
