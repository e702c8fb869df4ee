import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import type { Invoice } from '@domain/contract/subscriptions';
import { vatIncluded, VAT_RATE_PERCENT } from '@domain/vat';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import { receiptMail, type ReceiptMailContext } from './receipt-mail';
import { insertReceipt, listReceipts, type NewReceipt, type ReceiptRow } from './receipts.repository';

export type { ReceiptMailContext };

/** "KV-000042": our receipts' numbers, in the order they were written. */
const receiptNumber = (seq: number) => `KV-${String(seq).padStart(6, '0')}`;

export type PaidReceipt = Omit<NewReceipt, 'vatRate'>;

/**
 * THE receipt of a confirmed payment (a contact purchase, a premium month): call it in the
 * transaction that confirms the payment, only once the provider confirmed it. It writes the
 * receipt and queues its mail, or, for a payment already receipted (a replayed confirmation),
 * nothing at all. Prices include today's VAT rate, which the receipt keeps.
 */
export async function recordReceipt(
  tx: DbOrTx,
  receipt: PaidReceipt,
  ctx: ReceiptMailContext,
): Promise<boolean> {
  const row = await insertReceipt(tx, { ...receipt, vatRate: VAT_RATE_PERCENT });
  if (!row) return false;
  if (row.email) {
    await enqueueMail(
      tx,
      receiptMail(
        {
          to: row.email,
          number: receiptNumber(row.seq),
          description: row.description,
          amount: row.amount,
          vatRate: row.vatRate,
          paidAt: row.paidAt,
          provider: row.provider,
        },
        ctx,
        isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      ),
    );
  }
  return true;
}

function present(row: ReceiptRow): Invoice {
  return {
    id: row.id,
    number: receiptNumber(row.seq),
    kind: row.kind === 'subscription' ? 'subscription' : 'contact',
    description: row.description,
    date: row.paidAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: 'paid',
    vatRate: row.vatRate,
    vatAmount: vatIncluded(row.amount, row.vatRate),
    pdfUrl: row.pdfUrl,
    hostedUrl: row.hostedUrl,
  };
}

/** GET /api/me/invoices: every receipt of the user, newest first, whatever their plan. */
export async function myReceipts(db: DbOrTx, userId: string): Promise<{ items: Invoice[] }> {
  return { items: (await listReceipts(db, userId)).map(present) };
}
