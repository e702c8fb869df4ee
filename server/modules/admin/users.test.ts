import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityLog,
  cargoListings,
  contactAccessLog,
  creditTransactions,
  invoices,
  paymentEvents,
  profiles,
  subscribers,
  users,
} from '../../db/schema/index';
import { demoCustomerId, demoSubscriptionId } from '../../platform/payments/demo';
import { ORIGIN, post, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createCargo,
  createTemplateRow,
  createTransport,
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method,
    url: path,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: ORIGIN, cookie },
  });
const list = async (query: string) => {
  const res = await call('GET', `/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; email: string; role: string; subscription: Record<string, unknown> }[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const subscriptionOf = async (user: SignedInUser) =>
  (await call('GET', '/api/me/subscription', undefined, user.cookie)).json();
const activityOf = (targetId: string) =>
  t.database.db.select().from(adminActivityLog).where(eq(adminActivityLog.targetId, targetId));

describe('GET /api/admin/users', () => {
  it('searches e-mail, contact person and company name, in any case, and says who is who', async () => {
    const tag = unique('otsing').toLowerCase();
    const byEmail = await createSignedInUser(t.app, { email: `${tag}-mail@example.test` });
    const byPerson = await createSignedInUser(t.app, { profile: { contactPerson: `Mari ${tag}-Isik` } });
    const byCompany = await createSignedInUser(t.app, { profile: { companyName: `${tag}-Firma OÜ` } });
    await createCargo(t.database.db, byCompany.userId);
    await createCargo(t.database.db, byCompany.userId);
    await createCargo(t.database.db, byCompany.userId, { deletedAt: new Date() });
    await createTransport(t.database.db, byCompany.userId);

    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe(3);
    // Newest first.
    expect(ids(all)).toEqual([byCompany.userId, byPerson.userId, byEmail.userId]);
    expect(ids(await list(`q=${tag}-MAIL`))).toEqual([byEmail.userId]);
    expect(ids(await list(`q=${tag}-isik`))).toEqual([byPerson.userId]);
    expect(ids(await list(`q=${tag}-firma oü`))).toEqual([byCompany.userId]);

    const company = all.items[0];
    expect(company).toMatchObject({
      email: byCompany.email,
      contactPerson: null,
      companyName: `${tag}-Firma OÜ`,
      role: 'user',
      subscription: { tier: 'free', isTrial: false, end: null, access: false, grantedByAdmin: false },
      cargoCount: 2,
      transportCount: 1,
      isSelf: false,
    });
    expect(Date.parse((company as unknown as { createdAt: string }).createdAt)).not.toBeNaN();
  });

  it('counts listings as they are published, deleted, restored and removed, in bulk too', async () => {
    const user = await createSignedInUser(t.app, { email: `${unique('loendur')}@example.test` });
    const countsOf = async () => {
      const [item] = (await list(`q=${encodeURIComponent(user.email)}`)).items as unknown as {
        cargoCount: number;
        transportCount: number;
      }[];
      return [item!.cargoCount, item!.transportCount];
    };
    expect(await countsOf()).toEqual([0, 0]);

    const first = await api.publish(user, 'cargo');
    await api.publish(user, 'cargo');
    await api.publish(user, 'transport');
    expect(await countsOf()).toEqual([2, 1]);

    // The owner deletes one: it is kept with deleted_at, and no longer counted.
    const gone = await api.call('DELETE', `/api/listings/cargo/${first.id}`, user);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await countsOf()).toEqual([1, 1]);

    // One statement for many rows: restored, then removed outright.
    const db = t.database.db;
    await db.update(cargoListings).set({ deletedAt: null }).where(eq(cargoListings.userId, user.userId));
    expect(await countsOf()).toEqual([2, 1]);
    await db.delete(cargoListings).where(eq(cargoListings.userId, user.userId));
    expect(await countsOf()).toEqual([0, 1]);
    // Rows written without the API count too.
    await createCargo(db, user.userId);
    await createCargo(db, user.userId, { deletedAt: new Date() });
    expect(await countsOf()).toEqual([1, 1]);
  });

  it('takes % and _ in the search as they are', async () => {
    expect((await list('q=%25%25')).total).toBe(0);
    expect((await list('q=__')).total).toBe(0);
  });

  it('filters by role and by plan, and pages newest first', async () => {
    const tag = unique('filter').toLowerCase();
    const mail = (name: string) => `${tag}-${name}@example.test`;
    const other = await createSignedInUser(t.app, { email: mail('admin'), role: 'admin' });
    const premium = await createSignedInUser(t.app, { email: mail('premium'), plan: 'premium' });
    const trial = await createSignedInUser(t.app, { email: mail('trial'), plan: 'trial' });
    const free = await createSignedInUser(t.app, { email: mail('free') });
    const lapsed = await createSignedInUser(t.app, {
      email: mail('lapsed'),
      plan: 'premium',
      planEndsAt: inDays(-1),
    });

    expect(ids(await list(`q=${tag}&role=admin`))).toEqual([other.userId]);
    expect(ids(await list(`q=${tag}&role=user`))).toEqual([
      lapsed.userId,
      free.userId,
      trial.userId,
      premium.userId,
    ]);
    expect(ids(await list(`q=${tag}&plan=premium`))).toEqual([premium.userId]);
    expect(ids(await list(`q=${tag}&plan=trial`))).toEqual([trial.userId]);
    expect(ids(await list(`q=${tag}&plan=free`))).toEqual([lapsed.userId, free.userId, other.userId]);
    expect(ids(await list(`q=${tag}&plan=free&role=admin`))).toEqual([other.userId]);
    expect((await list(`q=${tag}&role=&plan=`)).total).toBe(5);

    const [premiumItem] = (await list(`q=${tag}&plan=premium`)).items;
    expect(premiumItem!.subscription).toMatchObject({ tier: 'premium', access: true, isTrial: false });
    expect(Date.parse(premiumItem!.subscription.end as string)).toBeGreaterThan(Date.now());
    const [trialItem] = (await list(`q=${tag}&plan=trial`)).items;
    expect(trialItem!.subscription).toMatchObject({ tier: 'free', isTrial: true, access: true });
    expect(trialItem!.subscription.end).not.toBeNull();

    const first = await list(`q=${tag}&pageSize=10`);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    const second = await list(`q=${tag}&pageSize=10&page=2`);
    expect(second).toMatchObject({ items: [], total: 5, page: 2 });

    const self = (await list(`q=${encodeURIComponent(admin.email)}`)).items[0];
    expect(self).toMatchObject({ id: admin.userId, role: 'admin', isSelf: true });
  });

  it('finds a user under the plan they have now, also right after an admin changes it', async () => {
    const user = await createSignedInUser(t.app);
    const trial = await createSignedInUser(t.app, { plan: 'trial' });
    // Without a search: the running premium and trial are collected from the subscriptions, free
    // walks the users newest first. Both are the newest, so they are on the first page.
    const plansOf = async (userId: string) => {
      const found: string[] = [];
      for (const plan of ['premium', 'trial', 'free']) {
        if (ids(await list(`plan=${plan}&pageSize=100`)).includes(userId)) found.push(plan);
      }
      return found;
    };
    expect(await plansOf(user.userId)).toEqual(['free']);
    expect(await plansOf(trial.userId)).toEqual(['trial']);

    const premium = await call('PUT', `/api/admin/users/${user.userId}/subscription`, {
      tier: 'premium',
      end: inDays(10).toISOString(),
    });
    expect(premium.statusCode, premium.body).toBe(200);
    expect(await plansOf(user.userId)).toEqual(['premium']);

    // Premium over a running trial: premium only.
    await call('PUT', `/api/admin/users/${trial.userId}/subscription`, {
      tier: 'premium',
      end: inDays(3).toISOString(),
    });
    expect(await plansOf(trial.userId)).toEqual(['premium']);

    expect(
      (await call('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' })).statusCode,
    ).toBe(200);
    expect(await plansOf(user.userId)).toEqual(['free']);
    expect((await list(`plan=premium&q=${encodeURIComponent(user.email)}`)).total).toBe(0);
    expect((await list(`plan=free&q=${encodeURIComponent(user.email)}`)).total).toBe(1);
  });

  it('lists a plan newest first by sign-up, and never a deleted user, even if their subscription runs again', async () => {
    const older = await createSignedInUser(t.app);
    const newer = await createSignedInUser(t.app);
    const grant = async (user: SignedInUser) => {
      const res = await call('PUT', `/api/admin/users/${user.userId}/subscription`, {
        tier: 'premium',
        end: inDays(10).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Granted in the other order: the list follows the accounts, not the subscriptions.
    await grant(newer);
    await grant(older);
    const premiumIds = async () => ids(await list('plan=premium&pageSize=100'));
    const before = await premiumIds();
    expect(before.indexOf(newer.userId)).toBeGreaterThanOrEqual(0);
    expect(before.indexOf(newer.userId)).toBeLessThan(before.indexOf(older.userId));
    const total = (await list('plan=premium')).total;

    expect((await call('DELETE', `/api/admin/users/${newer.userId}`)).statusCode).toBe(204);
    expect(await premiumIds()).not.toContain(newer.userId);
    expect((await list('plan=premium')).total).toBe(total - 1);

    // A provider's late renewal of the deleted account's subscription (a webhook) does not bring it back.
    await t.database.db
      .update(subscribers)
      .set({ subscribed: true, subscriptionEnd: inDays(30) })
      .where(eq(subscribers.userId, newer.userId));
    expect(await premiumIds()).not.toContain(newer.userId);
    expect((await list('plan=premium')).total).toBe(total - 1);
    expect(await premiumIds()).toContain(older.userId);
  });

  it('counts a broad search to 1 000 and says "at least"; its pages stay newest first', async () => {
    const db = t.database.db;
    const tag = unique('lai').toLowerCase();
    const base = Date.now() - 3_600_000;
    const made = Array.from({ length: 1_003 }, (_, i) => ({
      id: `${tag}-${i}`,
      email: `${tag}-${i}@example.test`,
      createdAt: new Date(base - i * 1_000),
    }));
    await db.insert(users).values(made);
    // Every other one is found by its contact person as well: it still counts once.
    await db
      .insert(profiles)
      .values(made.map((u, i) => ({ userId: u.id, contactPerson: i % 2 ? `Mari ${u.id}` : null })));
    const newest = made.map((u) => u.id);

    // The first time its matches are collected (1 001 of them: broad); then, known broad, the
    // list is walked newest first. Both answer the same.
    for (const round of ['collected', 'walked']) {
      const first = await list(`q=${tag}`);
      expect(first, round).toMatchObject({ total: 1_000, totalIsLowerBound: true });
      expect(ids(first), round).toEqual(newest.slice(0, 25));
      expect(ids(await list(`q=${tag}&page=40`)), round).toEqual(newest.slice(975, 1_000));
      expect(ids(await list(`q=${tag}&page=41`)), round).toEqual(newest.slice(1_000));
    }

    // "-1": 1, 10–19, 100–199 and 1 000–1 002, by e-mail, the odd ones by contact person too.
    const some = await list(`q=${tag}-1&pageSize=100`);
    const expected = newest.filter((id) => id.startsWith(`${tag}-1`));
    expect(some).toMatchObject({ total: expected.length, totalIsLowerBound: false });
    expect(ids(some)).toEqual(expected.slice(0, 100));
    // By contact person alone, and a deleted account is not found.
    expect((await list(`q=${encodeURIComponent(`mari ${tag}-1`)}`)).total).toBe(57);
    await db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, `${tag}-1`));
    expect((await list(`q=${tag}-1&pageSize=100`)).total).toBe(expected.length - 1);
  });

  it('answers 400 to a bad filter, page size or search', async () => {
    for (const query of ['role=boss', 'plan=gold', 'pageSize=7', 'page=0', `q=${'x'.repeat(201)}`]) {
      const res = await call('GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('grants and removes the admin role, one activity row per change', async () => {
    const user = await createSignedInUser(t.app);
    const me = async () => (await call('GET', '/api/me', undefined, user.cookie)).json().isAdmin;

    const granted = await call('PUT', `/api/admin/users/${user.userId}/role`, { admin: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: user.userId, role: 'admin', isSelf: false });
    expect(await me()).toBe(true);
    // The same again changes nothing and logs nothing.
    expect((await call('PUT', `/api/admin/users/${user.userId}/role`, { admin: true })).statusCode).toBe(200);
    const log = await activityOf(user.userId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      adminId: admin.userId,
      action: 'role_updated',
      targetType: 'user',
      details: { label: user.email, before: { role: 'user' }, after: { role: 'admin' } },
    });

    const removed = await call('PUT', `/api/admin/users/${user.userId}/role`, { admin: false });
    expect(removed.json().role).toBe('user');
    expect(await me()).toBe(false);
    expect(await activityOf(user.userId)).toHaveLength(2);
  });

  it('two admins removing each other at once: one wins, the other is refused, an admin remains', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createSignedInUser(t.app, { role: 'admin' });
      const b = await createSignedInUser(t.app, { role: 'admin' });
      // Removing each other's role, or deleting each other's account, at the same moment.
      const [ab, ba] =
        round % 2 === 0
          ? await Promise.all([
              call('PUT', `/api/admin/users/${b.userId}/role`, { admin: false }, a.cookie),
              call('PUT', `/api/admin/users/${a.userId}/role`, { admin: false }, b.cookie),
            ])
          : await Promise.all([
              call('DELETE', `/api/admin/users/${b.userId}`, undefined, a.cookie),
              call('DELETE', `/api/admin/users/${a.userId}`, undefined, b.cookie),
            ]);
      const deleting = round % 2 === 1;
      const done = deleting ? 204 : 200;
      const [won, refused] = ab.statusCode === done ? [ab, ba] : [ba, ab];
      expect(won.statusCode, `${ab.body} ${ba.body}`).toBe(done);
      // The loser is no admin any more; once deleted, its session is gone with its account, and a
      // request that reads the session after that is not signed in at all.
      const refusals = deleting ? ['ADMIN_REQUIRED', 'UNAUTHORIZED'] : ['ADMIN_REQUIRED'];
      expect([403, 401]).toContain(refused.statusCode);
      expect(refusals).toContain(refused.json().error.code);
      const stillAdmin = async (u: SignedInUser) =>
        (await call('GET', '/api/me', undefined, u.cookie)).json().isAdmin;
      expect([await stillAdmin(a), await stillAdmin(b)].filter(Boolean)).toHaveLength(1);
    }
  });

  it('refuses to remove your own role, and knows no unknown or deleted user', async () => {
    const own = await call('PUT', `/api/admin/users/${admin.userId}/role`, { admin: false });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toEqual({
      code: 'OWN_ADMIN_ROLE',
      message: 'You cannot remove your own admin role',
    });
    expect((await call('GET', '/api/me')).json().isAdmin).toBe(true);
    expect(await activityOf(admin.userId)).toHaveLength(0);

    const unknown = await call('PUT', '/api/admin/users/no-such-user/role', { admin: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND');

    const gone = await createSignedInUser(t.app);
    expect((await call('DELETE', `/api/admin/users/${gone.userId}`)).statusCode).toBe(204);
    expect((await call('PUT', `/api/admin/users/${gone.userId}/role`, { admin: true })).statusCode).toBe(404);

    for (const body of [{}, { admin: 'yes' }, { admin: true, role: 'admin' }]) {
      const res = await call('PUT', `/api/admin/users/${admin.userId}/role`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('PUT /api/admin/users/{id}/subscription', () => {
  it('grants premium until the chosen end without a payment, and free ends it at once', async () => {
    const user = await createSignedInUser(t.app);
    const end = inDays(14);
    const res = await call('PUT', `/api/admin/users/${user.userId}/subscription`, {
      tier: 'premium',
      end: end.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toEqual({
      tier: 'premium',
      isTrial: false,
      end: end.toISOString(),
      access: true,
      grantedByAdmin: true,
    });
    expect(await subscriptionOf(user)).toMatchObject({
      access: true,
      tier: 'premium',
      subscribed: true,
      subscriptionEnd: end.toISOString(),
      canManageBilling: false,
    });
    // Premium without a trial used: the trial stays available.
    expect((await subscriptionOf(user)).trialAvailable).toBe(true);
    const [granted] = await activityOf(user.userId);
    expect(granted).toMatchObject({
      action: 'subscription_updated',
      details: {
        label: user.email,
        before: { tier: 'free', isTrial: false, end: null },
        after: { tier: 'premium', isTrial: false, end: end.toISOString() },
      },
    });

    const free = await call('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' });
    expect(free.statusCode).toBe(200);
    expect(free.json().subscription).toMatchObject({ tier: 'free', access: false, end: null });
    expect(await subscriptionOf(user)).toMatchObject({ access: false, tier: 'free', subscribed: false });
    expect(await activityOf(user.userId)).toHaveLength(2);
    // Free again: nothing changes, nothing is logged.
    await call('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' });
    expect(await activityOf(user.userId)).toHaveLength(2);
  });

  it('free ends a running trial, which stays used', async () => {
    const user = await createSignedInUser(t.app, { plan: 'trial' });
    expect(await subscriptionOf(user)).toMatchObject({ access: true, isTrial: true });
    await call('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' });
    expect(await subscriptionOf(user)).toMatchObject({
      access: false,
      isTrial: false,
      trialAvailable: false,
    });
    const trial = await call('POST', '/api/subscription/trial', {}, user.cookie);
    expect(trial.statusCode).toBe(409);
  });

  it('free cancels a paid subscription at the provider; premium over a paid one is refused', async () => {
    const user = await createSignedInUser(t.app);
    await t.database.db.insert(subscribers).values({
      userId: user.userId,
      subscribed: true,
      subscriptionTier: 'Premium',
      subscriptionEnd: inDays(20),
      paymentCustomerId: demoCustomerId(user.userId),
      paymentSubscriptionId: demoSubscriptionId(user.userId),
    });
    const [paid] = (await list(`q=${encodeURIComponent(user.email)}`)).items;
    expect(paid!.subscription).toMatchObject({ tier: 'premium', grantedByAdmin: false });

    const refused = await call('PUT', `/api/admin/users/${user.userId}/subscription`, {
      tier: 'premium',
      end: inDays(60).toISOString(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAID_SUBSCRIPTION');
    expect(await activityOf(user.userId)).toHaveLength(0);

    const free = await call('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' });
    expect(free.statusCode, free.body).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({
      access: false,
      subscribed: false,
      canManageBilling: true,
    });
    // The demo provider's subscription is over: it is no longer renewed.
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(row).toMatchObject({ subscribed: false, cancelAtPeriodEnd: false });
    expect(row!.subscriptionEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await activityOf(user.userId)).toHaveLength(1);
  });

  it('refuses an end in the past, a trial and malformed bodies with 400', async () => {
    const user = await createSignedInUser(t.app);
    const past = await call('PUT', `/api/admin/users/${user.userId}/subscription`, {
      tier: 'premium',
      end: inDays(-1).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Lõppkuupäev ei saa olla minevikus',
      field: 'end',
    });
    for (const body of [
      { tier: 'trial' },
      { tier: 'premium' },
      { tier: 'premium', end: 'homme' },
      { tier: 'premium', end: '2999-01-01T00:00:00Z' },
      { tier: 'free', end: inDays(3).toISOString() },
      {},
    ]) {
      const res = await call('PUT', `/api/admin/users/${user.userId}/subscription`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await subscriptionOf(user)).toMatchObject({ access: false });
    expect(await activityOf(user.userId)).toHaveLength(0);
    const unknown = await call('PUT', '/api/admin/users/no-such-user/subscription', { tier: 'free' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/{id}/subscription on your own account', () => {
  // Issue 27, item 9: an admin gave itself premium (200), and every contact opened to it.
  it('is refused like removing your own role: 409, nothing changes, nothing is logged', async () => {
    const self = await createSignedInUser(t.app, { role: 'admin' });
    for (const body of [{ tier: 'premium', end: inDays(30).toISOString() }, { tier: 'free' }]) {
      const res = await call('PUT', `/api/admin/users/${self.userId}/subscription`, body, self.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error).toEqual({
        code: 'OWN_SUBSCRIPTION',
        message: 'Oma tellimust ei saa haldusliideses muuta',
      });
    }
    expect(await subscriptionOf(self)).toMatchObject({ access: false, tier: 'free', subscribed: false });
    expect(await activityOf(self.userId)).toHaveLength(0);
    // Another admin may set it.
    const granted = await call('PUT', `/api/admin/users/${self.userId}/subscription`, {
      tier: 'premium',
      end: inDays(30).toISOString(),
    });
    expect(granted.statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  const removal = (id: string) => (e: SseEvent) =>
    e.event === 'listing' &&
    (e.data as { op?: string; id?: string }).op === 'remove' &&
    (e.data as { id?: string }).id === id;

  it('anonymises the account in one go: no sign-in, the address is free, listings leave at once, payments stay', async () => {
    const password = 'Kustuta1parool';
    const user = await createSignedInUser(t.app, {
      password,
      plan: 'premium',
      profile: {
        companyName: `${unique('Kadunud')} OÜ`,
        contactPerson: 'Kati Kadunud',
        showInCompanyDirectory: true,
      },
    });
    const cargo = await api.publish(user, 'cargo');
    const transport = await api.publish(user, 'transport');
    await createTemplateRow(t.database.db, user.userId);
    const db = t.database.db;
    await db
      .insert(creditTransactions)
      .values({ userId: user.userId, amount: 2, provider: 'demo', providerRef: unique('ref') });
    await db.insert(contactAccessLog).values({
      userId: user.userId,
      listingId: cargo.id,
      listingType: 'cargo',
      paymentMethod: 'demo',
    });
    await db.insert(invoices).values({
      userId: user.userId,
      description: 'Veoturg Premium (1 kuu)',
      amount: 7.99,
      periodStart: new Date(),
      periodEnd: inDays(30),
    });
    const eventId = unique('evt');
    await db
      .insert(paymentEvents)
      .values({ id: eventId, provider: 'demo', type: 'checkout.session.completed' });
    expect(await api.feedIds('cargo', cargo.notes)).toEqual([cargo.id]);

    const stream = await openEvents(`${url}/api/events`);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const res = await call('DELETE', `/api/admin/users/${user.userId}`);
      expect(res.statusCode, res.body).toBe(204);
      await stream.waitFor(removal(cargo.id));
      await stream.waitFor(removal(transport.id));
    } finally {
      await stream.close();
    }

    // The session is gone, and so is the sign-in.
    expect((await call('GET', '/api/me', undefined, user.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, password)).res.statusCode).not.toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ email: `deleted+${user.userId}@deleted.invalid`, name: '' });
    expect(row!.deletedAt).not.toBeNull();
    expect((await signIn(t.app, row!.email, password)).res.statusCode).not.toBe(200);

    // The listings left the feeds; the profile is cleared and out of the directory; access ended.
    expect(await api.feedIds('cargo', cargo.notes)).toEqual([]);
    expect(await api.feedIds('transport', transport.notes)).toEqual([]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile).toMatchObject({
      companyName: null,
      contactPerson: null,
      email: null,
      showInCompanyDirectory: false,
    });
    const [sub] = await db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(sub).toMatchObject({ subscribed: false });
    const [listing] = await db.select().from(cargoListings).where(eq(cargoListings.id, cargo.id));
    expect(listing!.deletedAt).not.toBeNull();

    // Payment records stay with the anonymised account.
    const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, user.userId);
    expect(await db.select().from(creditTransactions).where(mine(creditTransactions))).toHaveLength(1);
    expect(await db.select().from(contactAccessLog).where(mine(contactAccessLog))).toHaveLength(1);
    expect(await db.select().from(invoices).where(mine(invoices))).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toHaveLength(1);

    // Out of the back office's list; one activity row with the old address.
    expect((await list(`q=${encodeURIComponent(user.email)}`)).total).toBe(0);
    const log = await activityOf(user.userId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'user_deleted', details: { label: user.email, after: null } });
    expect(JSON.stringify(log[0]!.details)).not.toContain(password);

    // The address signs up again as a new account.
    const again = await post(t.app, '/api/auth/sign-up/email', {
      email: user.email,
      password,
      name: '',
      acceptTerms: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await db
      .select()
      .from(users)
      .where(and(eq(users.email, user.email)));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(user.userId);

    // Deleted once is deleted: a second time is 404.
    expect((await call('DELETE', `/api/admin/users/${user.userId}`)).statusCode).toBe(404);
  });

  it('refuses to delete yourself, or anything without the admin role', async () => {
    const own = await call('DELETE', `/api/admin/users/${admin.userId}`);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toEqual({
      code: 'CANNOT_DELETE_SELF',
      message: 'You cannot delete your own account',
    });
    expect((await call('GET', '/api/me')).statusCode).toBe(200);
    expect(await activityOf(admin.userId)).toHaveLength(0);

    const user = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const refused = await call('DELETE', `/api/admin/users/${other.userId}`, undefined, user.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/me', undefined, other.cookie)).statusCode).toBe(200);
  });
});
