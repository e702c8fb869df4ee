/**
 * Feedback and support requests. One set of stored types (DECISIONS.md), each side with its own
 * labels; the priority follows the type.
 */
export const FEEDBACK_TYPES = ['feedback', 'bug', 'feature', 'support'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The user side's labels (the settings tab's type choice). */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  feedback: 'Tagasiside',
  bug: 'Veateade',
  feature: 'Uue funktsiooni soov',
  support: 'Kasutajatugi',
};

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** A bug report is urgent; everything else waits its turn (DECISIONS.md). */
export function feedbackPriority(type: FeedbackType): FeedbackPriority {
  return type === 'bug' ? 'high' : 'medium';
}
