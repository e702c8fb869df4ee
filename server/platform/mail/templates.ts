import type { OutgoingMail } from './outbox';

type Support = { phone: string; email: string; hours: string };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(opts: {
  title: string;
  intro: string;
  button: string;
  url: string;
  after: string;
  support: Support;
}) {
  const footer = `Veoturg – Eesti logistikaplatvorm\nKlienditugi ${opts.support.hours}: ${opts.support.phone}, ${opts.support.email}`;
  const text = `${opts.title}\n\n${opts.intro}\n\n${opts.url}\n\n${opts.after}\n\n--\n${footer}\n`;
  const html = `<!doctype html><html lang="et"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 24px">Veoturg</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.title)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(opts.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#1e5fae;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(opts.button)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#475569;margin:0 0 8px">Kui nupp ei tööta, avage see link:<br><a href="${escapeHtml(opts.url)}" style="color:#1e5fae;word-break:break-all">${escapeHtml(opts.url)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#475569;margin:16px 0 0">${escapeHtml(opts.after)}</p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b;margin:0">Veoturg – Eesti logistikaplatvorm<br>Klienditugi ${escapeHtml(opts.support.hours)}: ${escapeHtml(opts.support.phone)}, <a href="mailto:${escapeHtml(opts.support.email)}" style="color:#64748b">${escapeHtml(opts.support.email)}</a></p>
</td></tr></table></body></html>`;
  return { text, html };
}

export function confirmationMail(to: string, url: string, support: Support): OutgoingMail {
  const { text, html } = layout({
    title: 'Kinnitage oma Veoturu konto',
    intro:
      'Aitäh, et registreerusite! Konto kasutamiseks kinnitage oma e-posti aadress. Link kehtib 24 tundi.',
    button: 'Kinnita e-post',
    url,
    after: 'Kui Te ei loonud Veoturul kontot, võite selle kirja lihtsalt kustutada.',
    support,
  });
  return { kind: 'email_confirmation', to, subject: 'Kinnitage oma e-posti aadress – Veoturg', text, html };
}

export function passwordResetMail(to: string, url: string, support: Support): OutgoingMail {
  const { text, html } = layout({
    title: 'Parooli lähtestamine',
    intro:
      'Saite selle kirja, sest keegi soovis Teie Veoturu konto parooli lähtestada. Uue parooli saate määrata lingi kaudu, mis kehtib 1 tund.',
    button: 'Määra uus parool',
    url,
    after: 'Kui Te parooli lähtestamist ei soovinud, jätke see kiri tähelepanuta: Teie parool ei muutu.',
    support,
  });
  return { kind: 'password_reset', to, subject: 'Parooli lähtestamine – Veoturg', text, html };
}

/**
 * A sign-up with an address that already has an account: no second account is made, and the form
 * answers as for a new address (docs/decisions/0041), so the owner of the address learns it here,
 * with the way in.
 */
export function accountExistsMail(to: string, signInUrl: string, support: Support): OutgoingMail {
  const { text, html } = layout({
    title: 'Teil on Veoturul juba konto',
    intro:
      'Keegi proovis selle e-posti aadressiga Veoturul uut kontot luua. Aadressil on konto juba olemas, seega uut ei loodud. Palun logige sisse; kui Te parooli ei mäleta, saate sisselogimise aknas selle lähtestada.',
    button: 'Logi sisse',
    url: signInUrl,
    after: 'Kui Teie kontot luua ei proovinud, võite selle kirja kustutada: Teie kontoga midagi ei juhtunud.',
    support,
  });
  return { kind: 'account_exists', to, subject: 'Teil on Veoturul juba konto – Veoturg', text, html };
}
