import * as z from 'zod/mini';

/**
 * POST /api/dev/listing-reminders (development and tests only, absent in production): runs the
 * owners' reminder sweep for one user's listings as it would run at `at` (a day or more ahead), so
 * a browser test can follow a reminder mail's confirm link without waiting a day.
 */
export const listingRemindersBodySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  at: z.iso.datetime({ offset: true }),
});

export const listingRemindersAnswerSchema = z.object({ mails: z.number() });
