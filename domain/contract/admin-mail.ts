import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminListQuerySchema, adminPageOf, undeliveredMailCountsSchema } from './admin';

const A = ADMIN_MESSAGES;

/**
 * Undelivered mail in the back office (docs/decisions/0035-undelivered-mail-in-the-back-office.md):
 * `failed` was given up after three days of retries and waits for an admin; `retrying` had a failed
 * attempt and will be tried again by the job queue.
 */
export const UNDELIVERED_MAIL_STATES = ['failed', 'retrying'] as const;
export type UndeliveredMailState = (typeof UNDELIVERED_MAIL_STATES)[number];

// `?state=` with no value is "both", not an unknown state.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/** GET /api/admin/mail: newest first, a page at a time, of one state if given, searched by recipient and subject. */
export const adminMailQuerySchema = z.extend(adminListQuerySchema, {
  state: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.enum(UNDELIVERED_MAIL_STATES, { error: A.mailStateInvalid })),
  ),
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

/** One undelivered message: never its body, and its last error shortened, without credentials. */
const adminMailItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string().check(z.describe('email_confirmation, password_reset, alert, …')),
  state: z.enum(UNDELIVERED_MAIL_STATES),
  attempts: z.number(),
  lastError: z.nullable(z.string().check(z.describe('the SMTP error, at most 300 characters'))),
  createdAt: z.string().check(z.describe('when it was first queued')),
  lastAttemptAt: z.nullable(z.string()),
});
export type AdminMailItem = z.infer<typeof adminMailItemSchema>;

export const adminMailPageSchema = z.extend(adminPageOf(adminMailItemSchema), {
  counts: undeliveredMailCountsSchema,
});

export const mailIdParamsSchema = z.object({
  id: z.string().check(z.describe('The message’s id; one that does not exist is a 404')),
});

/**
 * POST /api/admin/mail/{id}/resend: the message's delivery status now, and whether this request
 * queued it again (false when it was not failed: queued again by someone else, or sent).
 */
export const resentMailSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  requeued: z.boolean(),
});
export type ResentMail = z.infer<typeof resentMailSchema>;

/** POST /api/admin/mail/resend-failed: how many failed messages were queued again. */
export const resentAllSchema = z.object({ count: z.number() });
