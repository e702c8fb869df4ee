import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutEvent,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentProvider,
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
      const checkout = event.type.startsWith('checkout.session.')
        ? toState(event.data.object as Stripe.Checkout.Session)
        : null;
      return { id: event.id, type: event.type, checkout };
    },
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
