import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditTransactions, subscribers } from '../../db/schema/index';
import type {
  CheckoutRequest,
  CheckoutSession,
  CheckoutState,
  PaymentProvider,
  ProviderSubscription,
  SubscriptionBilling,
} from './provider';

/** The demo's ids: one customer and one subscription per user, named after the user. */
export const demoCustomerId = (userId: string) => `demo_cus_${userId}`;
export const demoSubscriptionId = (userId: string) => `demo_sub_${userId}`;
const userOf = (demoId: string) => demoId.replace(/^demo_(cus|sub)_/, '');

/** Where the demo's billing portal lives (an SPA page, marked as a demo like its checkout page). */
const DEMO_PORTAL_PATH = '/demo-tellimus';
const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** A demo invoice's number as shown: VT-000042. */
export const demoInvoiceNumber = (seq: number) => `VT-${String(seq).padStart(6, '0')}`;

/**
 * The built-in provider when Stripe is not configured (docs/product-rules.md: the product runs with no keys).
 * Its "hosted page" is our own SPA route /demo-makse/:id, clearly marked as a demo; the checkout's
 * state is the pending credit_transactions row (provider demo, provider_ref = id) the payments
 * feature writes when the checkout starts, completed by the same fulfilment as a Stripe payment.
 * Its URLs are site-relative: the demo page lives on whatever origin the user is on.
 */
const ofDemo = (id: string) =>
  and(eq(creditTransactions.provider, 'demo'), eq(creditTransactions.providerRef, id));

export function createDemoProvider(db: Db): PaymentProvider {
  async function retrieve(id: string): Promise<CheckoutState | null> {
    const [row] = await db.select().from(creditTransactions).where(ofDemo(id));
    if (!row) return null;
    const paid = row.status === 'completed';
    return {
      id,
      status: paid ? 'complete' : row.status === 'pending' ? 'open' : 'expired',
      paid,
      metadata: {
        userId: row.userId,
        itemType: row.listingType ?? '',
        itemId: row.listingId ?? '',
      },
      amount: Number(row.amount),
      currency: row.currency,
    };
  }

  return {
    name: 'demo',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = `demo_${randomUUID().replace(/-/g, '')}`;
      return { id, url: `/demo-makse/${id}`, expiresAt: request.expiresAt };
    },
    retrieve,
    async expire(id: string): Promise<CheckoutState | null> {
      // The row is the demo's whole state: ending the checkout is failing its row, unless Pay won.
      await db
        .update(creditTransactions)
        .set({ status: 'failed' })
        .where(and(ofDemo(id), eq(creditTransactions.status, 'pending')));
      return retrieve(id);
    },
    billing: createDemoBilling(db),
  };
}

/**
 * The demo's subscriptions: the subscriber row is the demo's whole record of a subscription (Pay on
 * the demo page and the monthly renewals write it, see the subscriptions feature), its invoices the
 * `invoices` table, its portal our own page.
 */
function createDemoBilling(db: Db): SubscriptionBilling {
  async function retrieve(subscriptionId: string): Promise<ProviderSubscription | null> {
    const userId = userOf(subscriptionId);
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    if (!row || row.paymentSubscriptionId !== subscriptionId) return null;
    const running = row.subscribed && row.subscriptionEnd !== null && row.subscriptionEnd > new Date();
    return {
      id: subscriptionId,
      customerId: demoCustomerId(userId),
      userId,
      status: running ? 'active' : 'canceled',
      currentPeriodEnd: row.subscriptionEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  return {
    async startCheckout(request) {
      const id = `demo_${randomUUID().replace(/-/g, '')}`;
      return {
        id,
        url: `/demo-makse/${id}`,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
        customerId: demoCustomerId(request.userId),
      };
    },
    async subscriptionOfCheckout(checkoutId) {
      const [row] = await db.select().from(creditTransactions).where(ofDemo(checkoutId));
      return row?.status === 'completed' ? demoSubscriptionId(row.userId) : null;
    },
    retrieve,
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await db
        .update(subscribers)
        .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
        .where(
          and(
            eq(subscribers.userId, userOf(subscriptionId)),
            eq(subscribers.paymentSubscriptionId, subscriptionId),
          ),
        );
      const state = await retrieve(subscriptionId);
      if (!state) throw new Error(`no demo subscription ${subscriptionId}`);
      return state;
    },
    async cancelNow(subscriptionId) {
      // The demo's subscription is the subscriber row: it stops running now and is not renewed.
      const now = new Date();
      await db
        .update(subscribers)
        .set({ subscribed: false, subscriptionEnd: now, cancelAtPeriodEnd: false, updatedAt: now })
        .where(
          and(
            eq(subscribers.userId, userOf(subscriptionId)),
            eq(subscribers.paymentSubscriptionId, subscriptionId),
          ),
        );
      return retrieve(subscriptionId);
    },
    async portalUrl() {
      return DEMO_PORTAL_PATH;
    },
  };
}
