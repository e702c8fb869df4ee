import { ADMIN_MESSAGES } from '../admin-messages';
import * as z from 'zod/mini';
import { VERIFICATION_DECISIONS, VERIFICATION_NOTE_MAX, VERIFICATION_STATUSES } from '../verification';
import { adminListQuerySchema } from './admin';
import { pageOf } from './common';

const V = ADMIN_MESSAGES.verifications;

// `?status=` with no value is "every company that asked", not an unknown status.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/**
 * GET /api/admin/verifications: the companies that asked to be verified, a page at a time, of one
 * status if given; the pending ones first, the oldest request first, then the latest decisions.
 */
export const adminVerificationsQuerySchema = z.extend(adminListQuerySchema, {
  status: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.enum(VERIFICATION_STATUSES, { error: V.statusInvalid })),
  ),
});
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuerySchema>;

/** One company of the queue: what it entered beside what an admin checks it against. */
export const adminVerificationSchema = z.object({
  userId: z.string(),
  email: z.string(),
  companyName: z.nullable(z.string()),
  country: z.nullable(z.string()),
  registryCode: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  address: z.nullable(z.string()),
  website: z.nullable(z.string()),
  contactPerson: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  status: z.enum(VERIFICATION_STATUSES),
  note: z.nullable(z.string()),
  requestedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  evidence: z.object({
    registryCodeValid: z.boolean().check(z.describe('the code passes its country’s format and check digit')),
    vatNumberValid: z.nullable(z.boolean()).check(z.describe('null when no VAT number is given')),
    registerUrl: z.nullable(z.string()).check(z.describe('the company in its country’s public register')),
    emailMatchesWebsite: z.nullable(z.boolean()).check(z.describe('null without a website')),
    accountCreatedAt: z.string(),
    listings: z.number().check(z.describe('the account’s listings, as the users list counts them')),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationPageSchema = pageOf(adminVerificationSchema);

export const verificationUserParamsSchema = z.object({
  userId: z.string().check(z.describe('The user whose company is decided; one that does not exist is a 404')),
});

/**
 * PUT /api/admin/verifications/{userId}: verify or reject a pending request (rejecting needs a note
 * for the user); a verified company may be rejected later, which takes its mark away.
 */
export const verificationDecisionBodySchema = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS, { error: V.decisionInvalid }),
    note: z._default(
      z.string().check(z.trim(), z.maxLength(VERIFICATION_NOTE_MAX, { error: V.noteTooLong })),
      '',
    ),
  })
  .check(
    z.refine((body) => body.decision === 'verified' || body.note.length > 0, {
      error: V.noteRequired,
      path: ['note'],
    }),
  );
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBodySchema>;
