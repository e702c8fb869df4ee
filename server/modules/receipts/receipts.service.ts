import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import type { Invoice } from '@domain/contract/subscriptions';
import { CONTACT_TARGET_TYPES } from '@domain/plans';
import { vatIncluded, VAT_RATE_PERCENT } from '@domain/vat';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import { describePayment, storedDescription, type PaidItem } from './receipt-description';
import { receiptMail, type ReceiptMailContext } from './receipt-mail';
import { insertReceipt, listReceipts, type NewReceipt, type ReceiptRow } from './receipts.repository';

export type { ReceiptMailContext };

/** "KV-000042": our receipts' numbers, in the order they were written. */
const receiptNumber = (seq: number) => `KV-${String(seq).padStart(6, '0')}`;

/**
 * A payment to receipt: what it bought (`item`), and the record's own description when the provider
 * gave one (a paid Stripe invoice's line); otherwise the item's Estonian words.
 */
export type PaidReceipt = Omit<NewReceipt, 'kind' | 'vatRate' | 'description' | 'itemType' | 'itemLabel'> & {
  item: PaidItem;
  description?: string;
};

/** What a stored receipt bought: its kind and, for a contact, the item kept with it. */
function paidItem(row: ReceiptRow): PaidItem | null {
  if (row.kind === 'subscription') return { kind: 'subscription' };
  const type = CONTACT_TARGET_TYPES.find((t) => t === row.itemType);
  return type ? { kind: 'contact', type, label: row.itemLabel ?? '' } : null;
}

/** A receipt's description in `locale`; one whose item is not known is shown as stored. */
function receiptDescription(row: ReceiptRow, locale: Locale): string {
  const item = paidItem(row);
  return item ? describePayment(item, locale) : row.description;
}

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
  const { item, description, ...rest } = receipt;
  const row = await insertReceipt(tx, {
    ...rest,
    kind: item.kind,
    description: description ?? storedDescription(item),
    itemType: item.kind === 'contact' ? item.type : null,
    itemLabel: item.kind === 'contact' ? item.label : null,
    vatRate: VAT_RATE_PERCENT,
  });
  if (!row) return false;
  if (row.email) {
    const locale = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
    await enqueueMail(
      tx,
      receiptMail(
        {
          to: row.email,
          number: receiptNumber(row.seq),
          description: receiptDescription(row, locale),
          amount: row.amount,
          vatRate: row.vatRate,
          paidAt: row.paidAt,
          provider: row.provider,
        },
        ctx,
        locale,
      ),
    );
  }
  return true;
}

function present(row: ReceiptRow, locale: Locale): Invoice {
  return {
    id: row.id,
    number: receiptNumber(row.seq),
    kind: row.kind === 'subscription' ? 'subscription' : 'contact',
    description: receiptDescription(row, locale),
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
export async function myReceipts(db: DbOrTx, userId: string, locale: Locale): Promise<{ items: Invoice[] }> {
  return { items: (await listReceipts(db, userId)).map((row) => present(row, locale)) };
}
