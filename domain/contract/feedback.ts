import { ACCOUNT_MESSAGES } from '../account-messages';
import * as z from 'zod/mini';
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../feedback';

const F = ACCOUNT_MESSAGES.feedback;

/** POST /api/feedback: subject and message required; line breaks of the message are kept. */
export const feedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: F.typeRequired }),
  subject: z
    .string({ error: F.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: F.subjectRequired }),
      z.maxLength(200, { error: F.subjectTooLong }),
    ),
  message: z
    .string({ error: F.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: F.messageRequired }),
      z.maxLength(5000, { error: F.messageTooLong }),
    ),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** The stored item (POST /api/feedback's 201 answer; the admin's support list shows the same). */
export const feedbackItemSchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  subject: z.string(),
  message: z.string(),
  email: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
