import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { CONTACT_TARGET_TYPES, type ContactTargetType } from '@domain/plans';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import {
  WebhookSignatureError,
  type CheckoutSession,
  type CheckoutEvent,
  type CheckoutState,
  type PaymentProvider,
} from '../../platform/payments/provider';
import { purchasableTarget } from '../contacts/contacts.service';
import { describePayment } from '../receipts/receipt-description';
import {
  applyProviderSubscription,
  readSubscriptionForEvent,
  receiptContext,
  receiptForPaidInvoice,
  userOfSubscription,
} from '../subscriptions/billing.service';
import { getPublicSettings } from '../settings/settings.service';
import { fulfilPurchase, type Purchase } from './fulfilment';

import {
  failTransaction,
  findOpenCheckout,
  findTransaction,
  insertOpenCheckout,
  recordEvent,
  type TransactionRow,
} from './payments.repository';

export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  config: Config;
  log: FastifyBaseLogger;
};

const CURRENCY = 'EUR';
// Stripe takes an end 30 minutes to 24 hours after creation; the extra minute keeps the request
// valid when it reaches Stripe a moment after we computed it.
const CHECKOUT_LIFETIME_MS = 31 * 60_000;
// An open checkout this close to its end is replaced, not answered: paying takes the buyer a while.
const REUSE_MARGIN_MS = 5 * 60_000;

const unavailable = () => new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.payments.startError);
export const paymentNotFound = () => notFound(MESSAGES.payments.notFound, 'PAYMENT_NOT_FOUND');

/**
 * Where the provider sends the user back: `/` with the spec's parameters. Stripe needs absolute
 * URLs (PUBLIC_URL) and fills in {CHECKOUT_SESSION_ID}; the demo page lives on our own site, so
 * its URLs are site-relative and work on whatever origin the user is on.
 */
export function returnUrls(base: string, type: ContactTargetType, id: string) {
  const common = `listing=${encodeURIComponent(id)}&type=${type}`;
  return {
    success: `${base}/?payment=success&${common}&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${base}/?payment=cancelled&${common}`,
  };
}

function baseUrl(ctx: PaymentsContext): string {
  return ctx.provider.name === 'demo' ? '' : ctx.config.publicUrl;
}

/**
 * POST /api/payments/contact-checkout. One payable checkout per buyer and item: while the buyer's
 * open checkout for the item has time left at the current price, every start (a double click,
 * a second tab) answers its URL. Otherwise that one is ended at the provider first, then a new
 * one opens; of parallel starts, the unique index lets one row in and the others answer it.
 */
export async function startContactCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
): Promise<{ url: string }> {
  const target = await purchasableTarget(ctx.db, viewer, type, id);
  const { prices } = await getPublicSettings(ctx.db, ctx.config);
  const amount = prices.contactUnlockPrice;
  const existing = await findOpenCheckout(ctx.db, viewer.userId, type, target.id);
  if (existing?.checkoutUrl && reusable(ctx, existing, amount)) return { url: existing.checkoutUrl };
  if (existing) await retire(ctx, existing);

  const urls = returnUrls(baseUrl(ctx), type, target.id);
  let session: CheckoutSession;
  try {
    session = await ctx.provider.createCheckout({
      userId: viewer.userId,
      email: viewer.email,
      itemType: type,
      itemId: target.id,
      amount,
      currency: CURRENCY,
      // The provider's checkout page names the purchase in the buyer's language.
      description: describePayment({ kind: 'contact', type, label: target.label }, viewer.language),
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
      idempotencyKey: `veoturg-checkout-${randomUUID()}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'payment checkout could not start');
    throw unavailable();
  }
  const inserted = await insertOpenCheckout(ctx.db, {
    userId: viewer.userId,
    amount,
    currency: CURRENCY,
    listingType: type,
    listingId: target.id,
    provider: ctx.provider.name,
    providerRef: session.id,
    checkoutUrl: session.url,
    expiresAt: session.expiresAt,
  });
  if (inserted) return { url: session.url };
  // A parallel start of the same purchase got its row in first: answer that checkout, and end
  // ours, whose URL nobody has seen.
  await discard(ctx, session.id);
  const winner = await findOpenCheckout(ctx.db, viewer.userId, type, target.id);
  if (!winner?.checkoutUrl) throw unavailable();
  return { url: winner.checkoutUrl };
}

function reusable(ctx: PaymentsContext, row: TransactionRow, amount: number): boolean {
  return (
    row.provider === ctx.provider.name &&
    row.currency === CURRENCY &&
    Number(row.amount).toFixed(2) === amount.toFixed(2) &&
    row.expiresAt !== null &&
    row.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS
  );
}

/**
 * Ends an open checkout that may no longer be answered (near its end, an old price) before a new
 * one opens, so two payable checkouts for one purchase never exist at once. One paid meanwhile is
 * fulfilled, and the buyer has what they came for: 409. A row of a provider that no longer runs
 * cannot be paid through us any more and is only marked failed.
 */
async function retire(ctx: PaymentsContext, row: TransactionRow): Promise<void> {
  const provider = row.provider ?? '';
  const ref = row.providerRef ?? '';
  let state: CheckoutState | null = null;
  if (provider === ctx.provider.name) {
    try {
      state = await ctx.provider.expire(ref);
    } catch (error) {
      ctx.log.error({ err: error, provider, ref }, 'payment: an old checkout could not be ended');
      throw unavailable();
    }
  }
  const item = itemOf({ itemType: row.listingType ?? '', itemId: row.listingId ?? '' });
  if (state?.paid && item) {
    await fulfil(ctx, ctx.db, {
      provider: ctx.provider.name,
      ref,
      userId: row.userId,
      ...item,
      amount: state.amount ?? Number(row.amount),
      currency: state.currency ?? row.currency,
    });
    throw new AppError(409, 'ALREADY_ENTITLED', MESSAGES.contacts.alreadyEntitled);
  }
  // Finished with a delayed method (e.g. a bank debit): its outcome is still to come.
  if (state?.status === 'complete') throw conflict(MESSAGES.payments.inProgress, 'PAYMENT_IN_PROGRESS');
  if (state?.status === 'open') {
    ctx.log.error({ provider, ref }, 'payment: an old checkout is still open after ending it');
    throw unavailable();
  }
  await failTransaction(ctx.db, provider, ref);
}

async function discard(ctx: PaymentsContext, ref: string): Promise<void> {
  try {
    await ctx.provider.expire(ref);
  } catch (error) {
    // Unreachable for the buyer (its URL was never answered) and it expires on its own.
    ctx.log.warn({ err: error, provider: ctx.provider.name, ref }, 'payment: a surplus checkout stays open');
  }
}

/** fulfilPurchase, plus the warning support acts on when a payment bought nothing new. */
async function fulfil(ctx: PaymentsContext, db: Db, purchase: Purchase) {
  const result = await fulfilPurchase(db, purchase, { receipt: receiptContext(ctx.config) });
  if (result.duplicate) {
    const { provider, ref, userId, itemType, itemId, amount, currency } = purchase;
    ctx.log.warn(
      { transactionId: result.transactionId, provider, ref, userId, itemType, itemId, amount, currency },
      'payment completed although the buyer already had access: refund it (credit_transactions.duplicate)',
    );
  }
  return result;
}

type Item = { itemType: ContactTargetType; itemId: string };

function itemOf(metadata: Record<string, string>): Item | null {
  const itemType = metadata.itemType as ContactTargetType;
  const itemId = metadata.itemId ?? '';
  if (!CONTACT_TARGET_TYPES.includes(itemType)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(itemId)) return null;
  return { itemType, itemId };
}

/**
 * POST /api/payments/confirm: on the return from the payment page, asks the provider about the
 * checkout (only the user's own) and fulfils it when paid, so access shows even when the webhook
 * is late. The URL's `payment=success` alone never grants anything.
 */
export async function confirmCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  sessionId: string,
): Promise<{ granted: boolean } & Item> {
  const row = await findTransaction(ctx.db, ctx.provider.name, sessionId);
  if (row && row.userId !== viewer.userId) throw paymentNotFound();
  if (row?.status === 'completed' && row.listingType && row.listingId) {
    return { granted: true, itemType: row.listingType as ContactTargetType, itemId: row.listingId };
  }
  let state: CheckoutState | null;
  try {
    state = await ctx.provider.retrieve(sessionId);
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'payment look-up failed');
    throw unavailable();
  }
  if (!state || state.metadata.userId !== viewer.userId) throw paymentNotFound();
  const item = itemOf(state.metadata);
  if (!item) throw paymentNotFound();
  if (!state.paid) return { granted: false, ...item };
  const result = await fulfil(ctx, ctx.db, {
    provider: ctx.provider.name,
    ref: sessionId,
    userId: viewer.userId,
    ...item,
    amount: state.amount ?? Number(row?.amount ?? 0),
    currency: state.currency ?? CURRENCY,
  });
  return { granted: result.granted, ...item };
}

// The events that concern premium (docs/api.md, "Subscription and billing"). A subscription-mode
// checkout's completion arrives with no contact purchase in it (parseWebhook leaves `checkout` null).
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * A premium event: the subscription is read again from the provider first (outside the transaction,
 * and before the event counts as handled, so a failed read is retried by the provider), then the
 * event id is recorded and the provider's state written in one transaction: a replay or an older
 * event changes nothing wrong.
 */
async function handleSubscriptionEvent(
  ctx: PaymentsContext,
  event: CheckoutEvent,
): Promise<{ received: true; duplicate: boolean }> {
  let state;
  try {
    state = await readSubscriptionForEvent(ctx, event);
  } catch (error) {
    ctx.log.error({ err: error, event: event.id }, 'payment webhook: the subscription could not be read');
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.subscription.checkError);
  }
  const fresh = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, { id: event.id, provider: ctx.provider.name, type: event.type })))
      return false;
    if (state) await applyProviderSubscription(tx, state, ctx.log);
    // A paid month: its receipt, once per invoice (a replay under another event id adds nothing).
    const userId = state ? await userOfSubscription(tx, state) : undefined;
    if (event.invoice && userId) await receiptForPaidInvoice(tx, ctx, userId, event.invoice);
    return true;
  });
  return { received: true, duplicate: !fresh };
}

/** POST /api/payments/webhook: verified, recorded once, handled in the same transaction. */
export async function handleWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const { provider } = ctx;
  if (!provider.parseWebhook)
    throw notFound(MESSAGES.payments.webhookNotConfigured, 'WEBHOOK_NOT_CONFIGURED');
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      ctx.log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
      throw badRequest(MESSAGES.payments.invalidSignature, undefined, 'INVALID_SIGNATURE');
    }
    throw error;
  }
  if (SUBSCRIPTION_EVENTS.has(event.type) || (event.subscriptionId && !event.checkout)) {
    return handleSubscriptionEvent(ctx, event);
  }
  const fresh = await ctx.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, { id: event.id, provider: provider.name, type: event.type }))) return false;
    const checkout = event.checkout;
    if (!checkout) return true;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // completed with payment_status "unpaid": a delayed method; async_payment_succeeded follows.
        if (!checkout.paid) return true;
        const item = itemOf(checkout.metadata);
        const userId = checkout.metadata.userId;
        if (!item || !userId) {
          ctx.log.warn({ event: event.id }, 'payment webhook: checkout without our metadata, ignored');
          return true;
        }
        const pending = await findTransaction(tx, provider.name, checkout.id);
        await fulfil(ctx, tx, {
          provider: provider.name,
          ref: checkout.id,
          userId,
          ...item,
          amount: checkout.amount ?? Number(pending?.amount ?? 0),
          currency: checkout.currency ?? CURRENCY,
        });
        return true;
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await failTransaction(tx, provider.name, checkout.id);
        return true;
      default:
        return true;
    }
  });
  return { received: true, duplicate: !fresh };
}
