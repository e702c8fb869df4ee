import { countMessage, fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';

/** What the directory's cells and cards show of a list before the "+N" counter (spec section 9). */
export const TABLE_LIMIT = 4;
export const CARD_TRANSPORT_LIMIT = 3;
export const CARD_ROUTE_LIMIT = 2;
export const CARD_REGION_LIMIT = 2;

export const LOCKED_CONTACT_LABEL = MESSAGES.contacts.locked;
export const OPEN_CONTACT_LABEL = MESSAGES.marketplace.contactOpen;
export const EMPTY_TITLE = MESSAGES.companies.empty;

export interface Split<T> {
  visible: T[];
  hidden: T[];
}

/** The first `max` items, and the rest, which a "+N" counter stands for. */
export function splitVisible<T>(items: readonly T[], max: number): Split<T> {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : items.length;
  return { visible: items.slice(0, limit), hidden: items.slice(limit) };
}

/**
 * 'Asutatud 1998 · 64 töötajat'; whichever half is missing is left out. Each half keeps its number and
 * word together (no-break spaces), so a narrow cell breaks the line at the dot only.
 */
export function companyFacts(establishedYear: number | null, employeesCount: number | null): string {
  const parts: string[] = [];
  if (establishedYear != null && Number.isFinite(establishedYear))
    parts.push(fillMessage(MESSAGES.companies.founded, { year: establishedYear }));
  if (employeesCount != null && Number.isFinite(employeesCount) && employeesCount > 0) {
    parts.push(countMessage(MESSAGES.companies.employees, employeesCount));
  }
  return parts.join(' · ');
}

/** A logo may only come from our own origin or over https. */
export function safeLogoUrl(logoUrl: string | null | undefined): string | null {
  const text = logoUrl?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https:\/\/[^\s]+$/i.test(text) ? text : null;
}

export function hasActiveFilters(filters: Record<string, string | undefined>): boolean {
  return Object.values(filters).some((value) => (value ?? '').trim() !== '');
}
