import { countryName, findCountry } from '@domain/countries';
import { formatDate, formatNumber, formatTonnes, formatWeightKg } from '@domain/format';
import type { AlertFrequency } from '@domain/contract/notifications';
import type { Locale } from '@domain/locales';
import { placeNameFor, type PlaceRow } from '../places/places.service';
import { m } from '@domain/paraglide/messages';
import { countryLabel, type LookupTable } from '@domain/reference';
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
  /** The gazetteer's place of each end, when located: named in the recipient's language (0091). */
  originPlaceId?: number | null;
  destinationPlaceId?: number | null;
};

/** The item with its route's located places named for a reader of `locale` (decision 0091). */
export function inMailLanguage(item: AlertItem, places: Map<number, PlaceRow>, locale: Locale): AlertItem {
  if (item.type === 'company') return item;
  const name = (placeId: number | null | undefined, text: string) =>
    placeNameFor(places, placeId, text, locale);
  const { route } = item;
  return {
    ...item,
    route: {
      ...route,
      originCity: name(route.originPlaceId, route.originCity),
      destinationCity: name(route.destinationPlaceId, route.destinationCity),
    },
  };
}

/** The gazetteer ids the items' routes carry. */
export function routePlaceIds(items: Iterable<AlertItem>): number[] {
  const ids: number[] = [];
  for (const item of items) {
    if (item.type === 'company') continue;
    if (item.route.originPlaceId != null) ids.push(item.route.originPlaceId);
    if (item.route.destinationPlaceId != null) ids.push(item.route.destinationPlaceId);
  }
  return ids;
}
type Contact = {
  companyName: string | null;
  person: string | null;
  phone: string | null;
  email: string | null;
};

export type AlertMailLinks = { publicUrl: string; unsubscribeToken: string };

/** A lookup value's label in a language (the stored value where it has none). */
export type LabelOf = (table: LookupTable, value: string, locale: Locale) => string;
const storedValue: LabelOf = (_table, value) => value;

/** Everything a mail's words depend on: the recipient's language and the lookup values' labels. */
type Words = { locale: Locale; labelOf: LabelOf };

/** At most this many items are written out; the rest are counted, with a link to the feeds. */
const MAX_ITEMS_IN_MAIL = 50;

function place(city: string, country: string, locale: Locale) {
  const known = locale === 'et' ? undefined : findCountry(country);
  return `${city} (${known ? countryLabel(known, locale) : countryName(country)})`;
}
const routeText = (r: Route, locale: Locale) =>
  `${place(r.originCity, r.originCountry, locale)} → ${place(r.destinationCity, r.destinationCountry, locale)}`;

/** routeText with the located ends named for a reader of `locale` (decision 0091): other mails' way. */
export const namedRouteText = (r: Route, places: Map<number, PlaceRow>, locale: Locale) =>
  routeText(
    {
      ...r,
      originCity: placeNameFor(places, r.originPlaceId, r.originCity, locale),
      destinationCity: placeNameFor(places, r.destinationPlaceId, r.destinationCity, locale),
    },
    locale,
  );

function itemUrl(item: AlertItem, publicUrl: string): string {
  if (item.type === 'company') return `${publicUrl}/?tab=companies&q=${encodeURIComponent(item.companyName)}`;
  return `${publicUrl}/?listing=${item.id}&type=${item.type}`;
}

function heading(item: AlertItem, { locale }: Words): string {
  const o = { locale };
  if (item.type === 'cargo') {
    const route = routeText(item.route, locale);
    return item.isUrgent ? m['mail.alert.cargoUrgent']({ route }, o) : m['mail.alert.cargo']({ route }, o);
  }
  if (item.type === 'transport')
    return m['mail.alert.transport']({ route: routeText(item.route, locale) }, o);
  return m['mail.alert.company']({ name: item.companyName }, o);
}

function details(item: AlertItem, { locale, labelOf }: Words): string {
  const o = { locale };
  const parts: string[] = [];
  if (item.type === 'cargo') {
    parts.push(labelOf('cargo_types', item.cargoType, locale));
    if (item.pickupDate) parts.push(m['mail.alert.pickup']({ date: formatDate(item.pickupDate, locale) }, o));
    if (item.deliveryDate) {
      parts.push(m['mail.alert.delivery']({ date: formatDate(item.deliveryDate, locale) }, o));
    }
    if (item.weight != null) parts.push(formatWeightKg(item.weight, locale));
  } else if (item.type === 'transport') {
    parts.push(labelOf('trailer_types', item.trailerType, locale));
    if (item.availableDate) {
      parts.push(m['mail.alert.availableFrom']({ date: formatDate(item.availableDate, locale) }, o));
    }
    if (item.capacity != null) {
      parts.push(m['mail.alert.capacity']({ value: formatTonnes(item.capacity, locale) }, o));
    }
    if (item.volumeCapacity != null) {
      const unit = item.volumeUnit ? ` ${labelOf('units', item.volumeUnit, locale)}` : '';
      parts.push(
        m['mail.alert.volume']({ value: `${formatNumber(item.volumeCapacity, 2, locale)}${unit}` }, o),
      );
    }
  } else {
    if (item.specialty) parts.push(labelOf('specializations', item.specialty, locale));
    if (item.serviceRegions.length > 0) {
      const regions = item.serviceRegions
        .map((region) => labelOf('service_regions', region, locale))
        .join(', ');
      parts.push(m['mail.alert.regions']({ regions }, o));
    }
  }
  return parts.join(' · ');
}

function contactText(c: Contact | null, { locale }: Words): string | null {
  if (!c) return null;
  const parts = [c.companyName, c.person, c.phone, c.email].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? m['mail.alert.contact']({ details: parts.join(', ') }, { locale }) : null;
}

function subjectOf(items: readonly AlertItem[], frequency: AlertFrequency, words: Words): string {
  const o = { locale: words.locale };
  const count = items.length;
  if (frequency === 'hourly') return m['mail.alert.digestHourly']({ count }, o);
  if (frequency !== 'instant') return m['mail.alert.digestDaily']({ count }, o);
  if (count === 1) return m['mail.alert.subjectOne']({ heading: heading(items[0]!, words) }, o);
  return m['mail.alert.subjectMany']({ count }, o);
}

/**
 * The alert mail, in the recipient's language (their profile's, decision 0061) with the lookup values'
 * labels: each item with its link, a one-click unsubscribe link and headers.
 */
export function alertMail(
  to: string,
  items: readonly AlertItem[],
  frequency: AlertFrequency,
  links: AlertMailLinks,
  locale: Locale = 'et',
  labelOf: LabelOf = storedValue,
): OutgoingMail {
  const words: Words = { locale, labelOf };
  const o = { locale };
  const { publicUrl } = links;
  const shown = items.slice(0, MAX_ITEMS_IN_MAIL);
  const more = items.length - shown.length;
  const unsubscribePage = `${publicUrl}/teavitused/loobu?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const oneClick = `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`;
  const settings = `${publicUrl}/profile-settings?tab=notifications`;
  const intro = m['mail.alert.intro']({}, o);
  const why = m['mail.alert.why']({}, o);

  const textItems = shown.map((item) =>
    [
      heading(item, words),
      details(item, words),
      contactText(item.contact, words),
      m['mail.alert.view']({ url: itemUrl(item, publicUrl) }, o),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const moreWords = m['mail.alert.more']({ count: more }, o);
  const moreText = more > 0 ? `\n${moreWords}: ${publicUrl}/\n` : '';
  const text = `${intro}\n\n${textItems.join('\n\n')}\n${moreText}\n--\n${why}\n${m['mail.alert.changeFiltersAt']({ url: settings }, o)}\n${m['mail.alert.unsubscribeAt']({ url: unsubscribePage }, o)}\n`;

  const htmlItems = shown
    .map((item) => {
      const contact = contactText(item.contact, words);
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(itemUrl(item, publicUrl))}" style="font-size:16px;font-weight:bold;color:#1e5fae;text-decoration:none">${escapeHtml(heading(item, words))}</a>
<p style="margin:4px 0 0;font-size:14px;color:#334155">${escapeHtml(details(item, words))}</p>
${contact ? `<p style="margin:4px 0 0;font-size:14px;color:#334155">${escapeHtml(contact)}</p>` : ''}
</td></tr>`;
    })
    .join('\n');
  const moreHtml =
    more > 0
      ? `<p style="font-size:14px;margin:16px 0 0"><a href="${escapeHtml(publicUrl)}/" style="color:#1e5fae">${escapeHtml(moreWords)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e4e8c;margin:0 0 16px">Veoturg</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%">${htmlItems}</table>
${moreHtml}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b;margin:0">${escapeHtml(why)}<br>
<a href="${escapeHtml(settings)}" style="color:#64748b">${escapeHtml(m['mail.alert.changeFilters']({}, o))}</a> · <a href="${escapeHtml(unsubscribePage)}" style="color:#64748b">${escapeHtml(m['mail.alert.unsubscribe']({}, o))}</a></p>
</td></tr></table></body></html>`;

  return {
    kind: 'alert',
    to,
    subject: subjectOf(items, frequency, words),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
