import { formatDate, formatMoney, formatNumber } from '@domain/format';
import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import { vatIncluded } from '@domain/vat';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { escapeHtml, mailFooter, type Support } from '../../platform/mail/templates';

export type ReceiptMailContext = {
  publicUrl: string;
  support: Support;
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

const METHOD = { stripe: m['mail.receipt.methodStripe'], demo: m['mail.receipt.methodDemo'] } as const;

/**
 * The receipt mail, in the account's language (decision 0061): what was paid, when, and the VAT
 * included in it; a link to "Arved". The description is what was bought, in that language too
 * (receiptDescription).
 */
export function receiptMail(
  data: ReceiptMailData,
  ctx: ReceiptMailContext,
  locale: Locale = 'et',
): OutgoingMail {
  const o = { locale };
  const url = `${ctx.publicUrl}/profile-settings?tab=invoices`;
  // The rate as the language writes a decimal (24; 25,5 or 25.5).
  const rate = formatNumber(data.vatRate, 2, locale);
  const vat = vatIncluded(data.amount, data.vatRate);
  const method =
    data.provider === 'stripe' || data.provider === 'demo' ? METHOD[data.provider]({}, o) : data.provider;
  const rows: [string, string][] = [
    [m['mail.receipt.number']({}, o), data.number],
    [m['mail.receipt.date']({}, o), formatDate(data.paidAt, locale)],
    [m['mail.receipt.description']({}, o), data.description],
    [
      m['mail.receipt.amount']({}, o),
      `${formatMoney(data.amount, locale)} (${m['mail.receipt.vatIncluded']({ rate }, o)})`,
    ],
    [m['mail.receipt.vat']({ rate }, o), formatMoney(vat, locale)],
    [m['mail.receipt.net']({}, o), formatMoney(data.amount - vat, locale)],
    [m['mail.receipt.method']({}, o), method],
  ];
  const thanks = m['mail.receipt.thanks']({}, o);
  const footer = mailFooter(ctx.support, locale);
  const text = `${thanks}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m['mail.receipt.allReceipts']({}, o)}\n${url}\n\n--\n${footer.text}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 24px">Veoturg</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(thanks)}</h1>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px;margin:0 0 24px">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;font-weight:normal;color:#475569;padding:6px 8px 6px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(k)}</th><td style="padding:6px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1e5fae;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(m['mail.receipt.viewInvoices']({}, o))}</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
${footer.html}
</td></tr></table></body></html>`;
  return {
    kind: 'receipt',
    to: data.to,
    subject: m['mail.receipt.subject']({ number: data.number }, o),
    text,
    html,
  };
}
