import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Invoice, Subscription } from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import { billingMonthEnd } from '@domain/plans';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { AppError, conflict } from '../../platform/errors';
import { demoCustomerId, demoSubscriptionId } from '../../platform/payments/demo';
import type { PaidInvoice, PaymentProvider, ProviderSubscription } from '../../platform/payments/provider';
import type { Locale } from '@domain/locales';
import { storedDescription } from '../receipts/receipt-description';
import { myReceipts, recordReceipt, type ReceiptMailContext } from '../receipts/receipts.service';
import { getPublicSettings } from '../settings/settings.service';
import {
  completeSubscriptionCheckout,
  findSubscriptionsDue,
  findSubscriber,
  findSubscriberByCustomer,
  findSubscriptionCheckout,
  endExpiredTrials,
  insertInvoice,
  insertSubscriptionCheckout,
  saveCustomer,
  writeSubscription,
} from './subscriptions.repository';
import { presentSubscription } from './subscriptions.service';

export type BillingContext = { db: Db; provider: PaymentProvider; config: Config; log: FastifyBaseLogger };

const CURRENCY = 'EUR';
const PREMIUM_DESCRIPTION = storedDescription({ kind: 'subscription' });
// Provider states in which the subscription still gives access until its period ends: "past_due"
// is a failed renewal the provider keeps retrying, and the user is asked to update the card.
const RUNNING_STATUSES = new Set(['active', 'trialing', 'past_due']);

const unavailable = () => new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.subscription.checkoutError);
const notSubscribed = () => conflict(MESSAGES.subscription.notSubscribed, 'NOT_SUBSCRIBED');

/** Where the browser comes back to after the provider's checkout or portal. */
function returnBase(ctx: BillingContext): string {
  return ctx.provider.name === 'demo' ? '' : ctx.config.publicUrl;
}

/**
 * POST /api/subscription/checkout: the provider's checkout for a month of premium at today's price
 * (the price of our settings: a change applies to new checkouts only). The customer is created once
 * and kept. A running trial's rest is kept: the paid period starts after it.
 */
export async function startSubscriptionCheckout(ctx: BillingContext, viewer: Viewer, now = new Date()) {
  const row = await findSubscriber(ctx.db, viewer.userId);
  if (presentSubscription(row, now).subscribed)
    throw conflict(MESSAGES.trial.alreadyPremium, 'ALREADY_PREMIUM');
  const { prices } = await getPublicSettings(ctx.db, ctx.config);
  const trialRunning = !!row?.isTrial && !!row.trialEnd && row.trialEnd > now;
  const base = returnBase(ctx);
  let session;
  try {
    session = await ctx.provider.billing.startCheckout({
      userId: viewer.userId,
      email: viewer.email,
      customerId: row?.paymentCustomerId ?? null,
      amount: prices.premiumMonthlyPrice,
      currency: CURRENCY,
      description: PREMIUM_DESCRIPTION,
      trialEnd: trialRunning ? row.trialEnd : null,
      successUrl: `${base}/hinnad?subscription=success`,
      cancelUrl: `${base}/hinnad?subscription=cancelled`,
      idempotencyKey: `veoturg-subscription-${randomUUID()}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'subscription checkout could not start');
    throw unavailable();
  }
  await ctx.db.transaction(async (tx) => {
    if (row?.paymentCustomerId !== session.customerId) {
      await saveCustomer(tx, viewer.userId, viewer.email, session.customerId, now);
    }
    await insertSubscriptionCheckout(tx, {
      userId: viewer.userId,
      amount: prices.premiumMonthlyPrice,
      currency: CURRENCY,
      provider: ctx.provider.name,
      providerRef: session.id,
      checkoutUrl: session.url,
      expiresAt: session.expiresAt,
    });
  });
  return { url: session.url };
}

/** POST /api/subscription/portal: the provider's billing portal for this user's customer. */
export async function openPortal(ctx: BillingContext, viewer: Viewer): Promise<{ url: string }> {
  const row = await findSubscriber(ctx.db, viewer.userId);
  if (!row?.paymentCustomerId) throw conflict(MESSAGES.subscription.noBilling, 'NO_BILLING');
  try {
    return { url: await ctx.provider.billing.portalUrl(row.paymentCustomerId, `${returnBase(ctx)}/hinnad`) };
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'billing portal could not open');
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.subscription.portalError);
  }
}

/** POST /api/subscription/cancel and /resume: at the provider first, then its answer is stored. */
export async function setCancellation(
  ctx: BillingContext,
  viewer: Viewer,
  cancel: boolean,
  now = new Date(),
): Promise<Subscription> {
  const row = await findSubscriber(ctx.db, viewer.userId);
  const current = presentSubscription(row, now);
  if (!current.subscribed || !row?.paymentSubscriptionId) throw notSubscribed();
  if (current.cancelAtPeriodEnd === cancel) return current;
  let state: ProviderSubscription;
  try {
    state = await ctx.provider.billing.setCancelAtPeriodEnd(row.paymentSubscriptionId, cancel);
  } catch (error) {
    ctx.log.error({ err: error, provider: ctx.provider.name }, 'subscription cancellation change failed');
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', MESSAGES.subscription.cancelError);
  }
  await applyProviderSubscription(ctx.db, state, ctx.log, now);
  return presentSubscription(await findSubscriber(ctx.db, viewer.userId), now);
}

/**
 * Ends a paid subscription at the provider at once (an admin's "free", a deleted account), so it is
 * never renewed. The stored state is the caller's to write; the provider's webhook confirms it later.
 */
export async function cancelPaidSubscriptionNow(
  ctx: Pick<BillingContext, 'provider' | 'log'>,
  subscriptionId: string,
): Promise<void> {
  try {
    await ctx.provider.billing.cancelNow(subscriptionId);
  } catch (error) {
    ctx.log.error(
      { err: error, provider: ctx.provider.name, subscription: subscriptionId },
      'subscription could not be cancelled at once',
    );
    throw new AppError(502, 'PAYMENT_UNAVAILABLE', ADMIN_MESSAGES.setSubscriptionError);
  }
}

/**
 * GET /api/me/invoices: the user's receipts (every payment, every plan: docs/decisions/0046), each
 * named in the request's language.
 */
export async function myInvoices(
  ctx: BillingContext,
  viewer: Viewer,
  locale: Locale,
): Promise<{ items: Invoice[] }> {
  return myReceipts(ctx.db, viewer.userId, locale);
}

/** What a receipt mail needs of the settings: the site's address and the support line. */
export function receiptContext(config: Config): ReceiptMailContext {
  return { publicUrl: config.publicUrl, support: config.support };
}

/** The receipt of a demo invoice just issued, in its transaction. */
async function receiptForDemoInvoice(
  tx: DbOrTx,
  ctx: BillingContext,
  invoice: {
    id: string;
    userId: string;
    description: string;
    amount: number;
    currency: string;
    paidAt: Date;
  },
) {
  await recordReceipt(
    tx,
    {
      userId: invoice.userId,
      item: { kind: 'subscription' },
      description: invoice.description,
      amount: invoice.amount,
      currency: invoice.currency,
      provider: 'demo',
      ref: invoice.id,
      hostedUrl: `/api/subscription/demo/invoices/${invoice.id}`,
      pdfUrl: null,
      paidAt: invoice.paidAt,
    },
    receiptContext(ctx.config),
  );
}

/**
 * A paid Stripe invoice (the `invoice.paid` webhook, verified): its receipt, once per invoice
 * whatever replays; a 0 € invoice (a subscription that starts after the trial's rest) is no payment.
 */
export async function receiptForPaidInvoice(
  tx: DbOrTx,
  ctx: BillingContext,
  userId: string,
  invoice: PaidInvoice,
) {
  if (invoice.amount <= 0) return;
  await recordReceipt(
    tx,
    {
      userId,
      item: { kind: 'subscription' },
      // The provider's own words for the record; the pages and mails say "Premium (1 month)".
      description: invoice.description || PREMIUM_DESCRIPTION,
      amount: invoice.amount,
      currency: invoice.currency,
      provider: ctx.provider.name,
      ref: invoice.id,
      hostedUrl: invoice.hostedUrl,
      pdfUrl: invoice.pdfUrl,
      paidAt: invoice.paidAt,
    },
    receiptContext(ctx.config),
  );
}

/**
 * THE way the provider's word becomes our stored subscription (webhooks, the reconciliation, a
 * cancel or resume): whatever order events come in, the state written is the provider's current one.
 * A subscription that no longer runs never overwrites another one that does (a replaced subscription's
 * late "deleted" event).
 */
export async function applyProviderSubscription(
  db: DbOrTx,
  state: ProviderSubscription,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<void> {
  const byCustomer = state.customerId ? await findSubscriberByCustomer(db, state.customerId) : undefined;
  const userId = state.userId ?? byCustomer?.userId;
  if (!userId) {
    log.warn({ subscription: state.id }, 'subscription of an unknown customer, ignored');
    return;
  }
  const running =
    RUNNING_STATUSES.has(state.status) && state.currentPeriodEnd !== null && state.currentPeriodEnd > now;
  const stored = await findSubscriber(db, userId);
  const storedRunning = presentSubscription(stored, now).subscribed;
  if (!running && storedRunning && stored?.paymentSubscriptionId !== state.id) return;
  await writeSubscription(
    db,
    userId,
    {
      subscribed: running,
      subscriptionEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: running && state.cancelAtPeriodEnd,
      paymentCustomerId: state.customerId,
      paymentSubscriptionId: state.id,
    },
    now,
  );
}

/** Whose subscription it is: our user id in its metadata, or the user of its customer. */
export async function userOfSubscription(
  db: DbOrTx,
  state: ProviderSubscription,
): Promise<string | undefined> {
  if (state.userId) return state.userId;
  return state.customerId ? (await findSubscriberByCustomer(db, state.customerId))?.userId : undefined;
}

/**
 * A subscription webhook (checkout completed in subscription mode, subscription created, updated or
 * deleted, invoice paid or failed): the subscription is read again from the provider, so the event's
 * own copy (perhaps older than another already handled) decides nothing.
 */
export async function readSubscriptionForEvent(
  ctx: BillingContext,
  event: { type: string; subscriptionId: string | null },
): Promise<ProviderSubscription | null> {
  if (!event.subscriptionId) return null;
  return ctx.provider.billing.retrieve(event.subscriptionId);
}

// Stripe renews at the period end; a subscription is read again from this long before it on, so a
// renewal (or an end) whose webhook never came shows within one run of the job.
const RENEWAL_WINDOW_MS = 60 * 60_000;

/**
 * Runs every few minutes: the subscriptions whose paid period ends (or ended) are read again from
 * the provider, so a missed webhook cannot leave anyone with access they stopped paying for, or
 * without what they paid for; the demo provider's are renewed or ended there; finished trials end.
 * Only those due are asked, so the provider's API is not called for every subscriber each time.
 */
export async function reconcileSubscriptions(ctx: BillingContext, now = new Date()) {
  const demo = ctx.provider.name === 'demo';
  const dueBy = demo ? now : new Date(now.getTime() + RENEWAL_WINDOW_MS);
  let checked = 0;
  for (const row of await findSubscriptionsDue(ctx.db, dueBy)) {
    const id = row.paymentSubscriptionId!;
    // A subscription of the other provider (the keys changed) cannot be asked here.
    if (demo !== (id === demoSubscriptionId(row.userId))) continue;
    if (demo) await renewOrEndDemoSubscription(ctx, row.userId, dueBy, now);
    else {
      const state = await ctx.provider.billing.retrieve(id);
      if (state) await applyProviderSubscription(ctx.db, state, ctx.log, now);
    }
    checked += 1;
  }
  const trialsEnded = await endExpiredTrials(ctx.db, now);
  return { checked, trialsEnded };
}

/**
 * The demo provider's Pay for a premium checkout: the checkout completes and a month of premium
 * starts (after a running trial's rest), with its paid invoice. Idempotent: a second Pay finds the
 * checkout completed and changes nothing.
 */
export async function payDemoSubscription(
  ctx: BillingContext,
  userId: string,
  checkoutId: string,
  now = new Date(),
) {
  await ctx.db.transaction(async (tx) => {
    const checkout = await findSubscriptionCheckout(tx, 'demo', checkoutId);
    if (!checkout || !(await completeSubscriptionCheckout(tx, 'demo', checkoutId))) return;
    const row = await findSubscriber(tx, userId);
    const trialEnd = row?.isTrial && row.trialEnd && row.trialEnd > now ? row.trialEnd : null;
    const start = trialEnd ?? now;
    const end = billingMonthEnd(start);
    await writeSubscription(
      tx,
      userId,
      {
        subscribed: true,
        subscriptionEnd: end,
        cancelAtPeriodEnd: false,
        paymentCustomerId: demoCustomerId(userId),
        paymentSubscriptionId: demoSubscriptionId(userId),
      },
      now,
    );
    const invoice = await insertInvoice(tx, {
      userId,
      description: PREMIUM_DESCRIPTION,
      amount: Number(checkout.amount),
      currency: checkout.currency,
      periodStart: start,
      periodEnd: end,
    });
    await receiptForDemoInvoice(tx, ctx, { ...invoice, paidAt: now });
  });
}

/**
 * POST /api/subscription/demo/renew: the demo portal's "renew now", as the monthly renewal would.
 * It renews the current period only: once the next month is paid (a renewal done, also by a
 * parallel request), it answers 409 ALREADY_RENEWED until that month has begun.
 */
export async function renewDemoNow(
  ctx: BillingContext,
  viewer: Viewer,
  now = new Date(),
): Promise<Subscription> {
  if (!presentSubscription(await findSubscriber(ctx.db, viewer.userId), now).subscribed)
    throw notSubscribed();
  const outcome = await renewOrEndDemoSubscription(ctx, viewer.userId, billingMonthEnd(now), now);
  const row = await findSubscriber(ctx.db, viewer.userId);
  if (outcome === 'not due' && !row?.cancelAtPeriodEnd) {
    throw conflict(MESSAGES.subscription.alreadyRenewed, 'ALREADY_RENEWED');
  }
  return presentSubscription(row, now);
}

/**
 * The demo's monthly renewal of a subscription whose period ends by `dueBy`: one that was not
 * cancelled runs another month from its end at today's price, with its invoice; a cancelled one
 * ends at its end and the account is free again. The row is locked and its end read again in the
 * transaction, so of several callers at once (parallel requests, every instance's reconciliation)
 * one renews and the others find the end a month later, no longer due, and change nothing.
 */
async function renewOrEndDemoSubscription(
  ctx: BillingContext,
  userId: string,
  dueBy: Date,
  now = new Date(),
): Promise<'renewed' | 'ended' | 'not due'> {
  const { prices } = await getPublicSettings(ctx.db, ctx.config);
  return ctx.db.transaction(async (tx) => {
    const row = await findSubscriber(tx, userId, { forUpdate: true });
    if (!row?.subscribed || !row.subscriptionEnd || row.subscriptionEnd > dueBy) return 'not due';
    const base = {
      paymentCustomerId: demoCustomerId(userId),
      paymentSubscriptionId: demoSubscriptionId(userId),
    };
    if (row.cancelAtPeriodEnd) {
      if (row.subscriptionEnd > now) return 'not due';
      await writeSubscription(
        tx,
        userId,
        { ...base, subscribed: false, subscriptionEnd: row.subscriptionEnd, cancelAtPeriodEnd: false },
        now,
      );
      return 'ended';
    }
    // A renewal "now" (the demo portal's button) starts the next month at the current end.
    const start = row.subscriptionEnd;
    const end = billingMonthEnd(start);
    await writeSubscription(
      tx,
      userId,
      { ...base, subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: false },
      now,
    );
    const invoice = await insertInvoice(tx, {
      userId,
      description: PREMIUM_DESCRIPTION,
      amount: prices.premiumMonthlyPrice,
      currency: CURRENCY,
      periodStart: start,
      periodEnd: end,
    });
    await receiptForDemoInvoice(tx, ctx, { ...invoice, paidAt: now });
    return 'renewed';
  });
}

/** The reconciliation every few minutes on each instance (idempotent, so several instances are harmless). */
export function startSubscriptionJob(ctx: BillingContext, everyMs = 5 * 60_000): () => void {
  const run = () =>
    reconcileSubscriptions(ctx)
      .then(({ checked, trialsEnded }) => {
        if (trialsEnded > 0) ctx.log.info({ checked, trialsEnded }, 'subscriptions reconciled');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'subscription reconciliation failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
