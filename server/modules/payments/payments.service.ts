import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoCheckout } from '@domain/credits';
import { MESSAGES } from '@domain/messages';
import { CONTACT_TARGET_TYPES, type ContactTargetType } from '@domain/plans';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import {
  WebhookSignatureError,
  type CheckoutState,
  type PaymentProvider,
} from '../../platform/payments/provider';
import { findTarget, purchasableTarget, type ContactTarget } from '../contacts/contacts.service';
import { getPublicSettings } from '../settings/settings.service';
import { fulfilPurchase } from './fulfilment';
import { failTransaction, findTransaction, insertPending, recordEvent } from './payments.repository';

export type PaymentsContext = {
  db: Db;
  provider: PaymentProvider;
  config: Config;
  log: FastifyBaseLogger;
};

const CURRENCY = 'EUR';
// Starts of the same purchase within this window reuse one checkout (a double click, a retry).
const IDEMPOTENCY_WINDOW_MS = 15 * 60_000;

const unavailable = () => new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.payments.startError);
const paymentNotFound = () => notFound(MESSAGES.payments.notFound, 'PAYMENT_NOT_FOUND');

const TYPE_LABEL: Record<ContactTargetType, string> = {
  cargo: 'kaubakuulutus',
  transport: 'vaba transpordi kuulutus',
  company: 'ettevõte',
};

function describe(target: Pick<ContactTarget, 'type' | 'label'>): string {
  return `Kontaktandmete avamine: ${TYPE_LABEL[target.type]} ${target.label}`.trim();
}

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

/** POST /api/payments/contact-checkout */
export async function startContactCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  type: ContactTargetType,
  id: string,
): Promise<{ url: string }> {
  const target = await purchasableTarget(ctx.db, viewer, type, id);
  const { prices } = await getPublicSettings(ctx.db, ctx.config);
  const amount = prices.contactUnlockPrice;
  const urls = returnUrls(baseUrl(ctx), type, target.id);
  const bucket = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS);
  const idempotencyKey = createHash('sha256')
    .update(['contact-unlock', viewer.userId, type, target.id, amount.toFixed(2), CURRENCY, bucket].join('|'))
    .digest('hex');
  let session;
  try {
    session = await ctx.provider.createCheckout({
      userId: viewer.userId,
      email: viewer.email,
      itemType: type,
      itemId: target.id,
      amount,
      currency: CURRENCY,
      description: describe(target),
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      idempotencyKey: `veoturg-${idempotencyKey}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'payment checkout could not start');
    throw unavailable();
  }
  await insertPending(ctx.db, {
    userId: viewer.userId,
    amount,
    currency: CURRENCY,
    listingType: type,
    listingId: target.id,
    provider: ctx.provider.name,
    providerRef: session.id,
  });
  return { url: session.url };
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
  const result = await fulfilPurchase(ctx.db, {
    provider: ctx.provider.name,
    ref: sessionId,
    userId: viewer.userId,
    ...item,
    amount: state.amount ?? Number(row?.amount ?? 0),
    currency: state.currency ?? CURRENCY,
  });
  return { granted: result.granted, ...item };
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
  const fresh = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
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
        await fulfilPurchase(tx, {
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

async function ownDemoCheckout(ctx: PaymentsContext, viewer: Viewer, id: string) {
  if (ctx.provider.name !== 'demo') throw paymentNotFound();
  const row = await findTransaction(ctx.db, 'demo', id);
  // Another user's checkout does not exist for this viewer.
  if (!row || row.userId !== viewer.userId || !row.listingType || !row.listingId) throw paymentNotFound();
  return { ...row, listingType: row.listingType as ContactTargetType, listingId: row.listingId };
}

/** GET /api/payments/demo/{id}: what the demo checkout page shows, to its own user only. */
export async function getDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
): Promise<DemoCheckout> {
  const row = await ownDemoCheckout(ctx, viewer, id);
  const target = await findTarget(ctx.db, row.listingType, row.listingId);
  return {
    id,
    amount: Number(row.amount),
    currency: row.currency,
    description: describe({ type: row.listingType, label: target?.label ?? '' }),
    itemType: row.listingType,
    itemId: row.listingId,
    status: row.status === 'completed' ? 'completed' : row.status === 'pending' ? 'pending' : 'failed',
  };
}

/** POST /api/payments/demo/{id}/pay: the demo's "payment confirmed", through the one fulfilment. */
export async function payDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
): Promise<{ redirectUrl: string }> {
  const row = await ownDemoCheckout(ctx, viewer, id);
  if (row.status !== 'pending' && row.status !== 'completed') {
    throw conflict(MESSAGES.payments.alreadyCancelled, 'PAYMENT_CANCELLED');
  }
  const result = await fulfilPurchase(ctx.db, {
    provider: 'demo',
    ref: id,
    userId: viewer.userId,
    itemType: row.listingType,
    itemId: row.listingId,
    amount: Number(row.amount),
    currency: row.currency,
  });
  // Cancelled in between (another tab): the cancel won.
  if (!result.granted) throw conflict(MESSAGES.payments.alreadyCancelled, 'PAYMENT_CANCELLED');
  const urls = returnUrls('', row.listingType, row.listingId);
  return { redirectUrl: urls.success.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) };
}

/** POST /api/payments/demo/{id}/cancel: nothing is granted; a paid checkout cannot be cancelled. */
export async function cancelDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
): Promise<{ redirectUrl: string }> {
  const row = await ownDemoCheckout(ctx, viewer, id);
  if (row.status === 'completed') throw conflict(MESSAGES.payments.alreadyPaid, 'PAYMENT_COMPLETED');
  if (row.status === 'pending' && !(await failTransaction(ctx.db, 'demo', id))) {
    const now = await findTransaction(ctx.db, 'demo', id);
    if (now?.status === 'completed') throw conflict(MESSAGES.payments.alreadyPaid, 'PAYMENT_COMPLETED');
  }
  return { redirectUrl: returnUrls('', row.listingType, row.listingId).cancel };
}
