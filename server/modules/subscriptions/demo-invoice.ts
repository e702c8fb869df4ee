import { formatDate, formatMoney } from '@domain/format';
import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import type { Db } from '../../db/client';
import { describePayment } from '../receipts/receipt-description';
import { demoInvoiceNumber } from '../../platform/payments/demo';
import { findInvoice } from './subscriptions.repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STATUS = {
  paid: m['mail.demoInvoice.statuses.paid'],
  open: m['mail.demoInvoice.statuses.open'],
  void: m['mail.demoInvoice.statuses.void'],
} as const;
const isStatus = (status: string): status is keyof typeof STATUS => status in STATUS;

/**
 * The demo provider's printable invoice (its `hostedUrl`), for its owner, in the owner's language;
 * undefined for anyone else. Every demo invoice is a premium month, named in that language.
 */
export async function demoInvoicePage(
  db: Db,
  userId: string,
  id: string,
  locale: Locale,
): Promise<string | undefined> {
  const invoice = await findInvoice(db, id);
  if (!invoice || invoice.userId !== userId) return undefined;
  const o = { locale };
  const number = demoInvoiceNumber(invoice.seq);
  const rows = [
    [m['mail.demoInvoice.number']({}, o), number],
    [m['mail.receipt.date']({}, o), formatDate(invoice.createdAt, locale)],
    [
      m['mail.demoInvoice.period']({}, o),
      `${formatDate(invoice.periodStart, locale)} – ${formatDate(invoice.periodEnd, locale)}`,
    ],
    [m['mail.receipt.description']({}, o), describePayment({ kind: 'subscription' }, locale)],
    [m['mail.receipt.amount']({}, o), formatMoney(Number(invoice.amount), locale)],
    [
      m['mail.demoInvoice.status']({}, o),
      isStatus(invoice.status) ? STATUS[invoice.status]({}, o) : invoice.status,
    ],
  ];
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(m['mail.demoInvoice.title']({ number }, o))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}p.demo{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0}
th{color:#475569;font-weight:500;width:40%}</style></head>
<body><h1>${escape(m['mail.demoInvoice.heading']({ number }, o))}</h1>
<p class="demo">${escape(m['mail.demoInvoice.demo']({}, o))}</p>
<table>${rows.map(([label, value]) => `<tr><th>${escape(label!)}</th><td>${escape(value!)}</td></tr>`).join('')}</table>
</body></html>`;
}
