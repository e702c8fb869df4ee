import type { ContactTargetType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { ProviderName } from '../../platform/payments/provider';
import { grantAccess } from '../contacts/contacts.service';
import { completeTransaction, findTransaction, userExists } from './payments.repository';

export type Purchase = {
  provider: ProviderName;
  /** The provider's checkout id. */
  ref: string;
  userId: string;
  itemType: ContactTargetType;
  itemId: string;
  amount: number;
  currency: string;
};

export type FulfilmentResult = { granted: boolean; newlyCompleted: boolean };

/**
 * THE way a confirmed payment becomes access, for every provider and path (Stripe webhook, the
 * confirm look-up, the demo page): in one transaction the checkout's credit_transactions row
 * becomes completed with the confirmed amount and the access-log row is written with the
 * provider as payment method. Idempotent: a second call (a replayed event, the webhook and the
 * confirm racing) finds the row completed and changes nothing. A checkout that failed or was
 * cancelled is never granted. Only call it once the provider has confirmed the payment.
 */
export async function fulfilPurchase(db: Db, p: Purchase): Promise<FulfilmentResult> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // A user deleted since paying: nothing to grant (the provider keeps the payment record).
    if (!(await userExists(tx, p.userId))) return { granted: false, newlyCompleted: false };
    const checkout = {
      userId: p.userId,
      amount: p.amount,
      currency: p.currency,
      listingType: p.itemType,
      listingId: p.itemId,
      provider: p.provider,
      providerRef: p.ref,
    };
    const newlyCompleted = await completeTransaction(tx, checkout);
    if (!newlyCompleted) {
      const row = await findTransaction(tx, p.provider, p.ref);
      if (row?.status !== 'completed') return { granted: false, newlyCompleted: false };
    }
    await grantAccess(tx, { userId: p.userId, type: p.itemType, id: p.itemId, method: p.provider });
    return { granted: true, newlyCompleted };
  });
}
