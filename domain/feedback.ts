/**
 * Feedback and support requests. One set of stored types (DECISIONS.md), each side with its own
 * labels in its own catalogue (the settings tab's, the back office's); the priority follows the type.
 */
export const FEEDBACK_TYPES = ['feedback', 'bug', 'feature', 'support'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

/** The admin side reads any stored priority it does not know as low (the spec). */
export function adminFeedbackPriority(value: string | null | undefined): FeedbackPriority {
  return (FEEDBACK_PRIORITIES as readonly string[]).includes(value ?? '')
    ? (value as FeedbackPriority)
    : 'low';
}

/** Starts open; an admin moves it freely between these. */
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

// The admin side's labels of types, priorities and statuses are the back office's catalogue's
// (ADMIN_MESSAGES.feedbackLabels), so the account area does not download them.

/** A bug report is urgent; everything else waits its turn (DECISIONS.md). */
export function feedbackPriority(type: FeedbackType): FeedbackPriority {
  return type === 'bug' ? 'high' : 'medium';
}
