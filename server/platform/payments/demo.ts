import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditTransactions } from '../../db/schema/index';
import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider } from './provider';

/**
 * The built-in provider when Stripe is not configured (docs/product-rules.md: the product runs with no keys).
 * Its "hosted page" is our own SPA route /demo-makse/:id, clearly marked as a demo; the checkout's
 * state is the pending credit_transactions row (provider demo, provider_ref = id) the payments
 * feature writes when the checkout starts, completed by the same fulfilment as a Stripe payment.
 * Its URLs are site-relative: the demo page lives on whatever origin the user is on.
 */
export function createDemoProvider(db: Db): PaymentProvider {
  const ofDemo = (id: string) =>
    and(eq(creditTransactions.provider, 'demo'), eq(creditTransactions.providerRef, id));

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
  };
}
