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
  /** The checkout the event is about, when it is about one. */
  checkout: CheckoutState | null;
};

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
}
