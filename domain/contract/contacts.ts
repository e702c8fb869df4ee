import * as z from 'zod/mini';
import { contactTargetTypeSchema } from '../credits';
import { WATCH_STATES } from '../listing-status';
import { MESSAGES } from '../messages';
import { pageQuerySchema } from '../pagination';
import { pageOf } from './common';

/**
 * GET /api/contacts/{type}/{id} and POST .../unlock. Their answers (and the credits' and payments')
 * are the contact-access contract in domain/credits.ts; this file adds the path parameters.
 */
export const contactParamsSchema = z.object({
  type: contactTargetTypeSchema,
  id: z.uuid({ error: MESSAGES.schema.invalidId }),
});

/**
 * GET /api/me/contacts?q=&page=&pageSize= ("Minu kontaktid"): every contact the caller opened with
 * a credit, bought, or was granted (the contact-access log, which is permanent access), the latest
 * first, each with the item as it was when the access began and its contact, also after the item
 * expired or was deleted. `q` finds any of the item's words (its cities, title, names, phone,
 * e-mail), case ignored. `state` is what became of a listing since (null for a company).
 */
const PAYMENT_METHODS = ['free_credit', 'stripe', 'demo', 'admin'] as const;

export const myContactsQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: MESSAGES.schema.maxChars(100) }))),
});

const openedContactSchema = z.object({
  type: contactTargetTypeSchema,
  id: z.string(),
  openedAt: z.string(),
  method: z.enum(PAYMENT_METHODS),
  state: z.nullable(z.enum(WATCH_STATES)),
  originCity: z.nullable(z.string()),
  originCountry: z.nullable(z.string()),
  destinationCity: z.nullable(z.string()),
  destinationCountry: z.nullable(z.string()),
  title: z.nullable(z.string().check(z.describe('A cargo type, a trailer type; null for a company'))),
  date: z.nullable(z.string()),
  contact: z.object({
    companyName: z.nullable(z.string()),
    contactPerson: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    website: z.nullable(z.string()),
  }),
});
export type OpenedContact = z.infer<typeof openedContactSchema>;
export const myContactsPageSchema = pageOf(openedContactSchema);
export type MyContactsPage = z.infer<typeof myContactsPageSchema>;
