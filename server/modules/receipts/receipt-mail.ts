import { formatDate, formatMoney } from '@domain/format';
import { vatIncluded, vatNote } from '@domain/vat';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { escapeHtml, mailFooter } from '../../platform/mail/templates';

export type ReceiptMailContext = {
  publicUrl: string;
  support: { phone: string; email: string; hours: string };
};

export type ReceiptMailData = {
  to: string;
  number: string;
  description: string;
  amount: number;
  vatRate: number;
  paidAt: Date;
  provider: string;
};

const METHOD: Record<string, string> = {
  stripe: 'kaardimakse (Stripe)',
  demo: 'demomakse (raha ei liikunud)',
};

/** The receipt mail: what was paid, when, and the VAT included in it; a link to "Arved". */
export function receiptMail(data: ReceiptMailData, ctx: ReceiptMailContext): OutgoingMail {
  const url = `${ctx.publicUrl}/profile-settings?tab=invoices`;
  const rows: [string, string][] = [
    ['Kviitung', data.number],
    ['Kuupäev', formatDate(data.paidAt)],
    ['Kirjeldus', data.description],
    ['Summa', `${formatMoney(data.amount)} (${vatNote(data.vatRate)})`],
    [
      `Käibemaks ${String(data.vatRate).replace('.', ',')}%`,
      formatMoney(vatIncluded(data.amount, data.vatRate)),
    ],
    ['Summa ilma käibemaksuta', formatMoney(data.amount - vatIncluded(data.amount, data.vatRate))],
    ['Makseviis', METHOD[data.provider] ?? data.provider],
  ];
  // Estonian for now: the receipt's rows follow the account's language with the formats (issue 28).
  const footer = mailFooter(ctx.support, 'et');
  const text = `Täname makse eest!\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nKõik kviitungid leiate seadete jaotisest „Arved“:\n${url}\n\n--\n${footer.text}\n`;
  const html = `<!doctype html><html lang="et"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 24px">Veoturg</p>
<h1 style="font-size:20px;margin:0 0 16px">Täname makse eest!</h1>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px;margin:0 0 24px">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;font-weight:normal;color:#475569;padding:6px 8px 6px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(k)}</th><td style="padding:6px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1e5fae;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Vaata arveid</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
${footer.html}
</td></tr></table></body></html>`;
  return { kind: 'receipt', to: data.to, subject: `Kviitung ${data.number} – Veoturg`, text, html };
}
