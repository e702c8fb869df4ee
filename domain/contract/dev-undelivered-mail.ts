import * as z from 'zod/mini';

/**
 * POST /api/dev/undelivered-mail (development and tests only, absent in production): a message left
 * as the job queue leaves one after an SMTP outage, for the browser tests of /admin/mail. The
 * development mailbox, the running product's transport without SMTP, never fails.
 */
export const undeliveredMailBodySchema = z.object({
  to: z.email().check(z.maxLength(254)),
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  state: z.enum(['failed', 'retrying']),
  kind: z._default(z.enum(['email_confirmation', 'password_reset', 'alert']), 'password_reset'),
  attempts: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
});

export const undeliveredMailAnswerSchema = z.object({ id: z.string() });
