import type { ContactTargetType } from '@domain/plans';
import type { Db, Tx } from '../../db/client';
import type { ProviderName } from '../../platform/payments/provider';
import { findTarget, grantAccess } from '../contacts/contacts.service';
import { recordReceipt, type ReceiptMailContext } from '../receipts/receipts.service';
import { completeTransaction, findTransaction, markDuplicate, userExists } from './payments.repository';

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

/**
 * duplicate: this call completed a payment although the buyer already held an access-log row for
 * the item (e.g. two Stripe checkouts paid one after the other); transactionId is its row, to refund.
 */
export type FulfilmentResult =
  | { granted: false; newlyCompleted: false; duplicate: false }
  | { granted: true; newlyCompleted: boolean; duplicate: boolean; transactionId?: string };

/** Thrown (and the completion rolled back) when the caller refused to take a payment that grants nothing. */
export class AlreadyGrantedError extends Error {}

/**
 * THE way a confirmed payment becomes access, for every provider and path (Stripe webhook, the
 * confirm look-up, the demo page): in one transaction the checkout's credit_transactions row
 * becomes completed with the confirmed amount and the access-log row is written with the
 * provider as payment method. Idempotent: a second call (a replayed event, the webhook and the
 * confirm racing) finds the row completed and changes nothing. A checkout that failed or was
 * cancelled is never granted. Only call it once the provider has confirmed the payment.
 *
 * The payment's receipt is written (and its mail queued) by the call that completes it.
 *
 * When the access-log row already existed, the money is real at Stripe: the row stays completed
 * and is flagged `duplicate` for a refund (there is still one access-log row). The demo, where no
 * money moved yet, passes `refuseIfAlreadyGranted` and gets AlreadyGrantedError with nothing written.
 */
export async function fulfilPurchase(
  db: Db,
  p: Purchase,
  options: { refuseIfAlreadyGranted?: boolean; receipt: ReceiptMailContext },
): Promise<FulfilmentResult> {
  const nothing = { granted: false, newlyCompleted: false, duplicate: false } as const;
  return db.transaction(async (tx) => {
    // A user deleted since paying: nothing to grant (the provider keeps the payment record).
    if (!(await userExists(tx, p.userId))) return nothing;
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
    // The money is confirmed: its receipt and mail, in this transaction (docs/decisions/0046). A
    // replay finds the receipt written and adds nothing; a refused demo Pay rolls it back.
    if (newlyCompleted) await receiptForPurchase(tx, p, options.receipt);
    if (!newlyCompleted) {
      const row = await findTransaction(tx, p.provider, p.ref);
      if (row?.status !== 'completed') return nothing;
    }
    // The access-log row is unique per user and item: of a credit unlock and a payment racing,
    // one inserts it and the other waits for it and finds it.
    const inserted = await grantAccess(tx, {
      userId: p.userId,
      type: p.itemType,
      id: p.itemId,
      method: p.provider,
    });
    if (!newlyCompleted || inserted) return { granted: true, newlyCompleted, duplicate: false };
    if (options.refuseIfAlreadyGranted) throw new AlreadyGrantedError();
    const transactionId = await markDuplicate(tx, p.provider, p.ref);
    return { granted: true, newlyCompleted, duplicate: true, transactionId };
  });
}

async function receiptForPurchase(tx: Tx, p: Purchase, ctx: ReceiptMailContext) {
  const target = await findTarget(tx, p.itemType, p.itemId);
  await recordReceipt(
    tx,
    {
      userId: p.userId,
      item: { kind: 'contact', type: p.itemType, label: target?.label ?? '' },
      amount: p.amount,
      currency: p.currency,
      provider: p.provider,
      ref: p.ref,
      hostedUrl: null,
      pdfUrl: null,
      paidAt: new Date(),
    },
    ctx,
  );
}
