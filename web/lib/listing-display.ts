import type { CargoItem, ListingItem, TransportItem } from '@domain/contract/listings';
import { DEFAULT_COUNTRY, findCountry } from '@domain/countries';
import { fillMessage } from '@domain/catalogue';
import { formatDate, formatNumber, MISSING_VALUE } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { PAGE_LOCALE } from '@domain/page-locale';
import type { ContactAccess } from '@domain/plans';
import { countryLabel, type ReferenceData } from '@domain/reference';

export const URGENT_LABEL = MESSAGES.marketplace.urgent;

/**
 * A lookup value as the admins wrote it ('toidukaubad', 'kg', 'm³'): units and names have their own
 * spelling, so nothing is capitalised here; an empty value shows a dash.
 */
export function lookupLabel(value: string | null | undefined): string {
  return value?.trim() || MISSING_VALUE;
}

/** A lookup list of GET /api/reference, by the answer's name ('cargoTypes', 'units', …). */
export type LookupList = Exclude<keyof ReferenceData, 'countries'>;

/**
 * What a reader sees for a stored lookup value of `list`: its label in the page's language
 * (use-lookup-labels.ts), a dash for none. The stored value stays what filters and addresses use.
 */
export type LabelOf = (list: LookupList, value: string | null | undefined) => string;

/** The stored value as it is: the Estonian page's words, and every page's until the labels arrive. */
export const storedText: LabelOf = (_list, value) => lookupLabel(value);

/**
 * A country by its stored key ('lati') in the page's language: our Estonian short names on an
 * Estonian page, CLDR's elsewhere. A blank value is the default country; one we do not know is shown
 * as typed rather than hidden.
 */
export function countryText(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  const country = findCountry(trimmed || DEFAULT_COUNTRY);
  return country ? countryLabel(country, PAGE_LOCALE) : trimmed;
}

export interface RouteEnd {
  city: string;
  country: string;
}

/** What a route is told from: a listing of any answer (the feeds', the owner's, the back office's). */
export type RouteFields = Pick<
  ListingItem,
  'originCity' | 'originCountry' | 'destinationCity' | 'destinationCountry'
>;

export function routeEnds(item: RouteFields): { from: RouteEnd; to: RouteEnd } {
  return {
    from: { city: item.originCity, country: countryText(item.originCountry) },
    to: { city: item.destinationCity, country: countryText(item.destinationCountry) },
  };
}

/** 'Tallinn, Eesti → Riga, Läti': one line for labels and screen readers. */
export function routeText(item: RouteFields): string {
  const { from, to } = routeEnds(item);
  return `${from.city}, ${from.country} → ${to.city}, ${to.country}`;
}

/** '20 alus'; without a quantity, a dash. */
export function quantityText(item: CargoItem, label: LabelOf = storedText): string {
  if (item.quantity == null) return MISSING_VALUE;
  const unit = item.unit?.trim();
  return unit ? `${formatNumber(item.quantity)}\u00A0${label('units', unit)}` : formatNumber(item.quantity);
}

/** The unit of a transport's volume: its own, else cubic metres. */
export function volumeUnit(item: TransportItem, label: LabelOf = storedText): string {
  return label('units', item.volumeUnit?.trim() || 'm³');
}

/** '82 m³' of a transport's volume, or a dash. */
export function volumeText(item: TransportItem, label: LabelOf = storedText): string {
  if (item.volumeCapacity == null) return MISSING_VALUE;
  return `${formatNumber(item.volumeCapacity)}\u00A0${volumeUnit(item, label)}`;
}

/**
 * 'pickup – delivery'; a lone pickup date stands alone, a lone delivery date reads 'kuni …', and with
 * neither there is one dash (never a dangling one).
 */
export function dateRangeText(from: string | null, to: string | null): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return formatDate(from);
  if (to) return fillMessage(MESSAGES.marketplace.untilDate, { date: formatDate(to) });
  return MISSING_VALUE;
}

export function isContactOpen(access: ContactAccess): boolean {
  return access !== 'locked';
}

export function contactStateLabel(access: ContactAccess): string {
  return isContactOpen(access) ? MESSAGES.marketplace.contactOpen : MESSAGES.contacts.locked;
}
