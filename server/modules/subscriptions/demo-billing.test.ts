import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMonthEnd } from '@domain/plans';
import type { Db } from '../../db/client';
import { invoices, pricingConfig, subscribers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { inDays } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { reconcileSubscriptions, type BillingContext } from './billing.service';

// Premium with the demo provider (no Stripe keys): the same life as with Stripe, invoices in our table.
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, user: SignedInUser) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie: user.cookie } });
const subscription = async (user: SignedInUser) => (await call('GET', '/api/me/subscription', user)).json();
const ctx = (): BillingContext => ({
  db,
  provider: t.app.paymentProvider,
  config: t.app.deps.config,
  log: t.app.log,
});

/** Checkout, then Pay on the demo page, as the browser does. */
async function buyPremium(user: SignedInUser) {
  const checkout = await call('POST', '/api/subscription/checkout', user);
  expect(checkout.statusCode).toBe(200);
  const url: string = checkout.json().url;
  expect(url).toMatch(/^\/demo-makse\/demo_\w+$/);
  const id = url.split('/').pop()!;
  const page = await call('GET', `/api/payments/demo/${id}`, user);
  expect(page.json()).toMatchObject({
    itemType: 'subscription',
    itemId: '',
    status: 'pending',
    amount: 7.99,
  });
  const pay = await call('POST', `/api/payments/demo/${id}/pay`, user);
  expect(pay.statusCode).toBe(200);
  expect(pay.json()).toEqual({ redirectUrl: '/hinnad?subscription=success' });
  return id;
}

describe('premium through the demo provider', () => {
  it('checkout and Pay give a month of premium with its invoice; a second Pay changes nothing', async () => {
    const user = await createSignedInUser(t.app);
    const before = Date.now();
    const id = await buyPremium(user);
    const answer = await subscription(user);
    expect(answer).toMatchObject({
      access: true,
      tier: 'premium',
      subscribed: true,
      cancelAtPeriodEnd: false,
      canManageBilling: true,
    });
    const end = new Date(answer.subscriptionEnd).getTime();
    expect(end).toBeGreaterThanOrEqual(billingMonthEnd(new Date(before)).getTime());
    expect(end).toBeLessThanOrEqual(billingMonthEnd(new Date()).getTime());

    expect((await call('POST', `/api/payments/demo/${id}/pay`, user)).statusCode).toBe(200);
    const invoices = (await call('GET', '/api/me/invoices', user)).json().items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      description: 'Veoturg Premium (1 kuu)',
      amount: 7.99,
      currency: 'EUR',
      status: 'paid',
      pdfUrl: null,
    });
    // The receipt's number; its link opens the demo provider's invoice.
    expect(invoices[0].number).toMatch(/^KV-\d{6}$/);

    // The printable invoice: its owner only.
    const printable = await call('GET', invoices[0].hostedUrl, user);
    expect(printable.statusCode).toBe(200);
    expect(printable.headers['content-type']).toMatch(/text\/html/);
    expect(printable.body).toMatch(/arve VT-\d{6}/);
    expect(printable.body).toContain('<td>Makstud</td>');
    // In the owner's language, once they have chosen another.
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { language: 'ru' },
    });
    expect(switched.statusCode).toBe(200);
    const inRussian = (await call('GET', invoices[0].hostedUrl, user)).body;
    expect(inRussian).toContain('<html lang="ru">');
    expect(inRussian).toMatch(/счёт VT-\d{6}/);
    expect(inRussian).toContain('<td>Оплачен</td>');
    const stranger = await createSignedInUser(t.app);
    expect((await call('GET', invoices[0].hostedUrl, stranger)).statusCode).toBe(404);

    const again = await call('POST', '/api/subscription/checkout', user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PREMIUM');
  });

  it('keeps a running trial: the paid month starts when the trial ends', async () => {
    const user = await createSignedInUser(t.app);
    const trial = (await call('POST', '/api/subscription/trial', user)).json();
    await buyPremium(user);
    const answer = await subscription(user);
    expect(answer).toMatchObject({ isTrial: true, subscribed: true });
    expect(answer.subscriptionEnd).toBe(billingMonthEnd(new Date(trial.trialEnd)).toISOString());
  });

  it('charges the price of the day: a changed price applies to the next checkout', async () => {
    await db
      .update(pricingConfig)
      .set({ configValue: 9.5 })
      .where(eq(pricingConfig.configKey, 'premium_subscription_monthly'));
    try {
      const user = await createSignedInUser(t.app);
      const id = (await call('POST', '/api/subscription/checkout', user)).json().url.split('/').pop();
      expect((await call('GET', `/api/payments/demo/${id}`, user)).json().amount).toBe(9.5);
    } finally {
      await db
        .update(pricingConfig)
        .set({ configValue: 7.99 })
        .where(eq(pricingConfig.configKey, 'premium_subscription_monthly'));
    }
  });

  it('cancels at the period end and resumes; the portal is the demo page', async () => {
    const user = await createSignedInUser(t.app);
    expect((await call('POST', '/api/subscription/cancel', user)).json().error.code).toBe('NOT_SUBSCRIBED');
    expect((await call('POST', '/api/subscription/portal', user)).json().error.code).toBe('NO_BILLING');
    await buyPremium(user);
    const cancelled = await call('POST', '/api/subscription/cancel', user);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ access: true, subscribed: true, cancelAtPeriodEnd: true });
    const resumed = await call('POST', '/api/subscription/resume', user);
    expect(resumed.json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    expect((await call('POST', '/api/subscription/portal', user)).json()).toEqual({ url: '/demo-tellimus' });
  });

  it('at the period end renews what was not cancelled (with an invoice) and ends what was', async () => {
    const renewing = await createSignedInUser(t.app);
    const ending = await createSignedInUser(t.app);
    await buyPremium(renewing);
    await buyPremium(ending);
    await call('POST', '/api/subscription/cancel', ending);
    const end = new Date((await subscription(renewing)).subscriptionEnd);

    // The clock moves past the end; nothing sleeps.
    const later = new Date(end.getTime() + 60_000);
    await reconcileSubscriptions(ctx(), later);

    const [renewed] = await db.select().from(subscribers).where(eq(subscribers.userId, renewing.userId));
    expect(renewed).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    expect(renewed!.subscriptionEnd!.toISOString()).toBe(billingMonthEnd(end).toISOString());
    expect((await call('GET', '/api/me/invoices', renewing)).json().items).toHaveLength(2);

    const [ended] = await db.select().from(subscribers).where(eq(subscribers.userId, ending.userId));
    expect(ended).toMatchObject({ subscribed: false, subscriptionTier: 'Free', cancelAtPeriodEnd: false });
  });

  it('ends finished trials in the stored state too', async () => {
    const user = await createSignedInUser(t.app, { plan: 'trial', planEndsAt: inDays(-1) });
    await reconcileSubscriptions(ctx());
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(row).toMatchObject({ isTrial: false });
  });

  it('answers the receipts to every plan: none yet for a new free or trial user', async () => {
    const free = await createSignedInUser(t.app);
    expect((await call('GET', '/api/me/invoices', free)).json()).toEqual({ items: [] });
    const trial = await createSignedInUser(t.app, { plan: 'trial' });
    expect((await call('GET', '/api/me/invoices', trial)).json()).toEqual({ items: [] });
  });

  it('a cancelled demo checkout grants nothing', async () => {
    const user = await createSignedInUser(t.app);
    const id = (await call('POST', '/api/subscription/checkout', user)).json().url.split('/').pop();
    const cancel = await call('POST', `/api/payments/demo/${id}/cancel`, user);
    expect(cancel.json()).toEqual({ redirectUrl: '/hinnad?subscription=cancelled' });
    expect((await call('POST', `/api/payments/demo/${id}/pay`, user)).statusCode).toBe(409);
    expect(await subscription(user)).toMatchObject({ access: false, subscribed: false });
  });
});

// Issue 27, item 8: 10 parallel "renew now" made 10 invoices for one month. The subscriber's row is
// locked and its end read again, so one renewal happens per period, also on the embedded database
// (one connection, transactions one after another).
describe.each([
  { database: 'the suite database', embedded: false },
  { database: 'the embedded database', embedded: true },
])('parallel renewals on $database', ({ embedded }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = embedded ? await createTestApp({}, {}, { embedded: true }) : t;
  });
  afterAll(async () => {
    if (embedded) await app.close();
  });

  it('10 parallel renewals make one invoice and move the period end once', async () => {
    const db = app.database.db as Db;
    const user = await createSignedInUser(app.app);
    const send = (method: 'GET' | 'POST', url: string) =>
      app.app.inject({ method, url, headers: { origin: ORIGIN, cookie: user.cookie } });
    const checkout = await send('POST', '/api/subscription/checkout');
    const id = (checkout.json().url as string).split('/').pop()!;
    expect((await send('POST', `/api/payments/demo/${id}/pay`)).statusCode).toBe(200);
    const end = new Date((await send('GET', '/api/me/subscription')).json().subscriptionEnd);
    const periodStarts = async () =>
      (await db.select().from(invoices).where(eq(invoices.userId, user.userId)))
        .map((invoice) => invoice.periodStart.getTime())
        .sort();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', '/api/subscription/demo/renew')),
    );
    const renewedEnd = billingMonthEnd(end);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.find((res) => res.statusCode === 200)!.json().subscriptionEnd).toBe(
      renewedEnd.toISOString(),
    );
    for (const res of answers.filter((res) => res.statusCode === 409)) {
      expect(res.json().error).toEqual({
        code: 'ALREADY_RENEWED',
        message: 'Tellimus on juba uuendatud: järgmise kuu eest on makstud',
      });
    }
    const [purchased] = await periodStarts();
    expect(await periodStarts()).toEqual([purchased, end.getTime()]);
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(row!.subscriptionEnd!.getTime()).toBe(renewedEnd.getTime());

    // Once that month has ended, two instances reconciling at once renew it once.
    const later = new Date(renewedEnd.getTime() + 60_000);
    const context: BillingContext = {
      db,
      provider: app.app.paymentProvider,
      config: app.app.deps.config,
      log: app.app.log,
    };
    await Promise.all([reconcileSubscriptions(context, later), reconcileSubscriptions(context, later)]);
    expect(await periodStarts()).toEqual([purchased, end.getTime(), renewedEnd.getTime()]);
  });
});
