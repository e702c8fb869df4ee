import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallinnMonthStart } from '@domain/credits';
import { adminActivityLog, creditTransactions, userCredits } from '../../db/schema/index';
import { ORIGIN, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCargo,
  createUser,
  findCredits,
  inDays,
  setCredits,
  unique,
} from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const get = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/credits${query}`, headers: { cookie: admin.cookie } });
const change = (userId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/credits/${encodeURIComponent(userId)}`,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie: admin.cookie },
  });

type Item = {
  userId: string;
  email: string;
  plan: string;
  monthlyCredits: number;
  creditsUsed: number;
  available: number;
  lastResetDate: string | null;
  resetDue: boolean;
};

/** The list's row of one user, found by their (unique) e-mail. */
async function rowOf(user: { email: string }): Promise<Item> {
  const res = await get(`?q=${encodeURIComponent(user.email)}`);
  expect(res.statusCode, res.body).toBe(200);
  const item = (res.json().items as Item[]).find((i) => i.email === user.email);
  if (!item) throw new Error(`${user.email} is not listed`);
  return item;
}

const activityOf = (userId: string) =>
  t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.targetType, 'user'), eq(adminActivityLog.targetId, userId)));

/** A free user with `used` of this month's 3 credits spent. */
const freeUser = (used = 0) =>
  createSignedInUser(t.app, { email: `${unique('krediit')}@example.test`, credits: { used } });

describe('GET /api/admin/credits', () => {
  it("lists each user's month with their plan; access holders are unlimited", async () => {
    const free = await freeUser(2);
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    const trial = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(2) });
    const expired = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(-1) });

    expect(await rowOf(free)).toMatchObject({
      userId: free.userId,
      plan: 'free',
      monthlyCredits: 3,
      creditsUsed: 2,
      available: 1,
      resetDue: false,
    });
    expect(Number.isNaN(Date.parse((await rowOf(free)).lastResetDate ?? ''))).toBe(false);
    expect((await rowOf(premium)).plan).toBe('premium');
    expect((await rowOf(trial)).plan).toBe('trial');
    expect((await rowOf(expired)).plan).toBe('free');
  });

  it('shows a user who never used a credit with the standard month and no reset yet', async () => {
    const user = await freeUser();
    await t.database.db.delete(userCredits).where(eq(userCredits.userId, user.userId));
    expect(await rowOf(user)).toMatchObject({
      monthlyCredits: 3,
      creditsUsed: 0,
      available: 3,
      lastResetDate: null,
      resetDue: false,
    });
  });

  it('reads a month last reset before this Tallinn month as none used, without writing on the GET', async () => {
    const user = await freeUser();
    const lastMonth = new Date(tallinnMonthStart().getTime() - 1000);
    await setCredits(t.database.db, user.userId, { creditsUsed: 3, lastResetDate: lastMonth });
    expect(await rowOf(user)).toMatchObject({
      creditsUsed: 0,
      available: 3,
      lastResetDate: lastMonth.toISOString(),
      resetDue: true,
    });
    const stored = await findCredits(t.database.db, user.userId);
    expect(stored).toMatchObject({ creditsUsed: 3, lastResetDate: lastMonth });
  });

  it('searches the e-mail in any case, with % and _ meaning themselves', async () => {
    const tag = unique('otsi').replace(/-/g, '');
    const underscore = await createSignedInUser(t.app, { email: `${tag}_a@example.test` });
    const letter = await createSignedInUser(t.app, { email: `${tag}xa@example.test` });
    const search = async (q: string) =>
      ((await get(`?q=${encodeURIComponent(q)}`)).json().items as Item[]).map((i) => i.email).sort();
    expect(await search(tag.toUpperCase())).toEqual([underscore.email, letter.email].sort());
    expect(await search(`${tag}_`)).toEqual([underscore.email]);
    expect(await search(`${tag}%a`)).toEqual([]);
    expect((await get(`?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('filters by access and by what is left, and pages', async () => {
    const tag = unique('filter').replace(/-/g, '');
    const mk = (label: string, options: Parameters<typeof createSignedInUser>[1]) =>
      createSignedInUser(t.app, { email: `${tag}.${label}@example.test`, ...options });
    await mk('a-premium', { plan: 'premium' });
    await mk('b-trial', { plan: 'trial' });
    await mk('c-left', { credits: { used: 1 } });
    await mk('d-out', { credits: { used: 3 } });
    const lastMonth = new Date(tallinnMonthStart().getTime() - 1000);
    const stale = await mk('e-stale', { credits: { used: 3 } });
    await setCredits(t.database.db, stale.userId, { lastResetDate: lastMonth });

    const labels = async (filter: string) => {
      const res = await get(`?q=${tag}&filter=${filter}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as Item[]).map((i) => i.email.split('@')[0]!.split('.')[1]);
    };
    expect(await labels('all')).toEqual(['a-premium', 'b-trial', 'c-left', 'd-out', 'e-stale']);
    expect(await labels('')).toHaveLength(5);
    expect(await labels('premium')).toEqual(['a-premium', 'b-trial']);
    expect(await labels('free')).toEqual(['c-left', 'd-out', 'e-stale']);
    expect(await labels('active')).toEqual(['c-left', 'e-stale']);
    expect(await labels('exhausted')).toEqual(['d-out']);
    const bad = await get('?filter=rich');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('filter');

    const second = (await get(`?q=${tag}&pageSize=10&page=1`)).json();
    expect(second).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    const beyond = (await get(`?q=${tag}&pageSize=10&page=2`)).json();
    expect(beyond).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it('counts the figures over every user: access holders, free users out of credits, average used, contact sales', async () => {
    const before = (await get()).json().figures;
    await createSignedInUser(t.app, { plan: 'premium' });
    await createSignedInUser(t.app, { plan: 'trial' });
    const out = await freeUser(3);
    await freeUser(1);
    await t.database.db.insert(creditTransactions).values([
      { userId: out.userId, amount: 2, status: 'completed', kind: 'contact_unlock' },
      { userId: out.userId, amount: 2.5, status: 'completed', kind: 'contact_unlock' },
      { userId: out.userId, amount: 2, status: 'failed', kind: 'contact_unlock' },
      { userId: out.userId, amount: 7.99, status: 'completed', kind: 'subscription' },
    ]);
    const after = (await get()).json().figures;
    expect(after.users - before.users).toBe(4);
    expect(after.premium - before.premium).toBe(2);
    expect(after.exhausted - before.exhausted).toBe(1);
    expect(after.revenue - before.revenue).toBeCloseTo(4.5, 2);

    const free = (await get('?filter=free&pageSize=100')).json();
    expect(free.total).toBeLessThanOrEqual(100);
    const used = (free.items as Item[]).map((i) => i.creditsUsed);
    const mean = Math.round((used.reduce((a, b) => a + b, 0) / used.length) * 10) / 10;
    expect(after.averageUsed).toBe(mean);
  });
});

describe('POST /api/admin/credits/{userId}', () => {
  it('add gives used credits back first, the rest as extra credits; remove takes the month’s first', async () => {
    const user = await freeUser(2);
    const step = async (payload: object) => {
      const res = await change(user.userId, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Item;
    };
    expect(await step({ operation: 'add', amount: 1 })).toMatchObject({
      userId: user.userId,
      email: user.email,
      plan: 'free',
      creditsUsed: 1,
      available: 2,
    });
    expect(await step({ operation: 'add', amount: 5 })).toMatchObject({
      creditsUsed: 0,
      bonusCredits: 4,
      available: 7,
    });
    expect(await step({ operation: 'remove', amount: 2 })).toMatchObject({
      creditsUsed: 2,
      bonusCredits: 4,
      available: 5,
    });
    expect(await step({ operation: 'remove', amount: 100 })).toMatchObject({
      creditsUsed: 3,
      bonusCredits: 0,
      available: 0,
    });
    expect(await findCredits(t.database.db, user.userId)).toMatchObject({
      monthlyCredits: 3,
      creditsUsed: 3,
      bonusCredits: 0,
    });
    expect(await rowOf(user)).toMatchObject({ creditsUsed: 3, available: 0 });
  });

  it('add on a month with nothing used grants extra credits, kept until spent, spent after the month’s', async () => {
    const db = t.database.db;
    const user = await freeUser(0);
    const res = await change(user.userId, { operation: 'add', amount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 0, bonusCredits: 2, available: 5 });
    expect(await findCredits(db, user.userId)).toMatchObject({ creditsUsed: 0, bonusCredits: 2 });
    expect(await rowOf(user)).toMatchObject({ bonusCredits: 2, available: 5 });
    const [row] = await activityOf(user.userId);
    expect(row).toMatchObject({
      action: 'credits_added',
      details: {
        previous_credits: 3,
        new_credits: 5,
        before: { creditsUsed: 0, bonusCredits: 0 },
        after: { creditsUsed: 0, bonusCredits: 2 },
      },
    });

    // The user sees them, and spends the month's three first, then the two extra ones, then none.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/credits',
      headers: { cookie: user.cookie },
    });
    expect(mine.json()).toMatchObject({ creditsUsed: 0, bonusCredits: 2, available: 5 });
    const owner = await createUser(db);
    const listings = await Promise.all(Array.from({ length: 6 }, () => createCargo(db, owner.id)));
    const seen: { creditsUsed: number; bonusCredits: number; available: number }[] = [];
    for (const listing of listings.slice(0, 5)) {
      const unlocked = await post(t.app, `/api/contacts/cargo/${listing.id}/unlock`, undefined, user.cookie);
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      const { creditsUsed, bonusCredits, available } = unlocked.json().credits;
      seen.push({ creditsUsed, bonusCredits, available });
    }
    expect(seen).toEqual([
      { creditsUsed: 1, bonusCredits: 2, available: 4 },
      { creditsUsed: 2, bonusCredits: 2, available: 3 },
      { creditsUsed: 3, bonusCredits: 2, available: 2 },
      { creditsUsed: 3, bonusCredits: 1, available: 1 },
      { creditsUsed: 3, bonusCredits: 0, available: 0 },
    ]);
    const sixth = await post(t.app, `/api/contacts/cargo/${listings[5]!.id}/unlock`, undefined, user.cookie);
    expect(sixth.statusCode).toBeGreaterThanOrEqual(400);
    expect(await findCredits(db, user.userId)).toMatchObject({ creditsUsed: 3, bonusCredits: 0 });

    // Extra credits outlive the month: the monthly reset gives the month back and keeps them.
    await change(user.userId, { operation: 'add', amount: 4 });
    expect(await findCredits(db, user.userId)).toMatchObject({ creditsUsed: 0, bonusCredits: 1 });
    await setCredits(db, user.userId, {
      creditsUsed: 3,
      lastResetDate: new Date(tallinnMonthStart().getTime() - 1000),
    });
    const nextMonth = await t.app.inject({
      method: 'GET',
      url: '/api/me/credits',
      headers: { cookie: user.cookie },
    });
    expect(nextMonth.json()).toMatchObject({ creditsUsed: 0, bonusCredits: 1, available: 4 });
  });

  it('refuses a change that would change nothing, says why, and logs nothing', async () => {
    const spent = await freeUser(3);
    const remove = await change(spent.userId, { operation: 'remove', amount: 1 });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toEqual({
      code: 'CREDITS_UNCHANGED',
      message: 'Kasutajal pole eemaldatavaid krediite: kõik on juba kasutatud.',
    });
    const fresh = await freeUser(0);
    const reset = await change(fresh.userId, { operation: 'reset' });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().error.code).toBe('CREDITS_UNCHANGED');
    expect(reset.json().error.message).toMatch(/juba algusest/);
    expect(await activityOf(spent.userId)).toHaveLength(0);
    expect(await activityOf(fresh.userId)).toHaveLength(0);
    expect(await findCredits(t.database.db, spent.userId)).toMatchObject({ creditsUsed: 3, bonusCredits: 0 });
  });

  it('reset starts the standard month now', async () => {
    const user = await freeUser(1);
    await setCredits(t.database.db, user.userId, { monthlyCredits: 10, creditsUsed: 7 });
    const started = Date.now();
    const res = await change(user.userId, { operation: 'reset' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ monthlyCredits: 3, creditsUsed: 0, available: 3, resetDue: false });
    expect(Date.parse(res.json().lastResetDate)).toBeGreaterThanOrEqual(started - 1000);
    const stored = await findCredits(t.database.db, user.userId);
    expect(stored).toMatchObject({ monthlyCredits: 3, creditsUsed: 0 });
  });

  it('gives a user without a credits row one, and applies the monthly reset before the change', async () => {
    const fresh = await freeUser();
    await t.database.db.delete(userCredits).where(eq(userCredits.userId, fresh.userId));
    const res = await change(fresh.userId, { operation: 'remove', amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ monthlyCredits: 3, creditsUsed: 1, available: 2 });
    expect(await findCredits(t.database.db, fresh.userId)).toMatchObject({ creditsUsed: 1 });

    const stale = await freeUser();
    await setCredits(t.database.db, stale.userId, {
      creditsUsed: 3,
      lastResetDate: new Date(tallinnMonthStart().getTime() - 1000),
    });
    const removed = await change(stale.userId, { operation: 'remove', amount: 1 });
    expect(removed.json()).toMatchObject({ creditsUsed: 1, available: 2, resetDue: false });
  });

  it('records one activity row per change, with the operation, amount and the credits before and after', async () => {
    const user = await freeUser(2);
    await change(user.userId, { operation: 'add', amount: 1 });
    await change(user.userId, { operation: 'remove', amount: 2 });
    await change(user.userId, { operation: 'reset' });
    const rows = (await activityOf(user.userId)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(rows.map((r) => r.action)).toEqual(['credits_added', 'credits_removed', 'credits_reset']);
    expect(rows.every((r) => r.adminId === admin.userId)).toBe(true);
    expect(rows[0]!.details).toEqual({
      label: user.email,
      user_email: user.email,
      operation: 'add',
      amount: 1,
      previous_credits: 1,
      new_credits: 2,
      before: { monthlyCredits: 3, creditsUsed: 2, bonusCredits: 0 },
      after: { monthlyCredits: 3, creditsUsed: 1, bonusCredits: 0 },
    });
    expect(rows[1]!.details).toMatchObject({
      operation: 'remove',
      amount: 2,
      previous_credits: 2,
      new_credits: 0,
    });
    expect(rows[2]!.details).toMatchObject({ operation: 'reset', previous_credits: 0, new_credits: 3 });
    expect(rows[2]!.details).not.toHaveProperty('amount');
  });

  it('refuses an amount that is not a whole number above 0 with the spec message, and writes nothing', async () => {
    const user = await freeUser(1);
    for (const amount of [0, -1, 1.5, '2', null]) {
      const res = await change(user.userId, { operation: 'add', amount });
      expect(res.statusCode, `amount ${JSON.stringify(amount)}`).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Sisestage kehtiv krediitide arv.',
        field: 'amount',
      });
    }
    const missing = await change(user.userId, { operation: 'remove' });
    expect(missing.json().error.message).toBe('Sisestage kehtiv krediitide arv.');
    const huge = await change(user.userId, { operation: 'remove', amount: 101 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toBe('Korraga saab muuta kuni 100 krediiti.');
    const unknown = await change(user.userId, { operation: 'double', amount: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Toiming peab olema add, remove või reset');
    expect((await change(user.userId, { operation: 'reset', amount: 1 })).statusCode).toBe(400);
    expect((await change(user.userId, [])).statusCode).toBe(400);
    expect(await findCredits(t.database.db, user.userId)).toMatchObject({ creditsUsed: 1 });
    expect(await activityOf(user.userId)).toHaveLength(0);
  });

  it('answers 409 for premium and trial users (nothing to edit) and 404 for an unknown user', async () => {
    for (const plan of ['premium', 'trial'] as const) {
      const holder = await createSignedInUser(t.app, { plan, credits: { used: 1 } });
      for (const payload of [{ operation: 'add', amount: 1 }, { operation: 'reset' }]) {
        const res = await change(holder.userId, payload);
        expect(res.statusCode, `${plan} ${payload.operation}`).toBe(409);
        expect(res.json().error).toEqual({
          code: 'ACCESS_HOLDER',
          message:
            'Premium- või prooviajaga kasutaja krediite ei muudeta: tal on piiramatu ligipääs kontaktidele.',
        });
      }
      expect(await findCredits(t.database.db, holder.userId)).toMatchObject({ creditsUsed: 1 });
      expect(await activityOf(holder.userId)).toHaveLength(0);
    }
    const lapsed = await createSignedInUser(t.app, { plan: 'premium', planEndsAt: inDays(-1) });
    expect((await change(lapsed.userId, { operation: 'add', amount: 1 })).statusCode).toBe(200);

    const missing = await change('no-such-user', { operation: 'reset' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('USER_NOT_FOUND');
  });
});
