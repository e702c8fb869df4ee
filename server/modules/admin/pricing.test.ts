import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityLog, creditTransactions, pricingConfig } from '../../db/schema/index';
import { ORIGIN, post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCargo, createUser } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { openEvents } from '../../../test/sse';

let t: TestApp;
let admin: SignedInUser;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t.app, { role: 'admin' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const getPricing = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/pricing', headers: { cookie: admin.cookie } });
const put = (key: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pricing/${key}`,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie: admin.cookie },
  });
const publicPrices = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().prices as {
    contactUnlockPrice: number;
    premiumMonthlyPrice: number;
  };
const priceActivity = (key: string) =>
  t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.targetType, 'price'), eq(adminActivityLog.targetId, key)));

describe('GET /api/admin/pricing', () => {
  it('answers the three prices by key, the contact sales and the 10 latest payments', async () => {
    const buyer = await createUser(t.database.db);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.database.db.insert(creditTransactions).values([
      { userId: buyer.id, amount: 2, status: 'completed', createdAt: at(30) },
      { userId: buyer.id, amount: 2.5, status: 'completed', createdAt: at(20), duplicate: true },
      { userId: buyer.id, amount: 3, status: 'refunded', createdAt: at(15) },
      { userId: buyer.id, amount: 2, status: 'failed', createdAt: at(10) },
      { userId: buyer.id, amount: 2, status: 'pending', createdAt: at(5) },
      { userId: buyer.id, amount: 7.99, status: 'completed', kind: 'subscription', createdAt: at(1) },
      ...Array.from({ length: 9 }, (_, i) => ({
        userId: buyer.id,
        amount: 2,
        status: 'completed',
        createdAt: at(60 + i),
      })),
    ]);
    const res = await getPricing();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.prices).toEqual([
      { key: 'basic_subscription_monthly', value: 0, updatedAt: expect.any(String), updatedByEmail: null },
      { key: 'contact_unlock_price', value: 2, updatedAt: expect.any(String), updatedByEmail: null },
      {
        key: 'premium_subscription_monthly',
        value: 7.99,
        updatedAt: expect.any(String),
        updatedByEmail: null,
      },
    ]);
    // Completed contact purchases only: 2 + 2.5 + 9 × 2.
    expect(body.figures).toEqual({ totalRevenue: 22.5, unlockCount: 11, averagePrice: 2.05 });
    expect(body.recentTransactions).toHaveLength(10);
    expect(body.recentTransactions.slice(0, 4)).toMatchObject([
      { email: buyer.email, amount: 7.99, kind: 'subscription', status: 'completed' },
      { amount: 3, kind: 'contact_unlock', status: 'refunded', duplicate: false },
      { amount: 2.5, status: 'completed', duplicate: true, currency: 'EUR' },
      { amount: 2, status: 'completed' },
    ]);
    const times = body.recentTransactions.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('PUT /api/admin/pricing/{key}', () => {
  it('refuses a price that is not above 0, too high or finer than a cent, with the spec message', async () => {
    for (const value of [0, -1, '2', null]) {
      const res = await put('contact_unlock_price', { value });
      expect(res.statusCode, `value ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Sisestage kehtiv hind.',
        field: 'value',
      });
    }
    expect((await put('contact_unlock_price', {})).json().error.message).toBe('Sisestage kehtiv hind.');
    expect((await put('contact_unlock_price', { value: 1000.01 })).json().error.message).toBe(
      'Hind võib olla kuni 1000 €.',
    );
    expect((await put('contact_unlock_price', { value: 2.555 })).json().error.message).toBe(
      'Hinnal võib olla kuni kaks kohta pärast koma.',
    );
    expect((await put('contact_unlock_price', { value: 2, extra: 1 })).statusCode).toBe(400);
    const unknown = await put('gold_price', { value: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PRICE_NOT_FOUND');
    expect((await publicPrices()).contactUnlockPrice).toBe(2);
    expect(await priceActivity('contact_unlock_price')).toHaveLength(0);
  });

  it('takes effect at once: the public settings, a new contact checkout; one activity row', async () => {
    const res = await put('contact_unlock_price', { value: 2.3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      key: 'contact_unlock_price',
      value: 2.3,
      updatedAt: expect.any(String),
      updatedByEmail: admin.email,
    });
    expect(await publicPrices()).toEqual({ contactUnlockPrice: 2.3, premiumMonthlyPrice: 7.99 });

    const buyer = await createSignedInUser(t.app, { credits: { used: 3 } });
    const listing = await createCargo(t.database.db, (await createUser(t.database.db)).id);
    const checkout = await post(
      t.app,
      '/api/payments/contact-checkout',
      { listingType: 'cargo', listingId: listing.id },
      buyer.cookie,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, buyer.userId), eq(creditTransactions.status, 'pending')));
    expect(row?.amount).toBe(2.3);

    const log = await priceActivity('contact_unlock_price');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'price_updated',
      adminId: admin.userId,
      details: {
        label: 'Kontakti avamine',
        key: 'contact_unlock_price',
        before: { value: 2 },
        after: { value: 2.3 },
      },
    });
    const listed = (await getPricing()).json().prices;
    expect(listed).toContainEqual({
      key: 'contact_unlock_price',
      value: 2.3,
      updatedAt: res.json().updatedAt,
      updatedByEmail: admin.email,
    });
  });

  it('tells every open page with a public settings event', async () => {
    const client = await openEvents(`${url}/api/events`);
    try {
      await client.waitFor((e) => e.event === 'ready');
      expect((await put('premium_subscription_monthly', { value: 8.49 })).statusCode).toBe(200);
      const event = await client.waitFor((e) => e.event === 'public');
      expect(event.data).toEqual({ part: 'settings' });
      expect((await publicPrices()).premiumMonthlyPrice).toBe(8.49);
    } finally {
      await client.close();
    }
  });

  it('stores a price that was never stored, and any of the three keys', async () => {
    await t.database.db
      .delete(pricingConfig)
      .where(eq(pricingConfig.configKey, 'basic_subscription_monthly'));
    expect((await getPricing()).json().prices[0]).toEqual({
      key: 'basic_subscription_monthly',
      value: 0,
      updatedAt: null,
      updatedByEmail: null,
    });
    const res = await put('basic_subscription_monthly', { value: 4.99 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPricing()).json().prices[0]).toMatchObject({ value: 4.99, updatedByEmail: admin.email });
    const [log] = await priceActivity('basic_subscription_monthly');
    expect(log?.details).toMatchObject({ before: { value: 0 }, after: { value: 4.99 } });
  });
});
