import type { CargoItem, ListingItem, TransportItem } from '@domain/contract/listings';
import { countryName } from '@domain/countries';
import { formatDate, formatNumber, MISSING_VALUE } from '@domain/format';
import type { ContactAccess } from '@domain/plans';

const LOCKED_LABEL = 'Kontaktandmed on lukus';
const OPEN_LABEL = 'Kontaktandmed on avatud';
export const URGENT_LABEL = 'Kiire';

/**
 * A lookup value as the admins wrote it ('toidukaubad', 'kg', 'm³'): units and names have their own
 * spelling, so nothing is capitalised here; an empty value shows a dash.
 */
export function lookupLabel(value: string | null | undefined): string {
  return value?.trim() || MISSING_VALUE;
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
    from: { city: item.originCity, country: countryName(item.originCountry) },
    to: { city: item.destinationCity, country: countryName(item.destinationCountry) },
  };
}

/** 'Tallinn, Eesti → Riga, Läti': one line for labels and screen readers. */
export function routeText(item: RouteFields): string {
  const { from, to } = routeEnds(item);
  return `${from.city}, ${from.country} → ${to.city}, ${to.country}`;
}

/** '20 alus'; without a quantity, a dash. */
export function quantityText(item: CargoItem): string {
  if (item.quantity == null) return MISSING_VALUE;
  const unit = item.unit?.trim();
  return unit ? `${formatNumber(item.quantity)}\u00A0${unit}` : formatNumber(item.quantity);
}

/** '82 m³' of a transport's volume, or a dash. */
export function volumeText(item: TransportItem): string {
  if (item.volumeCapacity == null) return MISSING_VALUE;
  return `${formatNumber(item.volumeCapacity)}\u00A0${item.volumeUnit?.trim() || 'm³'}`;
}

/**
 * 'pickup – delivery'; a lone pickup date stands alone, a lone delivery date reads 'kuni …', and with
 * neither there is one dash (never a dangling one).
 */
export function dateRangeText(from: string | null, to: string | null): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return formatDate(from);
  if (to) return `kuni ${formatDate(to)}`;
  return MISSING_VALUE;
}

export function isContactOpen(access: ContactAccess): boolean {
  return access !== 'locked';
}

export function contactStateLabel(access: ContactAccess): string {
  return isContactOpen(access) ? OPEN_LABEL : LOCKED_LABEL;
}
