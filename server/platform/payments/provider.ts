/**
 * A payment provider as the payments feature sees it: start a hosted checkout for one item, look a
 * checkout up, end one, and (for providers that call back) turn a signed webhook into a checkout
 * event. Knows nothing of contacts or credits: the metadata it carries is the feature's.
 */
export type ProviderName = 'stripe' | 'demo';

export type CheckoutRequest = {
  userId: string;
  email: string;
  itemType: string;
  itemId: string;
  /** In the currency's main unit (euro), e.g. 2.00. */
  amount: number;
  /** ISO 4217, upper case: 'EUR'. */
  currency: string;
  description: string;
  /** May contain the literal {CHECKOUT_SESSION_ID}: replaced by the checkout id on the way back. */
  successUrl: string;
  cancelUrl: string;
  /** After this the provider takes no payment for the checkout. */
  expiresAt: Date;
  /** One key per attempt: a retry of the same request gives the same checkout, never a second. */
  idempotencyKey: string;
};

export type CheckoutSession = { id: string; url: string; expiresAt: Date };

/** open: can still be paid; complete: the buyer finished (paid, or a delayed method in flight); expired: never. */
type CheckoutStatus = 'open' | 'complete' | 'expired';

export type CheckoutState = {
  id: string;
  status: CheckoutStatus;
  paid: boolean;
  metadata: Record<string, string>;
  /** In the main unit; null when the provider did not say. */
  amount: number | null;
  currency: string | null;
};

export type CheckoutEvent = {
  /** The provider's event id: an event is handled once. */
  id: string;
  type: string;
  /** The checkout the event is about, when it is about one (a contact purchase's). */
  checkout: CheckoutState | null;
  /** The subscription the event is about (subscription checkouts, subscription and invoice events). */
  subscriptionId: string | null;
  /** A paid invoice (`invoice.paid`), as the verified event carries it: its receipt is written from it. */
  invoice?: PaidInvoice | null;
};

/** An invoice the provider says was paid. */
export type PaidInvoice = {
  id: string;
  description: string;
  /** What was paid, in the currency's main unit. */
  amount: number;
  currency: string;
  paidAt: Date;
  hostedUrl: string | null;
  pdfUrl: string | null;
};

/** Premium's monthly checkout: priced by us, so a changed price applies to new checkouts only. */
type SubscriptionCheckoutRequest = {
  userId: string;
  email: string;
  /** The provider's customer of this user from an earlier checkout; one is created when null. */
  customerId: string | null;
  /** The monthly price in the currency's main unit. */
  amount: number;
  currency: string;
  description: string;
  /** A running trial's end: the paid period starts after it (the user keeps the trial days). */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/** A subscription as the provider holds it: the source of truth our stored state is written from. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** Our user id from the subscription's metadata, when the provider has it. */
  userId: string | null;
  /** The provider's status: active, trialing and past_due still give access until the period ends. */
  status: string;
  /** The end of the period paid for (or of the provider's trial). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** Subscriptions at the provider: checkout, the state, cancellation, the billing portal. */
export interface SubscriptionBilling {
  startCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession & { customerId: string }>;
  /** The subscription a completed subscription checkout created; null while there is none. */
  subscriptionOfCheckout(checkoutId: string): Promise<string | null>;
  retrieve(subscriptionId: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Ends the subscription at once, not at the period end (an admin setting the user free, a deleted
   * account): no further renewals. Null when the provider does not know the id (already gone).
   */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription | null>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

export class PaymentProviderError extends Error {}
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The checkout's state at the provider; null when it does not know the id. */
  retrieve(id: string): Promise<CheckoutState | null>;
  /**
   * Ends an open checkout so it can no longer be paid, and answers its state afterwards: expired,
   * or complete when the buyer finished first. Null when the provider does not know the id.
   */
  expire(id: string): Promise<CheckoutState | null>;
  /** Verifies the signature over the raw body (throws WebhookSignatureError) and parses the event. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): CheckoutEvent;
  readonly billing: SubscriptionBilling;
}
