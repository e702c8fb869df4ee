import { formatDateTime } from '@domain/format';
import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import type { ListingType } from '@domain/plans';
import { SITE_PAGES } from '@domain/site-pages';
import { namedRouteText } from '../alerts/alert-mail';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { escapeHtml } from '../../platform/mail/templates';
import type { PlaceRow } from '../places/places.service';

export type ReminderItem = {
  type: ListingType;
  id: string;
  originCity: string;
  originCountry: string;
  originPlaceId: number | null;
  destinationCity: string;
  destinationCountry: string;
  destinationPlaceId: number | null;
  confirmedAt: Date;
  expiresAt: Date | null;
  confirmToken: string;
};

const BUTTON =
  'display:inline-block;background:#1e5fae;color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px;font-weight:bold;font-size:14px';

/**
 * An owner's reminder (listing-reminders.ts), in the owner's language, its located places too: the
 * offers not confirmed for a day, each with its own confirm link (a page that asks first: opening
 * the link confirms nothing), and the offers that expire within a day, with the way to extend them.
 */
export function reminderMail(input: {
  to: string;
  locale: Locale;
  publicUrl: string;
  now: Date;
  /** The items' located places: each is named in the owner's language (decision 0091). */
  places: Map<number, PlaceRow>;
  confirm: ReminderItem[];
  expiry: ReminderItem[];
}): OutgoingMail {
  const { locale, publicUrl } = input;
  const o = { locale };
  const myListings = `${publicUrl}${SITE_PAGES.myListings.path}`;
  const confirmUrl = (item: ReminderItem) =>
    `${publicUrl}${SITE_PAGES.confirmListing.path}?token=${encodeURIComponent(item.confirmToken)}`;
  const route = (item: ReminderItem) => namedRouteText(item, input.places, locale);

  const sections: { text: string; html: string }[] = [];
  if (input.confirm.length > 0) {
    const intro = m['mail.reminder.confirmIntro']({}, o);
    const button = m['mail.reminder.confirmButton']({}, o);
    const lines = input.confirm.map((item) => ({
      route: route(item),
      when: m['mail.reminder.confirmedAt']({ date: formatDateTime(item.confirmedAt, locale) }, o),
      url: confirmUrl(item),
    }));
    sections.push({
      text: `${intro}\n\n${lines.map((l) => `${l.route}\n${l.when}\n${button}: ${l.url}`).join('\n\n')}\n\n${m['mail.reminder.notAvailable']({}, o)}`,
      html: `<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%">${lines
        .map(
          (l) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">
<p style="margin:0;font-size:16px;font-weight:bold">${escapeHtml(l.route)}</p>
<p style="margin:4px 0 8px;font-size:14px;color:#334155">${escapeHtml(l.when)}</p>
<a href="${escapeHtml(l.url)}" style="${BUTTON}">${escapeHtml(button)}</a>
</td></tr>`,
        )
        .join('\n')}</table>
<p style="font-size:14px;line-height:1.5;color:#475569;margin:12px 0 0">${escapeHtml(m['mail.reminder.notAvailable']({}, o))}</p>`,
    });
  }
  if (input.expiry.length > 0) {
    const intro = m['mail.reminder.expiryIntro']({}, o);
    const button = m['mail.reminder.expiryButton']({}, o);
    const lines = input.expiry.map((item) => ({
      route: route(item),
      when: m['mail.reminder.expiresAt']({ date: formatDateTime(item.expiresAt, locale) }, o),
    }));
    sections.push({
      text: `${intro}\n\n${lines.map((l) => `${l.route}\n${l.when}`).join('\n\n')}\n\n${button}: ${myListings}`,
      html: `<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%">${lines
        .map(
          (l) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">
<p style="margin:0;font-size:16px;font-weight:bold">${escapeHtml(l.route)}</p>
<p style="margin:4px 0 0;font-size:14px;color:#334155">${escapeHtml(l.when)}</p>
</td></tr>`,
        )
        .join('\n')}</table>
<p style="margin:16px 0 0"><a href="${escapeHtml(myListings)}" style="${BUTTON}">${escapeHtml(button)}</a></p>`,
    });
  }

  const why = m['mail.reminder.why']({}, o);
  const subject =
    input.confirm.length > 0
      ? m['mail.reminder.confirmSubject']({}, o)
      : m['mail.reminder.expirySubject']({}, o);
  const text = `${sections.map((s) => s.text).join('\n\n----\n\n')}\n\n--\n${why}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 16px">Veoturg</p>
${sections.map((s) => s.html).join('\n<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">\n')}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b;margin:0">${escapeHtml(why)}</p>
</td></tr></table></body></html>`;
  return { kind: 'listing_reminder', to: input.to, subject, text, html };
}
