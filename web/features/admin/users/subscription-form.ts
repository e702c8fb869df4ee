import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { TZDate } from '@date-fns/tz';
import * as z from 'zod/mini';
import { isFutureEnd, type AdminSubscriptionChange } from '@domain/contract/admin-users';
import { TALLINN_TIME_ZONE, tallinnDateKey } from '@domain/format';

/** The spec's premium durations in days; or a custom end date. */
export const SUBSCRIPTION_PRESETS = ['7', '14', '30'] as const;
const SUBSCRIPTION_DURATIONS = [...SUBSCRIPTION_PRESETS, 'custom'] as const;
type Duration = (typeof SUBSCRIPTION_DURATIONS)[number];

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last moment of a Tallinn calendar day ('yyyy-MM-dd'): premium "until 12.05.2026" runs through
 * that day and is shown with that date. Undefined for anything that is not a calendar day.
 */
export function endOfTallinnDay(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new TZDate(y, m - 1, d, 23, 59, 59, 999, TALLINN_TIME_ZONE);
  if (end.getFullYear() !== y || end.getMonth() !== m - 1 || end.getDate() !== d) return undefined;
  return new Date(end.getTime());
}

/** Today in Tallinn, 'yyyy-MM-dd': the first day a custom end may be. */
export const tallinnToday = (now = new Date()) => tallinnDateKey(now);

export interface SubscriptionDraft {
  tier: 'free' | 'premium';
  duration: Duration;
  /** The custom end's day, 'yyyy-MM-dd', or '' while none is chosen. */
  customDay: string;
}

/** When premium would end: now plus the preset's days, or the end of the custom day; null otherwise. */
export function draftEnd(draft: SubscriptionDraft, now = new Date()): Date | null {
  if (draft.tier !== 'premium') return null;
  if (draft.duration === 'custom') return endOfTallinnDay(draft.customDay) ?? null;
  return new Date(now.getTime() + Number(draft.duration) * DAY_MS);
}

/** Save is offered once the choice is complete: free, a preset, or a custom day chosen. */
export function isDraftComplete(draft: SubscriptionDraft): boolean {
  return draft.tier === 'free' || draft.duration !== 'custom' || draft.customDay !== '';
}

/** The form's check on submit: a custom end must not lie in the past (the server checks it too). */
export const subscriptionDraftSchema = z
  .object({
    tier: z.enum(['free', 'premium']),
    duration: z.enum(SUBSCRIPTION_DURATIONS),
    customDay: z.string(),
  })
  .check(
    z.refine(
      (draft) => {
        const end = draftEnd(draft);
        return draft.tier === 'free' || (end !== null && isFutureEnd(end));
      },
      { error: ADMIN_MESSAGES.endDateInPast, path: ['customDay'] },
    ),
  );

/** The request body of a complete, valid draft. */
export function toSubscriptionChange(draft: SubscriptionDraft, now = new Date()): AdminSubscriptionChange {
  const end = draftEnd(draft, now);
  return end ? { tier: 'premium', end: end.toISOString() } : { tier: 'free' };
}
