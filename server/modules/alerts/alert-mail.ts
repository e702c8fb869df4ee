import { countryName } from '@domain/countries';
import { countText, formatDate, formatNumber, formatTonnes, formatWeightKg } from '@domain/format';
import type { AlertFrequency } from '@domain/contract/notifications';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { escapeHtml } from '../../platform/mail/templates';

/** What an alert says about one matched item; contacts only when the recipient is entitled to them. */
export type AlertItem =
  | {
      type: 'cargo';
      id: string;
      route: Route;
      pickupDate: string | null;
      deliveryDate: string | null;
      weight: number | null;
      cargoType: string;
      isUrgent: boolean;
      contact: Contact | null;
    }
  | {
      type: 'transport';
      id: string;
      route: Route;
      availableDate: string | null;
      capacity: number | null;
      volumeCapacity: number | null;
      volumeUnit: string | null;
      trailerType: string;
      contact: Contact | null;
    }
  | {
      type: 'company';
      id: string;
      companyName: string;
      specialty: string | null;
      serviceRegions: string[];
      contact: Contact | null;
    };

type Route = {
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
};
type Contact = {
  companyName: string | null;
  person: string | null;
  phone: string | null;
  email: string | null;
};

export type AlertMailLinks = { publicUrl: string; unsubscribeToken: string };

/** At most this many items are written out; the rest are counted, with a link to the feeds. */
const MAX_ITEMS_IN_MAIL = 50;

const place = (city: string, country: string) => `${city} (${countryName(country)})`;
const routeText = (r: Route) =>
  `${place(r.originCity, r.originCountry)} → ${place(r.destinationCity, r.destinationCountry)}`;

function itemUrl(item: AlertItem, publicUrl: string): string {
  if (item.type === 'company') return `${publicUrl}/?tab=companies&q=${encodeURIComponent(item.companyName)}`;
  return `${publicUrl}/?listing=${item.id}&type=${item.type}`;
}

function heading(item: AlertItem): string {
  if (item.type === 'cargo') return `Veos: ${routeText(item.route)}${item.isUrgent ? ' (kiire)' : ''}`;
  if (item.type === 'transport') return `Vaba transport: ${routeText(item.route)}`;
  return `Ettevõte: ${item.companyName}`;
}

function details(item: AlertItem): string {
  const parts: string[] = [];
  if (item.type === 'cargo') {
    parts.push(item.cargoType);
    if (item.pickupDate) parts.push(`pealevõtt ${formatDate(item.pickupDate)}`);
    if (item.deliveryDate) parts.push(`kohaletoimetamine ${formatDate(item.deliveryDate)}`);
    if (item.weight != null) parts.push(formatWeightKg(item.weight));
  } else if (item.type === 'transport') {
    parts.push(item.trailerType);
    if (item.availableDate) parts.push(`vaba alates ${formatDate(item.availableDate)}`);
    if (item.capacity != null) parts.push(`kandevõime ${formatTonnes(item.capacity)}`);
    if (item.volumeCapacity != null) {
      parts.push(`maht ${formatNumber(item.volumeCapacity)}${item.volumeUnit ? ` ${item.volumeUnit}` : ''}`);
    }
  } else {
    if (item.specialty) parts.push(item.specialty);
    if (item.serviceRegions.length > 0) parts.push(`piirkonnad: ${item.serviceRegions.join(', ')}`);
  }
  return parts.join(' · ');
}

function contactText(c: Contact | null): string | null {
  if (!c) return null;
  const parts = [c.companyName, c.person, c.phone, c.email].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? `Kontakt: ${parts.join(', ')}` : null;
}

function subjectOf(items: readonly AlertItem[], frequency: AlertFrequency): string {
  if (frequency !== 'instant') {
    const period = frequency === 'hourly' ? 'tunni' : 'päeva';
    return `Veoturu ${period} kokkuvõte: ${countText(items.length, 'uus sobiv pakkumine', 'uut sobivat pakkumist')}`;
  }
  if (items.length === 1) return `Uus sobiv pakkumine: ${heading(items[0]!)}`;
  return `${countText(items.length, 'uus sobiv pakkumine', 'uut sobivat pakkumist')} – Veoturg`;
}

/** The alert mail: Estonian, each item with its link, a one-click unsubscribe link and headers. */
export function alertMail(
  to: string,
  items: readonly AlertItem[],
  frequency: AlertFrequency,
  links: AlertMailLinks,
): OutgoingMail {
  const { publicUrl } = links;
  const shown = items.slice(0, MAX_ITEMS_IN_MAIL);
  const more = items.length - shown.length;
  const unsubscribePage = `${publicUrl}/teavitused/loobu?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const oneClick = `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const settings = `${publicUrl}/profile-settings?tab=notifications`;
  const intro = 'Veoturule lisandus pakkumisi, mis vastavad Teie teavituste filtritele.';
  const why = 'Saite selle kirja, sest olete Veoturul teavitused sisse lülitanud.';

  const textItems = shown.map((item) =>
    [heading(item), details(item), contactText(item.contact), `Vaata: ${itemUrl(item, publicUrl)}`]
      .filter(Boolean)
      .join('\n'),
  );
  const moreText = more > 0 ? `\nJa veel ${countText(more, 'pakkumine', 'pakkumist')}: ${publicUrl}/\n` : '';
  const text = `${intro}\n\n${textItems.join('\n\n')}\n${moreText}\n--\n${why}\nFiltrite muutmine: ${settings}\nTeavitustest loobumine: ${unsubscribePage}\n`;

  const htmlItems = shown
    .map((item) => {
      const contact = contactText(item.contact);
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(itemUrl(item, publicUrl))}" style="font-size:16px;font-weight:bold;color:#1e5fae;text-decoration:none">${escapeHtml(heading(item))}</a>
<p style="margin:4px 0 0;font-size:14px;color:#334155">${escapeHtml(details(item))}</p>
${contact ? `<p style="margin:4px 0 0;font-size:14px;color:#334155">${escapeHtml(contact)}</p>` : ''}
</td></tr>`;
    })
    .join('\n');
  const moreHtml =
    more > 0
      ? `<p style="font-size:14px;margin:16px 0 0"><a href="${escapeHtml(publicUrl)}/" style="color:#1e5fae">Ja veel ${escapeHtml(countText(more, 'pakkumine', 'pakkumist'))}</a></p>`
      : '';
  const html = `<!doctype html><html lang="et"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 16px">Veoturg</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%">${htmlItems}</table>
${moreHtml}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b;margin:0">${escapeHtml(why)}<br>
<a href="${escapeHtml(settings)}" style="color:#64748b">Muuda filtreid</a> · <a href="${escapeHtml(unsubscribePage)}" style="color:#64748b">Loobu teavitustest</a></p>
</td></tr></table></body></html>`;

  return {
    kind: 'alert',
    to,
    subject: subjectOf(items, frequency),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
