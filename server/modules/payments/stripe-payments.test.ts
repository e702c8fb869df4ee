import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contactAccessLog,
  creditTransactions,
  maintenanceSettings,
  paymentEvents,
  pricingConfig,
} from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { createCargo, createUser, unique } from '../../../test/factories/index';

const SECRET_KEY = 'sk_test_veoturg_local';
const WEBHOOK_SECRET = 'whsec_veoturg_local_test_secret';

// A local stand-in for api.stripe.com: records every request the SDK sends and answers like Stripe.
type Captured = { method: string; path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };
const captured: Captured[] = [];
const sessions = new Map<string, Record<string, unknown>>();
let refuseNextCheckout = false;
let sessionSeq = 0;
const fakeStripe = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const path = req.url ?? '';
    captured.push({ method: req.method ?? '', path, headers: req.headers, form: new URLSearchParams(body) });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sessionSeq}` });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (refuseNextCheckout) {
        refuseNextCheckout = false;
        return answer(400, { error: { type: 'invalid_request_error', message: 'Test refusal' } });
      }
      const form = new URLSearchParams(body);
      const id = `cs_test_${++sessionSeq}_${unique('s').replace(/-/g, '')}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        metadata: {
          userId: form.get('metadata[userId]'),
          itemType: form.get('metadata[itemType]'),
          itemId: form.get('metadata[itemId]'),
        },
      };
      sessions.set(id, session);
      return answer(200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]!));
      if (!session)
        return answer(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      // Like Stripe: only an open session can be expired.
      if (session.status !== 'open') {
        return answer(400, {
          error: { type: 'invalid_request_error', message: 'Only open Checkout Sessions can be expired.' },
        });
      }
      sessions.set(session.id as string, { ...session, status: 'expired' });
      return answer(200, sessions.get(session.id as string));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (session) return answer(200, session);
      return answer(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL ${path}` } });
  });
});

let t: TestApp;
let url: string;
let ownerId: string;
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
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fakeStripe.close(resolve));
});
beforeEach(() => {
  captured.length = 0;
});

type Buyer = { cookie: string; userId: string };
async function buyer(): Promise<Buyer> {
  return createSignedInUser(t.app, { credits: { used: 3 } });
}
/** Asks for a checkout of one cargo listing's contact, as the buy dialog does. */
function requestCheckout(user: Buyer, listingId: string) {
  return post(t.app, '/api/payments/contact-checkout', { listingType: 'cargo', listingId }, user.cookie);
}

async function startCheckout(user: Buyer, listingId: string) {
  const res = await requestCheckout(user, listingId);
  expect(res.statusCode).toBe(200);
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.json().url)?.[1];
  expect(sessionId).toBeDefined();
  return sessionId!;
}

function eventPayload(
  type: string,
  session: Record<string, unknown>,
  id = `evt_${unique('e').replace(/-/g, '')}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
}

/** Posts like Stripe does: raw JSON, a signature header, no cookie, no Origin. */
async function deliver(payload: string, signature?: string) {
  const res = await fetch(`${url}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

const contactStatus = async (user: Buyer, listingId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/contacts/cargo/${listingId}`,
      headers: { cookie: user.cookie },
    })
  ).statusCode;
async function rows(userId: string, sessionId: string, listingId: string) {
  const db = t.database.db;
  const tx = await db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.provider, 'stripe'), eq(creditTransactions.providerRef, sessionId)));
  const access = await db
    .select()
    .from(contactAccessLog)
    .where(and(eq(contactAccessLog.userId, userId), eq(contactAccessLog.listingId, listingId)));
  return { tx, access };
}
const paidSession = (id: string) => ({ ...sessions.get(id)!, status: 'complete', payment_status: 'paid' });

describe('Stripe checkout', () => {
  it('sends a payment-mode Checkout Session priced from pricing_config, with metadata, URLs and an idempotency key', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId, {
      originCity: 'Narva',
      destinationCity: 'Gdańsk',
    });
    const res = await requestCheckout(user, listing.id);
    expect(res.statusCode).toBe(200);
    const sent = captured.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(1);
    const { form, headers } = sent[0]!;
    expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(headers['idempotency-key']).toMatch(/^veoturg-checkout-[0-9a-f-]{36}$/);
    // Stripe's shortest end (30 minutes) plus a minute, not its default of 24 hours.
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '200',
      'metadata[userId]': user.userId,
      'metadata[itemType]': 'cargo',
      'metadata[itemId]': listing.id,
      client_reference_id: user.userId,
      success_url: `http://localhost:3000/?payment=success&listing=${listing.id}&type=cargo&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/?payment=cancelled&listing=${listing.id}&type=cargo`,
    });
    expect(form.get('line_items[0][price_data][product_data][name]')).toContain('Narva → Gdańsk');
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.json().url)![1]!;
    expect((await rows(user.userId, sessionId, listing.id)).tx).toMatchObject([
      {
        status: 'pending',
        amount: 2,
        userId: user.userId,
        checkoutUrl: res.json().url,
        expiresAt: new Date(expiresAt),
      },
    ]);

    // A second click (or tab) starts the same purchase: the same checkout, Stripe not asked again.
    const again = await requestCheckout(user, listing.id);
    expect(again.json().url).toBe(res.json().url);
    expect(captured.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('502 PAYMENT_UNAVAILABLE when Stripe refuses; nothing recorded', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    refuseNextCheckout = true;
    const res = await requestCheckout(user, listing.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'PAYMENT_UNAVAILABLE',
      message: 'Makset ei õnnestunud alustada. Proovige uuesti.',
    });
  });

  it('the demo checkout pages do not exist with Stripe', async () => {
    const user = await buyer();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/demo/demo_x',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('a signed checkout.session.completed grants once, even when replayed', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const payload = eventPayload('checkout.session.completed', paidSession(sessionId));
    const first = await deliver(payload, sign(payload));
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await contactStatus(user, listing.id)).toBe(200);
    // The same event again (Stripe retries), freshly signed: recorded once, nothing changes.
    const replay = await deliver(payload, sign(payload));
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Another event about the same paid session: still one grant, one transaction.
    const other = eventPayload('checkout.session.completed', paidSession(sessionId));
    expect((await deliver(other, sign(other))).status).toBe(200);
    const { tx, access } = await rows(user.userId, sessionId, listing.id);
    expect(tx).toMatchObject([{ status: 'completed', amount: 2, currency: 'EUR' }]);
    expect(access.map((a) => a.paymentMethod)).toEqual(['stripe']);
    const id = JSON.parse(payload).id as string;
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
  });

  it('a bad or missing signature is 400 and grants nothing', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const payload = eventPayload('checkout.session.completed', paidSession(sessionId));
    const forged = await deliver(payload, sign(payload, { secret: 'whsec_not_ours' }));
    expect(forged.status).toBe(400);
    expect(forged.body.error?.code).toBe('INVALID_SIGNATURE');
    // Signed, then altered: the signature covers the exact bytes.
    const tampered = await deliver(payload.replace('"livemode":false', '"livemode":true'), sign(payload));
    expect(tampered.status).toBe(400);
    expect((await deliver(payload)).status).toBe(400);
    expect(await contactStatus(user, listing.id)).toBe(403);
    const { tx, access } = await rows(user.userId, sessionId, listing.id);
    expect(tx).toMatchObject([{ status: 'pending' }]);
    expect(access).toHaveLength(0);
    const id = JSON.parse(payload).id as string;
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(0);
  });

  it('an old timestamp is refused', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const payload = eventPayload('checkout.session.completed', paidSession(sessionId));
    const old = await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(old.status).toBe(400);
    expect(await contactStatus(user, listing.id)).toBe(403);
  });

  it('a delayed payment: completed unpaid grants nothing, async_payment_succeeded grants, _failed never does', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const unpaid = eventPayload('checkout.session.completed', {
      ...sessions.get(sessionId)!,
      status: 'complete',
    });
    expect((await deliver(unpaid, sign(unpaid))).status).toBe(200);
    expect(await contactStatus(user, listing.id)).toBe(403);
    const succeeded = eventPayload('checkout.session.async_payment_succeeded', paidSession(sessionId));
    expect((await deliver(succeeded, sign(succeeded))).status).toBe(200);
    expect(await contactStatus(user, listing.id)).toBe(200);

    const other = await buyer();
    const otherListing = await createCargo(t.database.db, ownerId);
    const failedId = await startCheckout(other, otherListing.id);
    const failed = eventPayload('checkout.session.async_payment_failed', {
      ...sessions.get(failedId)!,
      status: 'complete',
    });
    expect((await deliver(failed, sign(failed))).status).toBe(200);
    expect(await contactStatus(other, otherListing.id)).toBe(403);
    expect((await rows(other.userId, failedId, otherListing.id)).tx).toMatchObject([{ status: 'failed' }]);
  });

  it('works during maintenance, with no cookie and no Origin (it is authenticated by its signature)', async () => {
    const db = t.database.db;
    const user = await buyer();
    const listing = await createCargo(db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    await db.update(maintenanceSettings).set({ isEnabled: true }).where(eq(maintenanceSettings.id, 1));
    t.app.invalidateMaintenanceCache();
    try {
      // The control: an ordinary write is refused right now.
      const write = await requestCheckout(user, listing.id);
      expect(write.statusCode).toBe(503);
      const payload = eventPayload('checkout.session.completed', paidSession(sessionId));
      expect((await deliver(payload, sign(payload))).status).toBe(200);
    } finally {
      await db.update(maintenanceSettings).set({ isEnabled: false }).where(eq(maintenanceSettings.id, 1));
      t.app.invalidateMaintenanceCache();
    }
    expect(await contactStatus(user, listing.id)).toBe(200);
  });
});

describe('confirm on return', () => {
  it('grants when Stripe says paid although the webhook has not come; only for the checkout owner', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const notYet = await post(t.app, '/api/payments/confirm', { sessionId }, user.cookie);
    expect(notYet.json()).toEqual({ granted: false, itemType: 'cargo', itemId: listing.id });
    expect(await contactStatus(user, listing.id)).toBe(403);

    sessions.set(sessionId, paidSession(sessionId));
    const stranger = await buyer();
    expect((await post(t.app, '/api/payments/confirm', { sessionId }, stranger.cookie)).statusCode).toBe(404);
    expect(await contactStatus(stranger, listing.id)).toBe(403);

    const confirmed = await post(t.app, '/api/payments/confirm', { sessionId }, user.cookie);
    expect(confirmed.json()).toEqual({ granted: true, itemType: 'cargo', itemId: listing.id });
    expect(
      captured.some((c) => c.method === 'GET' && c.path.startsWith(`/v1/checkout/sessions/${sessionId}`)),
    ).toBe(true);
    expect(await contactStatus(user, listing.id)).toBe(200);

    // The webhook arriving afterwards changes nothing.
    const payload = eventPayload('checkout.session.completed', paidSession(sessionId));
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    const { tx, access } = await rows(user.userId, sessionId, listing.id);
    expect(tx).toHaveLength(1);
    expect(access).toHaveLength(1);
    expect(
      (await post(t.app, '/api/payments/confirm', { sessionId: 'cs_test_unknown' }, user.cookie)).statusCode,
    ).toBe(404);
  });
});

async function purchaseRows(userId: string, listingId: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.listingId, listingId)))
    .orderBy(creditTransactions.createdAt);
}
const sessionPosts = () => captured.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
const expirePosts = () => captured.filter((c) => c.method === 'POST' && c.path.endsWith('/expire'));
async function endSoon(sessionId: string) {
  await t.database.db
    .update(creditTransactions)
    .set({ expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(creditTransactions.providerRef, sessionId));
}
async function setPrice(value: number) {
  await t.database.db
    .update(pricingConfig)
    .set({ configValue: value })
    .where(eq(pricingConfig.configKey, 'contact_unlock_price'));
}

describe('one payable checkout per purchase', () => {
  it('parallel starts open one checkout; surplus sessions made at Stripe are expired at once', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestCheckout(user, listing.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const urls = new Set(answers.map((a) => a.json().url as string));
    expect(urls.size).toBe(1);
    const txs = await purchaseRows(user.userId, listing.id);
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({ status: 'pending', checkoutUrl: [...urls][0] });
    // Every session Stripe made beyond the one answered was ended, so only one can be paid.
    expect(expirePosts()).toHaveLength(sessionPosts().length - 1);
    expect(expirePosts().some((c) => c.path.includes(txs[0]!.providerRef!))).toBe(false);
  });

  it('a checkout near its end is expired at Stripe and replaced by a new one', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await startCheckout(user, listing.id);
    await endSoon(first);
    const second = await startCheckout(user, listing.id);
    expect(second).not.toBe(first);
    expect(expirePosts().map((c) => c.path)).toEqual([`/v1/checkout/sessions/${first}/expire`]);
    expect(sessions.get(first)!.status).toBe('expired');
    expect((await purchaseRows(user.userId, listing.id)).map((r) => [r.providerRef, r.status])).toEqual([
      [first, 'failed'],
      [second, 'pending'],
    ]);
  });

  it('a price change ends the checkout at the old price; the new one charges the new price', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await startCheckout(user, listing.id);
    await setPrice(3.5);
    try {
      const second = await startCheckout(user, listing.id);
      expect(second).not.toBe(first);
      expect(sessions.get(first)!.status).toBe('expired');
      expect(sessionPosts().at(-1)!.form.get('line_items[0][price_data][unit_amount]')).toBe('350');
      expect((await purchaseRows(user.userId, listing.id)).map((r) => [r.status, r.amount])).toEqual([
        ['failed', 2],
        ['pending', 3.5],
      ]);
    } finally {
      await setPrice(2);
    }
  });

  it('a checkout found paid when it is replaced is fulfilled; the start answers 409 and opens nothing', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await startCheckout(user, listing.id);
    // Paid at Stripe, the webhook not here yet.
    sessions.set(first, paidSession(first));
    await endSoon(first);
    const before = sessionPosts().length;
    const res = await requestCheckout(user, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_ENTITLED');
    expect(sessionPosts()).toHaveLength(before);
    expect(await contactStatus(user, listing.id)).toBe(200);
    expect((await purchaseRows(user.userId, listing.id)).map((r) => r.status)).toEqual(['completed']);
  });

  it('a delayed payment still settling blocks a new checkout with 409 PAYMENT_IN_PROGRESS', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await startCheckout(user, listing.id);
    sessions.set(first, { ...sessions.get(first)!, status: 'complete', payment_status: 'unpaid' });
    await endSoon(first);
    const res = await requestCheckout(user, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAYMENT_IN_PROGRESS');
    expect((await purchaseRows(user.userId, listing.id)).map((r) => r.status)).toEqual(['pending']);
  });

  it('checkout.session.expired marks the checkout failed; the next start opens a new one', async () => {
    const user = await buyer();
    const listing = await createCargo(t.database.db, ownerId);
    const first = await startCheckout(user, listing.id);
    const payload = eventPayload('checkout.session.expired', { ...sessions.get(first)!, status: 'expired' });
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect((await purchaseRows(user.userId, listing.id)).map((r) => r.status)).toEqual(['failed']);
    const second = await startCheckout(user, listing.id);
    expect(second).not.toBe(first);
    // Stripe ended it already: nothing to expire.
    expect(expirePosts()).toHaveLength(0);
  });
});

describe('a payment that buys nothing new', () => {
  it('a second completed session of an entitled buyer is kept, flagged duplicate; one access row', async () => {
    const db = t.database.db;
    const user = await buyer();
    const listing = await createCargo(db, ownerId);
    const first = await startCheckout(user, listing.id);
    // A second session for the same purchase, as the old code could open one (a pending row
    // from before checkouts expired takes no part in the one-open-checkout rule).
    const second = `cs_test_legacy_${unique('s').replace(/-/g, '')}`;
    sessions.set(second, {
      ...sessions.get(first)!,
      id: second,
      url: `https://checkout.stripe.test/c/pay/${second}`,
    });
    await db.insert(creditTransactions).values({
      userId: user.userId,
      amount: 2,
      listingType: 'cargo',
      listingId: listing.id,
      provider: 'stripe',
      providerRef: second,
      status: 'pending',
    });

    const paidFirst = eventPayload('checkout.session.completed', paidSession(first));
    expect((await deliver(paidFirst, sign(paidFirst))).body).toEqual({ received: true, duplicate: false });
    const paidSecond = eventPayload('checkout.session.completed', paidSession(second));
    expect((await deliver(paidSecond, sign(paidSecond))).body).toEqual({ received: true, duplicate: false });
    // A replay of the second changes nothing more.
    expect((await deliver(paidSecond, sign(paidSecond))).body).toEqual({ received: true, duplicate: true });

    const byRef = new Map((await purchaseRows(user.userId, listing.id)).map((r) => [r.providerRef, r]));
    expect(byRef.get(first)).toMatchObject({ status: 'completed', duplicate: false, amount: 2 });
    // The money was taken: recorded as paid, flagged for a refund.
    expect(byRef.get(second)).toMatchObject({ status: 'completed', duplicate: true, amount: 2 });
    const access = await db
      .select()
      .from(contactAccessLog)
      .where(and(eq(contactAccessLog.userId, user.userId), eq(contactAccessLog.listingId, listing.id)));
    expect(access.map((a) => a.paymentMethod)).toEqual(['stripe']);
  });

  it('paid after a credit unlock of the same item: the payment is flagged, the credit stays the access', async () => {
    const db = t.database.db;
    const user = await createSignedInUser(t.app);
    const listing = await createCargo(db, ownerId);
    const sessionId = await startCheckout(user, listing.id);
    const unlock = await post(t.app, `/api/contacts/cargo/${listing.id}/unlock`, undefined, user.cookie);
    expect(unlock.statusCode).toBe(200);
    sessions.set(sessionId, paidSession(sessionId));
    const confirmed = await post(t.app, '/api/payments/confirm', { sessionId }, user.cookie);
    expect(confirmed.json()).toEqual({ granted: true, itemType: 'cargo', itemId: listing.id });
    const { tx, access } = await rows(user.userId, sessionId, listing.id);
    expect(tx).toMatchObject([{ status: 'completed', duplicate: true }]);
    expect(access.map((a) => a.paymentMethod)).toEqual(['free_credit']);
  });
});
