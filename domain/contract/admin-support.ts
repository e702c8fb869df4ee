import { ADMIN_MESSAGES } from '../admin-messages';
import * as z from 'zod/mini';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../feedback';
import { adminListQuerySchema } from './admin';
import { pageOf } from './common';
import { feedbackItemSchema } from './feedback';

const A = ADMIN_MESSAGES;

// `?type=` with no value is "all", not an unknown type.
const blankToUndefined = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/** GET /api/admin/feedback: newest first, a page at a time, of one type and one status if given. */
export const adminFeedbackQuerySchema = z.extend(adminListQuerySchema, {
  type: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.enum(FEEDBACK_TYPES, { error: A.feedbackTypeInvalid })),
  ),
  status: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.enum(FEEDBACK_STATUSES, { error: A.feedbackStatusInvalid })),
  ),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

/** One item: what the user sent, with the account's e-mail (the one it was sent with if the account is gone). */
export const adminFeedbackPageSchema = pageOf(feedbackItemSchema);

export const feedbackIdParamsSchema = z.object({
  id: z.string().check(z.describe('The item’s id; one that does not exist is a 404')),
});

/** PATCH /api/admin/feedback/{id}: the status only (DECISIONS.md, "Account settings"). */
export const feedbackStatusBodySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: A.feedbackStatusInvalid }),
});
export type FeedbackStatusBody = z.infer<typeof feedbackStatusBodySchema>;
