import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import type { OutgoingMail } from './outbox';

/** The support line; `hours` null: the product's hours in the mail's language (SUPPORT_HOURS unset). */
export type Support = { phone: string; email: string; hours: string | null };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The footer every mail ends with: the platform's name and the support line. The support hours are
 * the operator's own words (SUPPORT_HOURS), shown as set, or when none are set the product's own hours
 * in the mail's language.
 */
export function mailFooter(support: Support, locale: Locale): { text: string; html: string } {
  const o = { locale };
  const platform = m['mail.platform']({}, o);
  const line = m['mail.support']({ hours: support.hours ?? m['support.defaultHours']({}, o) }, o);
  return {
    text: `${platform}\n${line}: ${support.phone}, ${support.email}`,
    html: `<p style="font-size:12px;color:#64748b;margin:0">${escapeHtml(platform)}<br>${escapeHtml(line)}: ${escapeHtml(support.phone)}, <a href="mailto:${escapeHtml(support.email)}" style="color:#64748b">${escapeHtml(support.email)}</a></p>`,
  };
}

/** A mail of one message: title, intro, one button with its link, a closing line and the footer. */
export function mailLayout(opts: {
  locale: Locale;
  title: string;
  intro: string;
  button: string;
  url: string;
  after: string;
  support: Support;
}) {
  const footer = mailFooter(opts.support, opts.locale);
  const text = `${opts.title}\n\n${opts.intro}\n\n${opts.url}\n\n${opts.after}\n\n--\n${footer.text}\n`;
  const html = `<!doctype html><html lang="${opts.locale}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 24px">Veoturg</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.title)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(opts.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#1e5fae;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(opts.button)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#475569;margin:0 0 8px">${escapeHtml(m['mail.linkFallback']({}, { locale: opts.locale }))}<br><a href="${escapeHtml(opts.url)}" style="color:#1e5fae;word-break:break-all">${escapeHtml(opts.url)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#475569;margin:16px 0 0">${escapeHtml(opts.after)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
${footer.html}
</td></tr></table></body></html>`;
  return { text, html };
}

// A mail's words: its subject and the layout's four texts, in the recipient's language.
const words = {
  confirmation: {
    subject: m['mail.confirmation.subject'],
    title: m['mail.confirmation.title'],
    intro: m['mail.confirmation.intro'],
    button: m['mail.confirmation.button'],
    after: m['mail.confirmation.after'],
  },
  reset: {
    subject: m['mail.reset.subject'],
    title: m['mail.reset.title'],
    intro: m['mail.reset.intro'],
    button: m['mail.reset.button'],
    after: m['mail.reset.after'],
  },
  accountExists: {
    subject: m['mail.accountExists.subject'],
    title: m['mail.accountExists.title'],
    intro: m['mail.accountExists.intro'],
    button: m['mail.accountExists.button'],
    after: m['mail.accountExists.after'],
  },
} as const;

function accountMail(
  kind: keyof typeof words,
  to: string,
  url: string,
  support: Support,
  locale: Locale,
): { to: string; subject: string; text: string; html: string } {
  const w = words[kind];
  const o = { locale };
  const { text, html } = mailLayout({
    locale,
    title: w.title({}, o),
    intro: w.intro({}, o),
    button: w.button({}, o),
    url,
    after: w.after({}, o),
    support,
  });
  return { to, subject: w.subject({}, o), text, html };
}

/** The sign-up's confirmation, in the account's language (../shared/spec/API.md, "Languages"). */
export function confirmationMail(to: string, url: string, support: Support, locale: Locale): OutgoingMail {
  return { kind: 'email_confirmation', ...accountMail('confirmation', to, url, support, locale) };
}

export function passwordResetMail(to: string, url: string, support: Support, locale: Locale): OutgoingMail {
  return { kind: 'password_reset', ...accountMail('reset', to, url, support, locale) };
}

/**
 * A sign-up with an address that already has an account: no second account is made, and the form
 * answers as for a new address (docs/decisions/0041), so the owner of the address learns it here,
 * with the way in.
 */
export function accountExistsMail(
  to: string,
  signInUrl: string,
  support: Support,
  locale: Locale,
): OutgoingMail {
  return { kind: 'account_exists', ...accountMail('accountExists', to, signInUrl, support, locale) };
}

/**
 * An admin's decision on the company's verification (decision 0081), in the account's language:
 * what it means, the admin's note if any, and the way to the company settings.
 */
export function verificationMail(input: {
  to: string;
  decision: 'verified' | 'rejected';
  companyName: string;
  note: string;
  settingsUrl: string;
  support: Support;
  locale: Locale;
}): OutgoingMail {
  const o = { locale: input.locale };
  const verified = input.decision === 'verified';
  const company = input.companyName;
  const subject = verified
    ? m['mail.verification.verifiedSubject']({}, o)
    : m['mail.verification.rejectedSubject']({}, o);
  const intro = verified
    ? m['mail.verification.verifiedIntro']({ company }, o)
    : m['mail.verification.rejectedIntro']({ company }, o);
  const note = input.note ? ` ${m['mail.verification.note']({ note: input.note }, o)}` : '';
  const { text, html } = mailLayout({
    locale: input.locale,
    title: subject,
    intro: `${intro}${note}`,
    button: m['mail.verification.button']({}, o),
    url: input.settingsUrl,
    after: verified
      ? m['mail.verification.verifiedAfter']({}, o)
      : m['mail.verification.rejectedAfter']({}, o),
    support: input.support,
  });
  return { kind: 'company_verification', to: input.to, subject, text, html };
}
