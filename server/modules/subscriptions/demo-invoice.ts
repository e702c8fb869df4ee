import { formatDate, formatMoney } from '@domain/format';
import type { Db } from '../../db/client';
import { demoInvoiceNumber } from '../../platform/payments/demo';
import { findInvoice } from './subscriptions.repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STATUS: Record<string, string> = { paid: 'Makstud', open: 'Avaldamata', void: 'Tühistatud' };

/** The demo provider's printable invoice (its `hostedUrl`), for its owner; undefined for anyone else. */
export async function demoInvoicePage(db: Db, userId: string, id: string): Promise<string | undefined> {
  const invoice = await findInvoice(db, id);
  if (!invoice || invoice.userId !== userId) return undefined;
  const number = demoInvoiceNumber(invoice.seq);
  const rows = [
    ['Arve number', number],
    ['Kuupäev', formatDate(invoice.createdAt)],
    ['Periood', `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`],
    ['Kirjeldus', invoice.description],
    ['Summa', formatMoney(Number(invoice.amount))],
    ['Olek', STATUS[invoice.status] ?? invoice.status],
  ];
  return `<!doctype html>
<html lang="et"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arve ${escape(number)} · Veoturg</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}p.demo{background:#fef3c7;padding:.5rem .75rem;border-radius:.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0}
th{color:#475569;font-weight:500;width:40%}</style></head>
<body><h1>Veoturg · arve ${escape(number)}</h1>
<p class="demo">Demo arve: raha ei liikunud.</p>
<table>${rows.map(([label, value]) => `<tr><th>${escape(label!)}</th><td>${escape(value!)}</td></tr>`).join('')}</table>
</body></html>`;
}
