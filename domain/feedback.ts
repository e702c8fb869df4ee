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

/** The admin side's labels (the support page's type filter and cards). */
export const ADMIN_FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  feedback: 'Tagasiside',
  bug: 'Viga',
  feature: 'Funktsioon',
  support: 'Tugi',
};

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  low: 'Madal',
  medium: 'Keskmine',
  high: 'Kõrge',
};

/** The admin side reads any stored priority it does not know as low (the spec). */
export function adminFeedbackPriority(value: string | null | undefined): FeedbackPriority {
  return (FEEDBACK_PRIORITIES as readonly string[]).includes(value ?? '')
    ? (value as FeedbackPriority)
    : 'low';
}

/** Starts open; an admin moves it freely between these. */
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: 'Avatud',
  in_progress: 'Töös',
  resolved: 'Lahendatud',
  closed: 'Suletud',
};

/** A bug report is urgent; everything else waits its turn (DECISIONS.md). */
export function feedbackPriority(type: FeedbackType): FeedbackPriority {
  return type === 'bug' ? 'high' : 'medium';
}
