import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutEvent,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaidInvoice,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionBilling,
} from './provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the client at a local HTTP server (e.g. http://127.0.0.1:4010); production leaves it unset. */
  apiBase?: string;
};

// Signed webhooks older than this are refused (replays of captured requests); Stripe's default.
const WEBHOOK_TOLERANCE_SECONDS = 300;

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Veoturg' },
  };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Stripe Checkout in payment mode, one line item priced by us (price_data), no stored products. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));

  async function retrieve(id: string): Promise<CheckoutState | null> {
    try {
      return toState(await stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isUnknownSession(error)) return null;
      throw new PaymentProviderError(`Stripe look-up failed: ${describe(error)}`, { cause: error });
    }
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { userId: request.userId, itemType: request.itemType, itemId: request.itemId };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: Math.round(request.amount * 100),
                  product_data: { name: request.description },
                },
              },
            ],
            metadata,
            payment_intent_data: { metadata, description: request.description },
            client_reference_id: request.userId,
            customer_email: request.email,
            locale: 'et',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            // Without it a session stays payable for 24 hours, long after the buyer moved on.
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw new PaymentProviderError(`Stripe checkout failed: ${describe(error)}`, { cause: error });
      }
      if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL');
      const expiresAt = session.expires_at ? new Date(session.expires_at * 1000) : request.expiresAt;
      return { id: session.id, url: session.url, expiresAt };
    },

    retrieve,

    async expire(id: string): Promise<CheckoutState | null> {
      try {
        return toState(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        if (isUnknownSession(error)) return null;
        // Only an open session can be expired: this one is complete or expired already, which
        // the look-up tells (a session paid a moment ago must be fulfilled, not forgotten).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(id);
        throw new PaymentProviderError(`Stripe expire failed: ${describe(error)}`, { cause: error });
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): CheckoutEvent {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(describe(error));
      }
      const object = event.data.object as unknown;
      if (event.type.startsWith('checkout.session.')) {
        const session = object as Stripe.Checkout.Session;
        // A subscription checkout is about the subscription it created, not a contact purchase.
        if (session.mode === 'subscription') {
          return {
            id: event.id,
            type: event.type,
            checkout: null,
            subscriptionId: idOf(session.subscription),
          };
        }
        return { id: event.id, type: event.type, checkout: toState(session), subscriptionId: null };
      }
      if (event.type.startsWith('customer.subscription.')) {
        return {
          id: event.id,
          type: event.type,
          checkout: null,
          subscriptionId: (object as Stripe.Subscription).id,
        };
      }
      if (event.type.startsWith('invoice.')) {
        const invoice = object as Stripe.Invoice;
        // Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details.
        const subscription = invoice.parent?.subscription_details?.subscription ?? null;
        return {
          id: event.id,
          type: event.type,
          checkout: null,
          subscriptionId: idOf(subscription),
          invoice: event.type === 'invoice.paid' ? toPaidInvoice(invoice) : null,
        };
      }
      return { id: event.id, type: event.type, checkout: null, subscriptionId: null };
    },

    billing: createStripeBilling(stripe),
  };
}

/**
 * Stripe Billing: Checkout in subscription mode with our own monthly price (price_data, so the
 * price in our settings applies to new checkouts and no product needs setting up), the Billing
 * Portal, and the invoices Stripe keeps.
 */
function createStripeBilling(stripe: Stripe): SubscriptionBilling {
  const fail = (what: string, error: unknown): never => {
    throw new PaymentProviderError(`Stripe ${what} failed: ${describe(error)}`, { cause: error });
  };

  return {
    async startCheckout(request) {
      let customerId = request.customerId;
      try {
        if (!customerId) {
          const customer = await stripe.customers.create(
            { email: request.email, metadata: { userId: request.userId } },
            { idempotencyKey: `veoturg-customer-${request.userId}` },
          );
          customerId = customer.id;
        }
        // Stripe wants a trial to end at least two days ahead; a shorter rest is simply paid from today.
        const trialEnd =
          request.trialEnd && request.trialEnd.getTime() - Date.now() > 2 * 86_400_000 + 60_000
            ? Math.floor(request.trialEnd.getTime() / 1000)
            : undefined;
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: Math.round(request.amount * 100),
                  recurring: { interval: 'month' },
                  product_data: { name: request.description },
                },
              },
            ],
            metadata: { userId: request.userId, kind: 'subscription' },
            subscription_data: {
              metadata: { userId: request.userId },
              ...(trialEnd ? { trial_end: trialEnd } : {}),
            },
            client_reference_id: request.userId,
            locale: 'et',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('a checkout session without a URL');
        const expiresAt = new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + 86_400) * 1000);
        return { id: session.id, url: session.url, expiresAt, customerId };
      } catch (error) {
        return fail('subscription checkout', error);
      }
    },

    async subscriptionOfCheckout(checkoutId) {
      try {
        return idOf((await stripe.checkout.sessions.retrieve(checkoutId)).subscription);
      } catch (error) {
        if (isUnknownSession(error)) return null;
        return fail('checkout look-up', error);
      }
    },

    async retrieve(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isUnknownSession(error)) return null;
        return fail('subscription look-up', error);
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      try {
        return toSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
        );
      } catch (error) {
        return fail('subscription update', error);
      }
    },

    async cancelNow(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.cancel(subscriptionId));
      } catch (error) {
        if (isUnknownSession(error)) return null;
        return fail('subscription cancellation', error);
      }
    },

    async portalUrl(customerId, returnUrl) {
      try {
        return (
          await stripe.billingPortal.sessions.create({
            customer: customerId,
            return_url: returnUrl,
            locale: 'et',
          })
        ).url;
      } catch (error) {
        return fail('billing portal', error);
      }
    },
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the period is per item; the subscription runs to its latest end.
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => end > 0);
  const trialEnd = subscription.trial_end ?? 0;
  const end = Math.max(0, trialEnd, ...ends);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: subscription.metadata?.userId ?? null,
    status: subscription.status,
    currentPeriodEnd: end > 0 ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function toPaidInvoice(invoice: Stripe.Invoice): PaidInvoice | null {
  if (!invoice.id) return null;
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
  return {
    id: invoice.id,
    description: invoice.lines?.data?.[0]?.description ?? invoice.description ?? '',
    amount: (invoice.amount_paid ?? 0) / 100,
    currency: (invoice.currency ?? 'eur').toUpperCase(),
    paidAt: new Date(paidAt * 1000),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

function isUnknownSession(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

function toState(session: Stripe.Checkout.Session): CheckoutState {
  return {
    id: session.id,
    // An unknown or missing status is treated as open: still payable, so never written off.
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    metadata: { ...(session.metadata ?? {}) },
    amount: session.amount_total == null ? null : session.amount_total / 100,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
