import type { DemoCheckout } from '@domain/credits';
import { MESSAGES } from '@domain/messages';
import type { Locale } from '@domain/locales';
import type { ContactTargetType } from '@domain/plans';
import type { Viewer } from '../../platform/auth/session';
import { AppError, conflict } from '../../platform/errors';
import { findTarget, purchasableTarget } from '../contacts/contacts.service';
import { AlreadyGrantedError, fulfilPurchase } from './fulfilment';
import { describePayment } from '../receipts/receipt-description';
import { payDemoSubscription, receiptContext } from '../subscriptions/billing.service';
import { mySubscription } from '../subscriptions/subscriptions.service';
import { failTransaction, findTransaction } from './payments.repository';
import { paymentNotFound, returnUrls, type PaymentsContext } from './payments.service';

/**
 * The demo provider's own checkout page (/demo-makse/{id}), used when Stripe is not configured: it
 * shows the purchase, and its Pay goes through the same fulfilment as a Stripe payment.
 */

async function ownDemoRow(ctx: PaymentsContext, viewer: Viewer, id: string) {
  if (ctx.provider.name !== 'demo') throw paymentNotFound();
  const row = await findTransaction(ctx.db, 'demo', id);
  // Another user's checkout does not exist for this viewer.
  if (!row || row.userId !== viewer.userId) throw paymentNotFound();
  return row;
}

async function ownDemoCheckout(ctx: PaymentsContext, viewer: Viewer, id: string) {
  const row = await ownDemoRow(ctx, viewer, id);
  if (!row.listingType || !row.listingId) throw paymentNotFound();
  return { ...row, listingType: row.listingType as ContactTargetType, listingId: row.listingId };
}

const demoStatus = (status: string) =>
  status === 'completed' ? 'completed' : status === 'pending' ? 'pending' : ('failed' as const);

const SUBSCRIPTION_RETURN = {
  success: '/hinnad?subscription=success',
  cancel: '/hinnad?subscription=cancelled',
};

/** The demo page's Pay for a month of premium; the same refusals as a contact's where they apply. */
async function payDemoSubscriptionCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  row: Awaited<ReturnType<typeof ownDemoRow>>,
): Promise<{ redirectUrl: string }> {
  if (row.status === 'completed') return { redirectUrl: SUBSCRIPTION_RETURN.success };
  if (row.status !== 'pending') throw conflict(MESSAGES.payments.alreadyCancelled, 'PAYMENT_CANCELLED');
  const refuse = async (message: string, code: string): Promise<never> => {
    await failTransaction(ctx.db, 'demo', row.providerRef ?? '');
    throw conflict(message, code);
  };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
    return refuse(MESSAGES.payments.expired, 'PAYMENT_EXPIRED');
  if ((await mySubscription(ctx.db, viewer)).subscribed)
    return refuse(MESSAGES.trial.alreadyPremium, 'ALREADY_PREMIUM');
  await payDemoSubscription(ctx, viewer.userId, row.providerRef ?? '');
  return { redirectUrl: SUBSCRIPTION_RETURN.success };
}

/**
 * GET /api/payments/demo/{id}: what the demo checkout page shows, to its own user only, the
 * purchase named in the page's language.
 */
export async function getDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
  locale: Locale,
): Promise<DemoCheckout> {
  const own = await ownDemoRow(ctx, viewer, id);
  if (own.kind === 'subscription') {
    return {
      id,
      amount: Number(own.amount),
      currency: own.currency,
      description: describePayment({ kind: 'subscription' }, locale),
      itemType: 'subscription',
      itemId: '',
      status: demoStatus(own.status),
    };
  }
  const row = await ownDemoCheckout(ctx, viewer, id);
  const target = await findTarget(ctx.db, row.listingType, row.listingId);
  return {
    id,
    amount: Number(row.amount),
    currency: row.currency,
    description: describePayment(
      { kind: 'contact', type: row.listingType, label: target?.label ?? '' },
      locale,
    ),
    itemType: row.listingType,
    itemId: row.listingId,
    status: demoStatus(row.status),
  };
}

/**
 * POST /api/payments/demo/{id}/pay: the demo's "payment confirmed", through the one fulfilment.
 * No money has moved yet, so a Pay that would buy nothing is refused rather than recorded: the
 * checkout ended, the buyer already has access (a credit, another tab), or the item is no longer
 * shown. The refused checkout is ended, so it cannot be paid later either.
 */
export async function payDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
): Promise<{ redirectUrl: string }> {
  const own = await ownDemoRow(ctx, viewer, id);
  if (own.kind === 'subscription') return payDemoSubscriptionCheckout(ctx, viewer, own);
  const row = await ownDemoCheckout(ctx, viewer, id);
  const success = () => {
    const urls = returnUrls('', row.listingType, row.listingId);
    return { redirectUrl: urls.success.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) };
  };
  // Paid before (a double click): the same answer, nothing new.
  if (row.status === 'completed') return success();
  if (row.status !== 'pending') throw conflict(MESSAGES.payments.alreadyCancelled, 'PAYMENT_CANCELLED');
  const refuse = async (message: string, code: string): Promise<never> => {
    await failTransaction(ctx.db, 'demo', id);
    throw conflict(message, code);
  };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    return refuse(MESSAGES.payments.expired, 'PAYMENT_EXPIRED');
  }
  try {
    await purchasableTarget(ctx.db, viewer, row.listingType, row.listingId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return refuse(MESSAGES.payments.itemUnavailable, 'ITEM_UNAVAILABLE');
    }
    if (error instanceof AppError && error.code === 'ALREADY_ENTITLED') {
      return refuse(MESSAGES.payments.alreadyEntitled, 'ALREADY_ENTITLED');
    }
    throw error;
  }
  let granted: boolean;
  try {
    const result = await fulfilPurchase(
      ctx.db,
      {
        provider: 'demo',
        ref: id,
        userId: viewer.userId,
        itemType: row.listingType,
        itemId: row.listingId,
        amount: Number(row.amount),
        currency: row.currency,
      },
      // A credit unlock between the check above and here: refused inside the transaction.
      { refuseIfAlreadyGranted: true, receipt: receiptContext(ctx.config) },
    );
    granted = result.granted;
  } catch (error) {
    if (error instanceof AlreadyGrantedError)
      return refuse(MESSAGES.payments.alreadyEntitled, 'ALREADY_ENTITLED');
    throw error;
  }
  // Cancelled in between (another tab): the cancel won.
  if (!granted) throw conflict(MESSAGES.payments.alreadyCancelled, 'PAYMENT_CANCELLED');
  return success();
}

/** POST /api/payments/demo/{id}/cancel: nothing is granted; a paid checkout cannot be cancelled. */
export async function cancelDemoCheckout(
  ctx: PaymentsContext,
  viewer: Viewer,
  id: string,
): Promise<{ redirectUrl: string }> {
  const own = await ownDemoRow(ctx, viewer, id);
  if (own.status === 'completed') throw conflict(MESSAGES.payments.alreadyPaid, 'PAYMENT_COMPLETED');
  if (own.kind === 'subscription') {
    if (own.status === 'pending') await failTransaction(ctx.db, 'demo', id);
    const now = await findTransaction(ctx.db, 'demo', id);
    if (now?.status === 'completed') throw conflict(MESSAGES.payments.alreadyPaid, 'PAYMENT_COMPLETED');
    return { redirectUrl: SUBSCRIPTION_RETURN.cancel };
  }
  const row = await ownDemoCheckout(ctx, viewer, id);
  if (row.status === 'pending' && !(await failTransaction(ctx.db, 'demo', id))) {
    const now = await findTransaction(ctx.db, 'demo', id);
    if (now?.status === 'completed') throw conflict(MESSAGES.payments.alreadyPaid, 'PAYMENT_COMPLETED');
  }
  return { redirectUrl: returnUrls('', row.listingType, row.listingId).cancel };
}
