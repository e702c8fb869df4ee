import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditTransactions } from '../../db/schema/index';
import type { CheckoutSession, CheckoutState, PaymentProvider } from './provider';

/**
 * The built-in provider when Stripe is not configured (DECISIONS.md: the product runs with no keys).
 * Its "hosted page" is our own SPA route /demo-makse/:id, clearly marked as a demo; the checkout's
 * state is the pending credit_transactions row (provider demo, provider_ref = id) the payments
 * feature writes when the checkout starts, completed by the same fulfilment as a Stripe payment.
 * Its URLs are site-relative: the demo page lives on whatever origin the user is on.
 */
export function createDemoProvider(db: Db): PaymentProvider {
  return {
    name: 'demo',
    async createCheckout(): Promise<CheckoutSession> {
      const id = `demo_${randomUUID().replace(/-/g, '')}`;
      return { id, url: `/demo-makse/${id}` };
    },
    async retrieve(id: string): Promise<CheckoutState | null> {
      const [row] = await db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.provider, 'demo'), eq(creditTransactions.providerRef, id)));
      if (!row) return null;
      return {
        id,
        paid: row.status === 'completed',
        metadata: {
          userId: row.userId,
          itemType: row.listingType ?? '',
          itemId: row.listingId ?? '',
        },
        amount: Number(row.amount),
        currency: row.currency,
      };
    },
  };
}
