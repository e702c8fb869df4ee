import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { ORIGIN } from '../../../test/auth';
import { createCargo, createTransport, createUser, grantPremium } from '../../../test/factories/index';

type User = { cookie: string; userId: string };

let t: TestApp;
let owner: User;
const ids: Record<string, string> = {};

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app);
  const db = t.database.db;
  const id = owner.userId;
  // One of each state "my listings" distinguishes, created oldest first.
  const states = {
    live: { createdAt: hours(-10) },
    expiringSoon: { createdAt: hours(-9), expiresAt: hours(3) },
    paused: { createdAt: hours(-8), status: 'inactive' },
    completed: { createdAt: hours(-7), status: 'completed', completedByUser: true },
    expiredStatus: { createdAt: hours(-6), status: 'expired', expiresAt: hours(-6) },
    pastExpiry: { createdAt: hours(-5), expiresAt: hours(-1) },
    completedFlagOnly: { createdAt: hours(-4), completedByUser: true },
    deleted: { createdAt: hours(-3), deletedAt: new Date() },
    noExpiry: { createdAt: hours(-2), expiresAt: null },
  } as const;
  for (const [name, overrides] of Object.entries(states)) {
    ids[name] = (await createCargo(db, id, overrides)).id;
  }
  ids.transportLive = (await createTransport(db, id)).id;
  ids.transportPaused = (await createTransport(db, id, { status: 'inactive' })).id;
  ids.transportDeleted = (await createTransport(db, id, { deletedAt: new Date() })).id;
  // Someone else's listings never show.
  const stranger = await createUser(db);
  await createCargo(db, stranger.id);
  await createTransport(db, stranger.id);
});
afterAll(async () => {
  await t.close();
});

async function mine(query: string, user: User | null = owner) {
  return t.app.inject({
    method: 'GET',
    url: `/api/me/listings${query}`,
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
  });
}

async function idsOf(query: string): Promise<string[]> {
  const res = await mine(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id);
}

describe('GET /api/me/listings', () => {
  it('counts both tabs and every filter, never counting deleted listings', async () => {
    const res = await mine('');
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({
      cargo: { active: 3, expired: 5, all: 8 },
      transport: { active: 1, expired: 1, all: 2 },
    });
  });

  it('filters active, expired/paused and all, newest first, cargo by default', async () => {
    expect(await idsOf('?filter=active')).toEqual([ids.noExpiry, ids.expiringSoon, ids.live]);
    expect(await idsOf('?type=cargo&filter=expired')).toEqual([
      ids.completedFlagOnly,
      ids.pastExpiry,
      ids.expiredStatus,
      ids.completed,
      ids.paused,
    ]);
    const all = await idsOf('?filter=all&pageSize=100');
    expect(all).toHaveLength(8);
    expect(all).not.toContain(ids.deleted);
    expect(await idsOf('?type=transport&filter=expired')).toEqual([ids.transportPaused]);
    expect((await idsOf('?type=transport')).sort()).toEqual([ids.transportLive, ids.transportPaused].sort());
  });

  it('answers the owner shape with status, expiry, completion and contact', async () => {
    const res = await mine('?filter=expired&pageSize=10');
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    const completed = body.items.find((i: { id: string }) => i.id === ids.completed);
    expect(completed).toMatchObject({
      type: 'cargo',
      status: 'completed',
      completedByUser: true,
      isOwn: true,
      contactAccess: 'owner',
      postDurationDays: 7,
    });
    expect(completed.contact.phone).toMatch(/^\+372/);
    expect(typeof completed.createdAt).toBe('string');
    expect(typeof completed.updatedAt).toBe('string');
  });

  it('pages', async () => {
    const first = (await mine('?filter=all&pageSize=10&page=1')).json();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(8);
    const beyond = (await mine('?filter=all&pageSize=10&page=2')).json();
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(8);
  });

  it('refuses visitors and bad parameters', async () => {
    expect((await mine('', null)).statusCode).toBe(401);
    const badFilter = await mine('?filter=old');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.field).toBe('filter');
    expect((await mine('?type=company')).statusCode).toBe(400);
    expect((await mine('?pageSize=7')).statusCode).toBe(400);
  });

  it('another user sees only their own (here: none)', async () => {
    const someone = await createSignedInUser(t.app);
    const body = (await mine('', someone)).json();
    expect(body.items).toEqual([]);
    expect(body.counts).toEqual({
      cargo: { active: 0, expired: 0, all: 0 },
      transport: { active: 0, expired: 0, all: 0 },
    });
  });

  it('carries what the owner may do to each listing, saving as a template premium-only for a free plan', async () => {
    const res = await mine('?type=cargo&filter=all&pageSize=50');
    const byId = new Map<string, { actions: string[]; premiumOnly: string[] }>(
      res.json().items.map((i: { id: string; actions: string[]; premiumOnly: string[] }) => [i.id, i]),
    );
    const always = ['edit', 'duplicate', 'delete'];
    expect(byId.get(ids.live!)).toEqual(
      expect.objectContaining({
        actions: ['confirm', 'complete', 'pause', ...always],
        premiumOnly: ['saveTemplate'],
      }),
    );
    expect(byId.get(ids.paused!)!.actions).toEqual(['resume', 'reactivate', ...always]);
    for (const name of ['completed', 'expiredStatus', 'pastExpiry', 'completedFlagOnly']) {
      expect(byId.get(ids[name]!)!.actions, name).toEqual(['reactivate', ...always]);
    }

    await grantPremium(t.database.db, owner.userId);
    const premium = await mine('?type=cargo&filter=all&pageSize=50');
    const live = premium.json().items.find((i: { id: string }) => i.id === ids.live);
    expect(live).toMatchObject({
      actions: ['confirm', 'complete', 'pause', 'edit', 'duplicate', 'saveTemplate', 'delete'],
      premiumOnly: [],
    });
  });
});
