import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, paymentEvents, receipts, subscribers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { unique } from '../../../test/factories/index';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';
import { reconcileSubscriptions } from './billing.service';

const SECRET_KEY = 'sk_test_veoturg_local';
const WEBHOOK_SECRET = 'whsec_veoturg_local_test_secret';
const DAY = 86_400;

// A local stand-in for api.stripe.com in the current API shape (periods on the subscription's items,
// an invoice's subscription under parent.subscription_details): records requests, answers like Stripe.
type Captured = { method: string; path: string; form: URLSearchParams };
const captured: Captured[] = [];
const subscriptions = new Map<string, Record<string, unknown>>();
const sessions = new Map<string, Record<string, unknown>>();
let seq = 0;

function stripeSubscription(
  id: string,
  customer: string,
  userId: string,
  fields: { status?: string; periodEnd?: number; cancel?: boolean } = {},
) {
  const subscription = {
    id,
    object: 'subscription',
    customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancel ?? false,
    trial_end: null,
    metadata: { userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * DAY,
        },
      ],
    },
  };
  subscriptions.set(id, subscription);
  return subscription;
}

const fakeStripe = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const path = req.url ?? '';
    const form = new URLSearchParams(body);
    captured.push({ method: req.method ?? '', path, form });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
      res.end(JSON.stringify(json));
    };
    const missing = () =>
      answer(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    if (req.method === 'POST' && path === '/v1/customers') {
      return answer(200, {
        id: `cus_${++seq}`,
        object: 'customer',
        email: form.get('email'),
        metadata: { userId: form.get('metadata[userId]') },
      });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_sub_${++seq}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: form.get('customer'),
        subscription: null,
        expires_at: Math.floor(Date.now() / 1000) + DAY,
        metadata: { userId: form.get('metadata[userId]') },
      };
      sessions.set(id, session);
      return answer(200, session);
    }
    const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && session)
      return sessions.has(session[1]!) ? answer(200, sessions.get(session[1]!)) : missing();
    const sub = /^\/v1\/subscriptions\/([^/?]+)$/.exec(path);
    if (sub && subscriptions.has(sub[1]!)) {
      const current = subscriptions.get(sub[1]!)!;
      if (req.method === 'POST' && form.has('cancel_at_period_end'))
        current.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      if (req.method === 'DELETE') current.status = 'canceled';
      return answer(200, current);
    }
    if (sub) return missing();
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return answer(200, {
        id: `bps_${++seq}`,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${form.get('customer')}`,
      });
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL ${path}` } });
  });
});

let t: TestApp;
let url: string;
const signer = new Stripe(SECRET_KEY);
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const port = (fakeStripe.address() as AddressInfo).port;
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fakeStripe.close(resolve));
});
beforeEach(() => {
  captured.length = 0;
});

const call = (method: 'GET' | 'POST', path: string, user: SignedInUser) =>
  t.app.inject({ method, url: path, headers: { origin: ORIGIN, cookie: user.cookie } });
const mySubscription = async (user: SignedInUser) => (await call('GET', '/api/me/subscription', user)).json();

function event(type: string, object: Record<string, unknown>, id = `evt_${unique('e').replace(/-/g, '')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}
const sign = (payload: string) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
/** Posts like Stripe does; `null` leaves the signature header out. */
async function deliver(payload: string, signature: string | null = sign(payload)) {
  const res = await fetch(`${url}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  return res.status;
}

/** A checkout as the pricing page starts it; answers the session and the customer Stripe made. */
async function checkout(user: SignedInUser) {
  const res = await call('POST', '/api/subscription/checkout', user);
  expect(res.statusCode).toBe(200);
  const id = /\/c\/pay\/(cs_test_sub_\d+)$/.exec(res.json().url)?.[1];
  expect(id).toBeDefined();
  return sessions.get(id!)!;
}

/** Stripe's side of a paid checkout: the subscription exists and the session completed. */
function pay(session: Record<string, unknown>, userId: string) {
  const subscriptionId = `sub_${++seq}`;
  const subscription = stripeSubscription(subscriptionId, session.customer as string, userId);
  Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscriptionId });
  return subscription;
}

describe('premium through Stripe', () => {
  it('opens a subscription-mode checkout at our price for a customer created once', async () => {
    const user = await createSignedInUser(t.app);
    const first = await checkout(user);
    const request = captured.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(request.get('mode')).toBe('subscription');
    expect(request.get('line_items[0][price_data][unit_amount]')).toBe('799');
    expect(request.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(request.get('subscription_data[metadata][userId]')).toBe(user.userId);
    expect(request.get('customer')).toBe(first.customer);
    captured.length = 0;
    const second = await checkout(user);
    expect(second.customer).toBe(first.customer);
    expect(captured.filter((c) => c.path === '/v1/customers')).toHaveLength(0);
  });

  it('grants access on a signed checkout.session.completed, re-reading the subscription; ?payment alone grants nothing', async () => {
    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    expect(await mySubscription(user)).toMatchObject({ access: false, subscribed: false });
    const subscription = pay(session, user.userId);
    expect(await deliver(event('checkout.session.completed', session))).toBe(200);
    const answer = await mySubscription(user);
    expect(answer).toMatchObject({ access: true, tier: 'premium', subscribed: true, canManageBilling: true });
    const periodEnd = (subscription.items.data[0]!.current_period_end as number) * 1000;
    expect(new Date(answer.subscriptionEnd).getTime()).toBe(periodEnd);
  });

  it('refuses unsigned and forged events, and handles 100 replays of one event once', async () => {
    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    pay(session, user.userId);
    const payload = event('checkout.session.completed', session);
    expect(await deliver(payload, null)).toBe(400);
    expect(await deliver(payload, 't=1,v1=forged')).toBe(400);
    expect(await mySubscription(user)).toMatchObject({ access: false });

    const statuses = await Promise.all(Array.from({ length: 100 }, () => deliver(payload)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const id = (JSON.parse(payload) as { id: string }).id;
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
    expect(await mySubscription(user)).toMatchObject({ access: true, subscribed: true });
  });

  it('takes events in any order: an update before the completion, a late "deleted" of a replaced subscription', async () => {
    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    const subscription = pay(session, user.userId);
    // "updated" first: the state read from Stripe is already the running subscription.
    expect(
      await deliver(event('customer.subscription.updated', { ...subscription, status: 'incomplete' })),
    ).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ subscribed: true });
    expect(await deliver(event('checkout.session.completed', session))).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ subscribed: true });

    // An old subscription of the same customer, ended long ago, must not end the running one.
    const old = stripeSubscription(`sub_old_${++seq}`, session.customer as string, user.userId, {
      status: 'canceled',
      periodEnd: Math.floor(Date.now() / 1000) - DAY,
    });
    expect(await deliver(event('customer.subscription.deleted', old))).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ subscribed: true });

    // An invoice event names its subscription under parent.subscription_details.
    subscription.status = 'past_due';
    const invoice = {
      id: `in_${++seq}`,
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
    };
    expect(await deliver(event('invoice.payment_failed', invoice))).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ access: true, subscribed: true });

    subscription.status = 'canceled';
    expect(await deliver(event('customer.subscription.deleted', subscription))).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ access: false, tier: 'free', subscribed: false });
  });

  it('cancels and resumes at Stripe, opens the billing portal, and receipts each paid invoice once', async () => {
    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    const subscription = pay(session, user.userId);
    await deliver(event('checkout.session.completed', session));

    const cancelled = await call('POST', '/api/subscription/cancel', user);
    expect(cancelled.json()).toMatchObject({ access: true, cancelAtPeriodEnd: true });
    const update = captured.find(
      (c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    expect((await call('POST', '/api/subscription/resume', user)).json()).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    const portal = await call('POST', '/api/subscription/portal', user);
    expect(portal.json()).toEqual({ url: `https://billing.stripe.test/p/session/${session.customer}` });
    const portalRequest = captured.find((c) => c.path === '/v1/billing_portal/sessions')!.form;
    expect(portalRequest.get('return_url')).toBe(`${ORIGIN}/hinnad`);

    const paidInvoice = (id: string, amountPaid: number) => ({
      id,
      object: 'invoice',
      customer: session.customer,
      number: `ABC-${id}`,
      description: null,
      created: Math.floor(Date.now() / 1000),
      amount_paid: amountPaid,
      amount_due: amountPaid,
      currency: 'eur',
      status: 'paid',
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      lines: { object: 'list', data: [{ description: '1 × Veoturg Premium (1 kuu)' }] },
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const paid = event('invoice.paid', paidInvoice('in_1', 799));
    expect(await deliver(paid)).toBe(200);
    // The same event again, and the same invoice under another event id: no second receipt.
    expect(await deliver(paid)).toBe(200);
    expect(await deliver(event('invoice.paid', paidInvoice('in_1', 799)))).toBe(200);
    // A 0 € invoice (a subscription that starts after a trial's rest) is no payment.
    expect(await deliver(event('invoice.paid', paidInvoice('in_0', 0)))).toBe(200);

    const invoices = (await call('GET', '/api/me/invoices', user)).json().items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      kind: 'subscription',
      status: 'paid',
      amount: 7.99,
      currency: 'EUR',
      vatRate: 24,
      vatAmount: 1.55,
      // Named as a premium month in the reader's language; the record keeps Stripe's line.
      description: 'Veoturg Premium (1 kuu)',
      pdfUrl: 'https://pay.stripe.test/invoice/in_1/pdf',
      hostedUrl: 'https://invoice.stripe.test/i/in_1',
    });
    const [stored] = await t.database.db.select().from(receipts).where(eq(receipts.userId, user.userId));
    expect(stored!.description).toBe('1 × Veoturg Premium (1 kuu)');
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'receipt')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('sh KM 24%');
  });

  it('an admin setting the user free cancels at Stripe at once; deleting a user does too', async () => {
    const admin = await createSignedInUser(t.app, { role: 'admin' });
    const asAdmin = (method: 'PUT' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: path, payload, headers: { origin: ORIGIN, cookie: admin.cookie } });
    const cancelled = (id: string) =>
      captured.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${id}`);

    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    const subscription = pay(session, user.userId);
    await deliver(event('checkout.session.completed', session));
    const free = await asAdmin('PUT', `/api/admin/users/${user.userId}/subscription`, { tier: 'free' });
    expect(free.statusCode, free.body).toBe(200);
    expect(cancelled(subscription.id)).toHaveLength(1);
    expect(await mySubscription(user)).toMatchObject({ access: false, subscribed: false });
    // Stripe's own word afterwards (the subscription deleted) keeps it that way.
    expect(await deliver(event('customer.subscription.deleted', subscription))).toBe(200);
    expect(await mySubscription(user)).toMatchObject({ access: false, subscribed: false });

    const leaving = await createSignedInUser(t.app);
    const paid = pay(await checkout(leaving), leaving.userId);
    await deliver(event('customer.subscription.created', paid));
    expect(await mySubscription(leaving)).toMatchObject({ subscribed: true });
    expect((await asAdmin('DELETE', `/api/admin/users/${leaving.userId}`)).statusCode).toBe(204);
    expect(cancelled(paid.id)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, leaving.userId));
    expect(row).toMatchObject({ subscribed: false });
  });

  it('the reconciliation ends access that Stripe ended without telling us (a missed webhook)', async () => {
    const user = await createSignedInUser(t.app);
    const session = await checkout(user);
    const subscription = pay(session, user.userId);
    await deliver(event('checkout.session.completed', session));
    subscription.status = 'canceled';
    const ctx = {
      db: t.database.db,
      provider: t.app.paymentProvider,
      config: t.app.deps.config,
      log: t.app.log,
    };
    // Mid-period nothing is due: Stripe is not asked about every subscriber on every run.
    captured.length = 0;
    await reconcileSubscriptions(ctx);
    expect(captured.filter((c) => c.path === `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    // Near the period end, when the renewal should have come: the clock moves, nothing sleeps.
    const periodEnd = (subscription.items.data[0]!.current_period_end as number) * 1000;
    await reconcileSubscriptions(ctx, new Date(periodEnd - 60_000));
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.userId, user.userId));
    expect(row).toMatchObject({ subscribed: false, subscriptionTier: 'Free' });
  });
});
