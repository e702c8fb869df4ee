import type { Locale } from '@domain/locales';
import { m } from '@domain/paraglide/messages';
import type { ContactTargetType } from '@domain/plans';

/**
 * What a payment bought, as a receipt, the checkout and the invoice page name it. A receipt keeps
 * the structure (its kind, and for a contact the item's type and the label it had when it was
 * bought), so each reader reads it in their own language: "Kontaktandmete avamine: kaubakuulutus
 * Tallinn → Riia" is "Открытие контактных данных: объявление о грузе Tallinn → Riia" to a Russian
 * buyer. The label (a route, a company's name) is the item's own text, as it was at the purchase.
 */
export type PaidItem = { kind: 'subscription' } | { kind: 'contact'; type: ContactTargetType; label: string };

const CONTACT = {
  cargo: m['mail.receipt.contactCargo'],
  transport: m['mail.receipt.contactTransport'],
  company: m['mail.receipt.contactCompany'],
} as const;

export function describePayment(item: PaidItem, locale: Locale = 'et'): string {
  const o = { locale };
  if (item.kind === 'subscription') return m['mail.receipt.premiumMonth']({}, o);
  return CONTACT[item.type]({ label: item.label }, o).trim();
}

/** The stored description of a payment (the record's own words, in Estonian, as always). */
export const storedDescription = (item: PaidItem) => describePayment(item, 'et');
