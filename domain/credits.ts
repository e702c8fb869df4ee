import { TZDate } from '@date-fns/tz';
import * as z from 'zod/mini';
import { TALLINN_TIME_ZONE } from './format';
import {
  CONTACT_ACCESS_STATES,
  CONTACT_TARGET_TYPES,
  FREE_MONTHLY_CREDITS,
  type ContactAccess,
} from './plans';
import { MESSAGES } from './messages';

/**
 * The contact-access and payments contract between the API and the web app (issue 6). The server
 * validates and serialises with these schemas; the web app may import them for its types. Every
 * access decision is the server's: the client only displays what these answers say.
 */

/** The first instant of the Tallinn calendar month `now` falls in: credits reset when the last
 *  reset happened before it (the first use in a new month). */
export function tallinnMonthStart(now: Date = new Date()): Date {
  const local = new TZDate(now.getTime(), TALLINN_TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, TALLINN_TIME_ZONE).getTime());
}

/** When the free credits are next renewed: the first instant of the next Tallinn calendar month. */
export function nextCreditRenewal(now: Date = new Date()): Date {
  const local = new TZDate(now.getTime(), TALLINN_TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth() + 1, 1, TALLINN_TIME_ZONE).getTime());
}

/**
 * An admin's change of a free user's credits (the spec, "Credits", and docs/decisions/0044). Add
 * gives used credits of the month back first (used goes down, not below 0) and grants the rest as
 * extra credits, which stay until spent. Remove takes available credits away in the order they are
 * spent: the month's first (used goes up, not above the month's), then the extra ones. Reset starts
 * the month again (none used, the standard 3 a month); extra credits are not the month's and stay.
 */
export type CreditChange = { operation: 'add' | 'remove'; amount: number } | { operation: 'reset' };
export type CreditCounts = { monthlyCredits: number; creditsUsed: number; bonusCredits: number };

export function applyCreditChange(current: CreditCounts, change: CreditChange): CreditCounts {
  const { monthlyCredits, creditsUsed, bonusCredits } = current;
  switch (change.operation) {
    case 'add': {
      const givenBack = Math.min(change.amount, creditsUsed);
      return {
        monthlyCredits,
        creditsUsed: creditsUsed - givenBack,
        bonusCredits: bonusCredits + change.amount - givenBack,
      };
    }
    case 'remove': {
      const fromMonth = Math.min(change.amount, Math.max(0, monthlyCredits - creditsUsed));
      const fromBonus = Math.min(change.amount - fromMonth, bonusCredits);
      return { monthlyCredits, creditsUsed: creditsUsed + fromMonth, bonusCredits: bonusCredits - fromBonus };
    }
    case 'reset':
      return { monthlyCredits: FREE_MONTHLY_CREDITS, creditsUsed: 0, bonusCredits };
  }
}

/** Whether a change would leave the counts as they are: refused, never reported as done or logged. */
export function changesNothing(before: CreditCounts, after: CreditCounts): boolean {
  return (
    before.monthlyCredits === after.monthlyCredits &&
    before.creditsUsed === after.creditsUsed &&
    before.bonusCredits === after.bonusCredits
  );
}

export const contactTargetTypeSchema = z.enum(CONTACT_TARGET_TYPES, {
  error: MESSAGES.schema.contactTargetType,
});

/** GET /api/me/credits */
export const creditsSchema = z.object({
  monthlyCredits: z.number().check(z.int(), z.minimum(0)),
  creditsUsed: z.number().check(z.int(), z.minimum(0)),
  /** Extra credits an admin granted, kept until spent; spent after the month's. */
  bonusCredits: z.number().check(z.int(), z.minimum(0)),
  /** max(0, monthly - used) + bonus; access holders are `unlimited` and spend nothing. */
  available: z.number().check(z.int(), z.minimum(0)),
  unlimited: z.boolean(),
  /** ISO 8601 UTC; the month's credits were last reset then. */
  lastResetDate: z.string(),
});
export type Credits = z.infer<typeof creditsSchema>;

const listingContactDetailsSchema = z.object({
  companyName: z.nullable(z.string()),
  contactPerson: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export const companyContactDetailsSchema = z.object({
  contactPerson: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
});
export type ListingContactDetails = z.infer<typeof listingContactDetailsSchema>;
export type CompanyContactDetails = z.infer<typeof companyContactDetailsSchema>;
/** A listing's contact (cargo, transport) or a directory company's contact (company). */
const contactDetailsSchema = z.union([listingContactDetailsSchema, companyContactDetailsSchema]);

const GRANTED_ACCESS_STATES = CONTACT_ACCESS_STATES.filter(
  (state): state is Exclude<ContactAccess, 'locked'> => state !== 'locked',
);
const grantedAccess = z.enum(GRANTED_ACCESS_STATES);

/** GET /api/contacts/{type}/{id} (200 only for the entitled) */
export const contactAnswerSchema = z.object({
  contactAccess: grantedAccess,
  contact: contactDetailsSchema,
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** POST /api/contacts/{type}/{id}/unlock */
export const unlockAnswerSchema = z.extend(contactAnswerSchema, {
  /** true only when this call spent a credit */
  spent: z.boolean(),
  credits: creditsSchema,
});
export type UnlockAnswer = z.infer<typeof unlockAnswerSchema>;

/** POST /api/payments/contact-checkout */
export const contactCheckoutBodySchema = z.object({
  listingType: contactTargetTypeSchema,
  listingId: z.uuid({ error: MESSAGES.listings.invalidId }),
});
export const contactCheckoutAnswerSchema = z.object({ url: z.string() });

/** POST /api/payments/confirm */
export const confirmBodySchema = z.object({
  sessionId: z
    .string()
    .check(z.trim(), z.minLength(1, { error: MESSAGES.schema.paymentIdMissing }), z.maxLength(255)),
});
export const confirmAnswerSchema = z.object({
  granted: z.boolean(),
  itemType: contactTargetTypeSchema,
  itemId: z.string(),
});

const DEMO_CHECKOUT_STATUSES = ['pending', 'completed', 'failed'] as const;

/** GET /api/payments/demo/{id} */
export const demoCheckoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  itemType: z
    .enum([...CONTACT_TARGET_TYPES, 'subscription'])
    .check(z.describe("a contact's type, or 'subscription' for a month of premium")),
  itemId: z.string().check(z.describe("the listing's or company's id; empty for a subscription")),
  status: z.enum(DEMO_CHECKOUT_STATUSES),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

/** POST /api/payments/demo/{id}/pay and /cancel */
export const demoRedirectSchema = z.object({ redirectUrl: z.string() });
