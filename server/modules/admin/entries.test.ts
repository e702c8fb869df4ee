import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog, cargoListings, profiles } from '../../db/schema/index';
import { ORIGIN } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCargo,
  createCompany,
  createTransport,
  createUser,
  grantPremium,
  inDays,
  unique,
} from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { openEvents, type SseEvent } from '../../../test/sse';

let t: TestApp;
let admin: SignedInUser;
let url: string;
const api = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.app, { role: 'admin' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

function get(path: string, cookie = admin.cookie) {
  return t.app.inject({ method: 'GET', url: path, headers: { cookie } });
}

function send(method: 'PATCH' | 'DELETE' | 'POST', path: string, payload?: unknown, cookie = admin.cookie) {
  return t.app.inject({
    method,
    url: path,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie },
  });
}

/**
 * The admin's activity rows about one target (the owner's own events, such as the listing's
 * publication, are logged too: decision 0043).
 */
function activityOf(targetId: string) {
  return db()
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.targetId, targetId), eq(adminActivityLog.adminId, admin.userId)));
}

type Item = { id: string } & Record<string, unknown>;
const ids = (body: { items: Item[] }) => body.items.map((i) => i.id);

describe('GET /api/admin/listings/{type}', () => {
  it('lists every listing that is not deleted, newest first, with its contact, owner and state', async () => {
    const word = unique('Otsi').toLowerCase();
    const owner = await createUser(db());
    const older = await createCargo(db(), owner.id, {
      notes: word,
      createdAt: new Date(Date.now() - 60_000),
      contactPerson: 'Mari Maasikas',
    });
    const expired = await createCargo(db(), owner.id, { notes: word, status: 'expired' });
    const paused = await createCargo(db(), owner.id, { notes: word, status: 'inactive' });
    const pastExpiry = await createCargo(db(), owner.id, { notes: word, expiresAt: inDays(-1) });
    const newest = await createCargo(db(), owner.id, {
      notes: word,
      createdAt: new Date(Date.now() + 60_000),
    });
    await createCargo(db(), owner.id, { notes: word, deletedAt: new Date() });

    const res = await get(`/api/admin/listings/cargo?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(ids(body)[0]).toBe(newest.id);
    expect(ids(body).at(-1)).toBe(older.id);
    const first = body.items.find((i: Item) => i.id === older.id);
    expect(first).toMatchObject({
      type: 'cargo',
      shortId: older.id.slice(0, 8),
      originCity: 'Tallinn',
      destinationCountry: 'lati',
      state: 'active',
      contact: { contactPerson: 'Mari Maasikas', phone: older.contactPhone, email: older.contactEmail },
      owner: { id: owner.id, email: owner.email, hasAccess: false, reactivationDurations: [7] },
    });

    const active = (await get(`/api/admin/listings/cargo?q=${word}&status=active`)).json();
    expect(new Set(ids(active))).toEqual(new Set([older.id, newest.id]));
    const gone = (await get(`/api/admin/listings/cargo?q=${word}&status=expired`)).json();
    expect(new Set(ids(gone))).toEqual(new Set([expired.id, paused.id, pastExpiry.id]));
    expect(gone.items.every((i: Item) => i.state === 'expired')).toBe(true);

    const paged = (await get(`/api/admin/listings/cargo?q=${word}&pageSize=10&page=2`)).json();
    expect(paged).toMatchObject({ total: 5, page: 2, items: [] });
  });

  it('searches the route, the cargo text and the company name, every word, any case', async () => {
    const city = unique('Linn');
    const company = `${unique('Vedaja')} OÜ`;
    const owner = await createUser(db());
    const byCity = await createTransport(db(), owner.id, { originCity: city });
    const byCompany = await createTransport(db(), owner.id, { companyName: company });
    await grantPremium(db(), owner.id);

    const search = async (q: string) =>
      ids((await get(`/api/admin/listings/transport?q=${encodeURIComponent(q)}`)).json());
    expect(await search(city.toUpperCase())).toEqual([byCity.id]);
    expect(await search(`${city} leedu`)).toEqual([byCity.id]);
    expect(await search(`${city} lati`)).toEqual([]);
    expect(await search(company.split(' ')[0]!.toLowerCase())).toEqual([byCompany.id]);
    const premium = (await get(`/api/admin/listings/transport?q=${city}`)).json().items[0];
    expect(premium.owner).toMatchObject({ hasAccess: true, reactivationDurations: [7, 14, 30] });
  });

  it('counts a broad search to 1 000 and says "at least"; its pages and the tab counts agree', async () => {
    const word = unique('lai').replace(/-/g, '');
    const owner = await createUser(db());
    const base = Date.now() - 3_600_000;
    const made = await db()
      .insert(cargoListings)
      .values(
        Array.from({ length: 1_003 }, (_, i) => ({
          userId: owner.id,
          originCity: 'Tallinn',
          destinationCity: 'Riga',
          cargoType: 'muu',
          // Every third one is paused: "expired" in the back office's words.
          status: i % 3 ? 'active' : 'inactive',
          notes: `${word} ${i}`,
          contactPhone: '+372 5555 0000',
          postDurationDays: 7,
          expiresAt: inDays(3),
          createdAt: new Date(base - i * 1_000),
        })),
      )
      .returning({ id: cargoListings.id });
    const newest = made.map((r) => r.id);
    const listPage = async (query: string) => {
      const res = await get(`/api/admin/listings/cargo?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    // Collected the first time (1 001 matches: broad), walked newest first once known broad.
    for (const round of ['collected', 'walked']) {
      const first = await listPage(`q=${word}`);
      expect(first, round).toMatchObject({ total: 1_000, totalIsLowerBound: true });
      expect(ids(first), round).toEqual(newest.slice(0, 25));
      expect(ids(await listPage(`q=${word}&page=40`)), round).toEqual(newest.slice(975, 1_000));
      expect(ids(await listPage(`q=${word}&page=41`)), round).toEqual(newest.slice(1_000));
      expect((await get(`/api/admin/entries/counts?q=${word}`)).json(), round).toMatchObject({
        cargo: 1_000,
        transport: 0,
        lowerBound: { cargo: true, transport: false },
      });
    }

    // Two words, one of them in a few: counted exactly, in order.
    const few = await listPage(`q=${encodeURIComponent(`${word} 100`)}&pageSize=50`);
    const expected = newest.filter((_, i) => String(i).includes('100'));
    expect(few).toMatchObject({ total: expected.length, totalIsLowerBound: false });
    expect(ids(few)).toEqual(expected);
    // The status applies to the search: 335 paused ones, the exact count.
    const paused = newest.filter((_, i) => i % 3 === 0);
    const expired = await listPage(`q=${word}&status=expired&pageSize=100&page=4`);
    expect(expired).toMatchObject({ total: paused.length, totalIsLowerBound: false });
    expect(ids(expired)).toEqual(paused.slice(300));
    const active = await listPage(`q=${word}&status=active&pageSize=100&page=7`);
    expect(active).toMatchObject({ total: 668, totalIsLowerBound: false });
    expect(ids(active)).toEqual(newest.filter((_, i) => i % 3).slice(600));
  });

  it('matches % and _ literally', async () => {
    const word = unique('pct').replace(/-/g, '');
    const owner = await createUser(db());
    const literal = await createCargo(db(), owner.id, { notes: `${word} 50%_a` });
    await createCargo(db(), owner.id, { notes: `${word} 50xxa` });
    const res = (await get(`/api/admin/listings/cargo?q=${encodeURIComponent(`${word} 50%_a`)}`)).json();
    expect(ids(res)).toEqual([literal.id]);
  });

  it('refuses an unknown type, status or page size with 400', async () => {
    expect((await get('/api/admin/listings/boats')).statusCode).toBe(400);
    expect((await get('/api/admin/listings/cargo?status=paused')).statusCode).toBe(400);
    expect((await get('/api/admin/listings/cargo?pageSize=7')).statusCode).toBe(400);
    expect((await get(`/api/admin/listings/cargo?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/entries/counts', () => {
  it('counts the three tabs for the search, the status applying to listings', async () => {
    const word = unique('Loend').toLowerCase();
    const owner = await createUser(db());
    await createCargo(db(), owner.id, { notes: word });
    await createCargo(db(), owner.id, { notes: word, status: 'expired' });
    await createTransport(db(), owner.id, { notes: word });
    await createCompany(db(), { companyName: `${word} Firma OÜ` });
    await createCompany(db(), { companyName: `${word} Peidus OÜ`, showInCompanyDirectory: false });
    await createCompany(db(), { companyName: `${word} Aegunud OÜ` }, { days: -1 });

    const all = await get(`/api/admin/entries/counts?q=${word}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      cargo: 2,
      transport: 1,
      companies: 1,
      lowerBound: { cargo: false, transport: false },
    });
    expect((await get(`/api/admin/entries/counts?q=${word}&status=expired`)).json()).toEqual({
      cargo: 1,
      transport: 0,
      companies: 1,
      lowerBound: { cargo: false, transport: false },
    });
    expect((await get(`/api/admin/entries/counts?q=${word}&status=active`)).json()).toEqual({
      cargo: 1,
      transport: 1,
      companies: 1,
      lowerBound: { cargo: false, transport: false },
    });
    expect((await get('/api/admin/entries/counts?status=old')).statusCode).toBe(400);
  });
});

describe('an admin changing another user’s listing', () => {
  // The listing's own insert, published just before the stream opened, may still reach it under
  // load: the test waits for the change it makes, by its operation.
  const listingEvent = (id: string, op: string) => (e: SseEvent) =>
    e.event === 'listing' &&
    (e.data as { op?: string }).op === op &&
    (e.data as { item?: { id: string } }).item?.id === id;
  const removal = (id: string) => (e: SseEvent) =>
    e.event === 'listing' &&
    (e.data as { op?: string; id?: string }).op === 'remove' &&
    (e.data as { id?: string }).id === id;

  it('edits it through the owner’s endpoint: one activity row, a realtime update, the feed shows it', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'cargo');
    const events = await openEvents(`${url}/api/events`);
    try {
      await events.waitFor((e) => e.event === 'ready');
      const city = unique('Pärnu');
      const res = await send('PATCH', `/api/listings/cargo/${listing.id}`, { destinationCity: city });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ destinationCity: city, status: 'active' });

      const update = await events.waitFor(listingEvent(listing.id, 'update'));
      expect(update.data).toMatchObject({ op: 'update', item: { destinationCity: city } });
      expect(await api.feedIds('cargo', listing.notes)).toEqual([listing.id]);

      const rows = await activityOf(listing.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        adminId: admin.userId,
        action: 'listing_updated',
        targetType: 'cargo',
        details: {
          label: `Kaup Tallinn → Riia (${listing.id.slice(0, 8)})`,
          before: { destinationCity: 'Riia' },
          after: { destinationCity: city },
        },
      });
    } finally {
      await events.close();
    }

    // The owner's own edit is no admin write.
    expect(
      (await api.call('PATCH', `/api/listings/cargo/${listing.id}`, owner, { notes: 'oma' })).statusCode,
    ).toBe(200);
    expect(await activityOf(listing.id)).toHaveLength(1);
  });

  it('keeps the owner’s rules: an invalid edit changes and logs nothing', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'transport');
    const res = await send('PATCH', `/api/listings/transport/${listing.id}`, { originCity: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'originCity',
      message: 'Palun sisestage lähtepunkti linn',
    });
    expect(await activityOf(listing.id)).toHaveLength(0);
  });

  it('deletes it: one activity row, a realtime removal, gone from the feed and the admin list', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'transport');
    const events = await openEvents(`${url}/api/events`);
    try {
      await events.waitFor((e) => e.event === 'ready');
      const res = await send('DELETE', `/api/listings/transport/${listing.id}`);
      expect(res.statusCode, res.body).toBe(204);
      await events.waitFor(removal(listing.id));
    } finally {
      await events.close();
    }
    expect(await api.feedIds('transport', listing.notes)).toEqual([]);
    const admins = (await get(`/api/admin/listings/transport?q=${listing.notes}`)).json();
    expect(admins.total).toBe(0);
    const rows = await activityOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'listing_deleted',
      targetType: 'transport',
      details: { before: { deletedAt: null }, after: { deletedAt: expect.any(String) } },
    });
    // Deleted is gone for the admin too.
    expect((await send('DELETE', `/api/listings/transport/${listing.id}`)).statusCode).toBe(404);
    expect(await activityOf(listing.id)).toHaveLength(1);
  });

  it('respects the live rule: an edit brings no expired listing back, pausing takes a live one out', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'cargo');
    await db()
      .update(cargoListings)
      .set({ expiresAt: inDays(-1) })
      .where(eq(cargoListings.id, listing.id));

    const edit = await send('PATCH', `/api/listings/cargo/${listing.id}`, { notes: `${listing.notes} uus` });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await api.feedIds('cargo', listing.notes)).toEqual([]);
    const listed = (await get(`/api/admin/listings/cargo?q=${listing.notes}&status=expired`)).json();
    expect(ids(listed)).toEqual([listing.id]);

    const live = await api.publish(owner, 'cargo');
    const pause = await send('POST', `/api/listings/cargo/${live.id}/pause`);
    expect(pause.statusCode, pause.body).toBe(200);
    expect(await api.feedIds('cargo', live.notes)).toEqual([]);
    expect((await get(`/api/admin/listings/cargo?q=${live.notes}&status=expired`)).json().total).toBe(1);
    const [row] = await activityOf(live.id);
    expect(row).toMatchObject({
      action: 'listing_updated',
      details: { before: { status: 'active' }, after: { status: 'inactive' } },
    });
    // A second pause finds it no longer running: 409, nothing logged.
    expect((await send('POST', `/api/listings/cargo/${live.id}/pause`)).statusCode).toBe(409);
    expect(await activityOf(live.id)).toHaveLength(1);
  });

  it('"Aegunud" expires a live listing as the expiry job does: out of the feeds, expired to its owner', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'cargo');
    expect(await api.feedIds('cargo', listing.notes)).toEqual([listing.id]);

    // Only admins: the owner pauses or completes instead.
    const byOwner = await send(
      'POST',
      `/api/admin/listings/cargo/${listing.id}/expire`,
      undefined,
      owner.cookie,
    );
    expect(byOwner.statusCode).toBe(403);

    const res = await send('POST', `/api/admin/listings/cargo/${listing.id}/expire`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'expired' });
    const [stored] = await db().select().from(cargoListings).where(eq(cargoListings.id, listing.id));
    expect(stored!.status).toBe('expired');
    expect(stored!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await api.feedIds('cargo', listing.notes)).toEqual([]);
    const listed = (await get(`/api/admin/listings/cargo?q=${listing.notes}&status=expired`)).json();
    expect(ids(listed)).toEqual([listing.id]);
    // Its owner sees it expired, not paused: it comes back by reactivating.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/listings?type=cargo&filter=expired',
      headers: { cookie: owner.cookie },
    });
    expect(mine.json().items.find((i: Item) => i.id === listing.id)).toMatchObject({ status: 'expired' });
    const [row] = await activityOf(listing.id);
    expect(row).toMatchObject({
      action: 'listing_updated',
      details: { before: { status: 'active' }, after: { status: 'expired' } },
    });

    // Once expired it is not running: 409, nothing more logged.
    const again = await send('POST', `/api/admin/listings/cargo/${listing.id}/expire`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_LISTING_STATE');
    expect(await activityOf(listing.id)).toHaveLength(1);
    expect((await send('POST', `/api/admin/listings/cargo/${crypto.randomUUID()}/expire`)).statusCode).toBe(
      404,
    );
  });

  it('reactivates a free owner’s listing for the owner’s durations only: 7 days, never 30', async () => {
    const owner = await createSignedInUser(t.app);
    const listing = await api.publish(owner, 'cargo');
    await db().update(cargoListings).set({ status: 'expired' }).where(eq(cargoListings.id, listing.id));
    const item = (await get(`/api/admin/listings/cargo?q=${listing.notes}`)).json().items[0];
    expect(item.owner.reactivationDurations).toEqual([7]);

    const thirty = await send('POST', `/api/listings/cargo/${listing.id}/reactivate`, { durationDays: 30 });
    expect(thirty.statusCode).toBe(403);
    expect(thirty.json().error.code).toBe('DURATION_NOT_ALLOWED');
    expect(await activityOf(listing.id)).toHaveLength(0);

    const seven = await send('POST', `/api/listings/cargo/${listing.id}/reactivate`, { durationDays: 7 });
    expect(seven.statusCode, seven.body).toBe(200);
    expect(seven.json()).toMatchObject({ status: 'active', postDurationDays: 7 });
    expect(await api.feedIds('cargo', listing.notes)).toEqual([listing.id]);
    const rows = await activityOf(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({
      before: { status: 'expired', expiresAt: listing.expiresAt },
      after: { status: 'active', expiresAt: seven.json().expiresAt },
    });
  });

  it('reactivates a premium owner’s listing for 30 days, though the admin has no plan', async () => {
    const owner = await createSignedInUser(t.app, { plan: 'premium' });
    const listing = await api.publish(owner, 'transport');
    await send('POST', `/api/listings/transport/${listing.id}/pause`);
    const res = await send('POST', `/api/listings/transport/${listing.id}/reactivate`, { durationDays: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', postDurationDays: 30 });
  });
});

describe('directory companies', () => {
  it('lists the directory’s companies, searched by name and contact person', async () => {
    const word = unique('Kataloog').toLowerCase();
    const { profile, owner } = await createCompany(db(), {
      companyName: `${word} Vedu OÜ`,
      specialty: 'rahvusvaheline',
    });
    const byPerson = await createCompany(db(), { contactPerson: `Juku ${word}` });
    await createCompany(db(), { companyName: `${word} Peidus OÜ`, showInCompanyDirectory: false });
    await createCompany(db(), { companyName: `${word} Tasuta OÜ` }, 'free');

    const res = await get(`/api/admin/companies?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(new Set(ids(body))).toEqual(new Set([profile.id, byPerson.profile.id]));
    expect(body.items.find((i: Item) => i.id === profile.id)).toMatchObject({
      shortId: profile.id.slice(0, 8),
      companyName: `${word} Vedu OÜ`,
      specialty: 'rahvusvaheline',
      phone: profile.phone,
      email: profile.email,
      transportTypes: ['poolhaagis'],
      owner: { id: owner.id, email: owner.email },
    });
  });

  it('edits a company: the name is required, one activity row, the directory shows the change', async () => {
    const { profile } = await createCompany(db());
    const blank = await send('PATCH', `/api/admin/companies/${profile.id}`, { companyName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Palun sisestage ettevõtte nimi',
      field: 'companyName',
    });
    expect(
      (await send('PATCH', `/api/admin/companies/${profile.id}`, { companyName: null })).statusCode,
    ).toBe(400);
    expect((await send('PATCH', `/api/admin/companies/${profile.id}`, { hacked: 1 })).statusCode).toBe(400);
    expect(await activityOf(profile.id)).toHaveLength(0);

    const name = `${unique('Uus nimi')} AS`;
    const res = await send('PATCH', `/api/admin/companies/${profile.id}`, {
      companyName: name,
      serviceRegions: ['eesti', 'Eesti', ' '],
      website: 'uus.example.test',
      description: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: name,
      serviceRegions: ['eesti'],
      website: 'https://uus.example.test/',
      description: null,
      transportTypes: ['poolhaagis'],
    });
    const rows = await activityOf(profile.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'company_updated',
      targetType: 'company',
      details: {
        label: name,
        before: { companyName: profile.companyName, serviceRegions: ['baltimaad'], website: profile.website },
        after: { companyName: name, serviceRegions: ['eesti'], website: 'https://uus.example.test/' },
      },
    });
    const directory = (await get(`/api/companies?q=${encodeURIComponent(name.split(' ')[0]!)}`)).json();
    expect(directory.items.map((i: { companyName: string }) => i.companyName)).toEqual([name]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('PATCH', `/api/admin/companies/${unknown}`, { companyName: 'X' })).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/admin/companies/not-an-id', { companyName: 'X' })).statusCode).toBe(
      400,
    );
  });

  it('takes a company out of the directory: its profile stays, one activity row, 404 the second time', async () => {
    const { profile } = await createCompany(db());
    const name = profile.companyName!;
    const listedBefore = (await get(`/api/companies?q=${encodeURIComponent(name)}`)).json();
    expect(listedBefore.total).toBe(1);

    const res = await send('DELETE', `/api/admin/companies/${profile.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`/api/companies?q=${encodeURIComponent(name)}`)).json().total).toBe(0);
    expect((await get(`/api/admin/companies?q=${encodeURIComponent(name)}`)).json().total).toBe(0);
    const [kept] = await db()
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, profile.id)));
    expect(kept).toMatchObject({ companyName: name, showInCompanyDirectory: false });
    const rows = await activityOf(profile.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'company_deleted',
      details: {
        label: name,
        before: { showInCompanyDirectory: true },
        after: { showInCompanyDirectory: false },
      },
    });
    expect((await send('DELETE', `/api/admin/companies/${profile.id}`)).statusCode).toBe(404);
    expect(await activityOf(profile.id)).toHaveLength(1);
  });
});
