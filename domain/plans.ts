import { tz } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import { TALLINN_TIME_ZONE, tallinnDayBounds, tallinnMonthKey } from './format';
import type { DateLike } from './listing-status';
import { MESSAGES } from './messages';

export const FREE_MONTHLY_CREDITS = 3;
export const DEFAULT_CONTACT_UNLOCK_PRICE = 2.0;
export const DEFAULT_PREMIUM_MONTHLY_PRICE = 7.99;
// The free plan is the "basic" one, and it costs nothing.
const DEFAULT_BASIC_MONTHLY_PRICE = 0;
export const TRIAL_DAYS = 7;
/** The spec's pause between "going to the payment page" and the browser leaving for it. */
export const CHECKOUT_REDIRECT_MS = 300;

export const FREE_DURATIONS = [1, 3, 5, 7] as const;
export const PREMIUM_DURATIONS = [1, 3, 5, 7, 14, 21, 30] as const;
export const REACTIVATION_DURATIONS_FREE = [7] as const;
export const REACTIVATION_DURATIONS_PREMIUM = [7, 14, 30] as const;
export const MAX_FREE_DURATION_DAYS = 7;
/**
 * The wizard's duration until another is chosen: a week, the longest every plan may publish for, so
 * a listing is never refused at the last step for a choice nobody made (docs/decisions/0051).
 */
export const DEFAULT_DURATION_DAYS = 7;

export function allowedDurations(hasAccess: boolean): readonly number[] {
  return hasAccess ? PREMIUM_DURATIONS : FREE_DURATIONS;
}

export function allowedReactivationDurations(hasAccess: boolean): readonly number[] {
  return hasAccess ? REACTIVATION_DURATIONS_PREMIUM : REACTIVATION_DURATIONS_FREE;
}

/** Durations beyond the free maximum carry the Premium badge in the wizard. */
export function isPremiumDuration(days: number): boolean {
  return days > MAX_FREE_DURATION_DAYS;
}

/**
 * When a listing published (or reactivated) at `start` for `days` days expires: the same Tallinn
 * wall-clock time `days` days later, so a DST change does not shift it by an hour.
 */
export function listingExpiresAt(start: Date, days: number): Date {
  const time = start.getTime();
  const known = expiryShifts.get(days);
  if (known && time >= known.start && time < known.end) return new Date(time + known.shift);
  const expires = new Date(addDays(start, days, { in: tz(TALLINN_TIME_ZONE) }).getTime());
  rememberShift(start, expires, days);
  return expires;
}

// How far the expiry lies from the start, for starts on the Tallinn day asked for last, per number of
// days: every publish asks for its expiry, and going through Intl for it each time was a few per
// cent of a publish's CPU. Kept only when the start's day and the expiry's day both last 24 hours:
// then each keeps one UTC offset all day, so the same wall-clock time `days` later is the same
// distance away from any start of that day. A day the clocks change on is computed every time.
const expiryShifts = new Map<number, { start: number; end: number; shift: number }>();
const DAY_MS = 86_400_000;

function rememberShift(start: Date, expires: Date, days: number) {
  const [dayStart, dayEnd] = tallinnDayBounds(start);
  const [expiryDayStart, expiryDayEnd] = tallinnDayBounds(expires);
  if (dayEnd - dayStart !== DAY_MS || expiryDayEnd - expiryDayStart !== DAY_MS) return;
  expiryShifts.set(days, { start: dayStart, end: dayEnd, shift: expires.getTime() - start.getTime() });
}

/** The end of a month of premium that starts at `start`: the same Tallinn date and time a month later. */
export function billingMonthEnd(start: Date): Date {
  return new Date(addMonths(start, 1, { in: tz(TALLINN_TIME_ZONE) }).getTime());
}

function toTime(value: DateLike): number | null {
  if (value == null || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

export type SubscriptionState = {
  subscribed?: boolean | null;
  subscriptionEnd?: DateLike;
  isTrial?: boolean | null;
  trialEnd?: DateLike;
};

/** "Has access" (premium): an active trial or an active subscription; either is enough. */
export function hasPremiumAccess(sub: SubscriptionState | null | undefined, now: Date = new Date()): boolean {
  if (!sub) return false;
  const at = now.getTime();
  const trialEnd = toTime(sub.trialEnd);
  if (sub.isTrial && trialEnd != null && trialEnd > at) return true;
  const subscriptionEnd = toTime(sub.subscriptionEnd);
  return !!sub.subscribed && subscriptionEnd != null && subscriptionEnd > at;
}

/** Whole days of trial left, rounded up so the last hours still count as a day, never below 0. */
export function trialDaysLeft(trialEnd: DateLike, now: Date = new Date()): number {
  const end = toTime(trialEnd);
  if (end == null) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / 86_400_000));
}

/** What a free user may spend now: the month's credits left, plus any extra ones an admin granted. */
export function availableCredits(monthly: number, used: number, bonus = 0): number {
  return Math.max(0, monthly - used) + Math.max(0, bonus);
}

/** Credits reset on first use in a new Tallinn calendar month. */
export function needsMonthlyReset(lastResetDate: DateLike, now: Date = new Date()): boolean {
  const last = toTime(lastResetDate);
  if (last == null) return true;
  return tallinnMonthKey(new Date(last)) !== tallinnMonthKey(now);
}

export const PRICING_KEYS = [
  'contact_unlock_price',
  'basic_subscription_monthly',
  'premium_subscription_monthly',
] as const;
export type PricingKey = (typeof PRICING_KEYS)[number];

export const DEFAULT_PRICES: Record<PricingKey, number> = {
  contact_unlock_price: DEFAULT_CONTACT_UNLOCK_PRICE,
  basic_subscription_monthly: DEFAULT_BASIC_MONTHLY_PRICE,
  premium_subscription_monthly: DEFAULT_PREMIUM_MONTHLY_PRICE,
};

export const LISTING_STATUSES = ['active', 'inactive', 'expired', 'completed'] as const;
export const CONTACT_ACCESS_STATES = ['locked', 'owner', 'premium', 'unlocked'] as const;
export type ContactAccess = (typeof CONTACT_ACCESS_STATES)[number];
export const LISTING_TYPES = ['cargo', 'transport'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Whether a value read from outside (an address, a stored draft) names a listing type. */
export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);
}
export const CONTACT_TARGET_TYPES = ['cargo', 'transport', 'company'] as const;
export type ContactTargetType = (typeof CONTACT_TARGET_TYPES)[number];

export const FEEDBACK_TYPES = ['feedback', 'bug', 'feature', 'support'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

// The earlier user form sent these longer names; they are stored under the admin's names.
const FEEDBACK_TYPE_ALIASES: Record<string, FeedbackType> = { bug_report: 'bug', feature_request: 'feature' };

export function normalizeFeedbackType(value: string | null | undefined): FeedbackType | undefined {
  if (!value) return undefined;
  if ((FEEDBACK_TYPES as readonly string[]).includes(value)) return value as FeedbackType;
  return FEEDBACK_TYPE_ALIASES[value];
}

/** The admin treats any unknown priority as low. */
export function normalizeFeedbackPriority(value: string | null | undefined): FeedbackPriority {
  return (FEEDBACK_PRIORITIES as readonly string[]).includes(value ?? '')
    ? (value as FeedbackPriority)
    : 'low';
}

// The spec's defaults, as the back office's dialog offers and saves them (account-and-admin.md §4).
export const MAINTENANCE_DEFAULT_TITLE = 'Site Under Maintenance';
export const MAINTENANCE_DEFAULT_SUBTITLE =
  'We are performing scheduled maintenance. Please check back soon.';

// What visitors read while the texts are still those defaults: the page's own words.
export const MAINTENANCE_VISITOR_TITLE = MESSAGES.maintenance.visitorTitle;
export const MAINTENANCE_VISITOR_SUBTITLE = MESSAGES.maintenance.visitorSubtitle;

/**
 * The maintenance page's texts for visitors: the English defaults in Estonian, a blank one as its
 * Estonian default too, and whatever an admin wrote exactly as written.
 */
export function maintenanceTextsForVisitors(texts: { title: string; subtitle: string }): {
  title: string;
  subtitle: string;
} {
  const title = texts.title.trim();
  const subtitle = texts.subtitle.trim();
  return {
    title: !title || title === MAINTENANCE_DEFAULT_TITLE ? MAINTENANCE_VISITOR_TITLE : texts.title,
    subtitle:
      !subtitle || subtitle === MAINTENANCE_DEFAULT_SUBTITLE ? MAINTENANCE_VISITOR_SUBTITLE : texts.subtitle,
  };
}

/** Who the company directory is for, said on /hinnad and in the sign-up form (docs/glossary.md). */
export const DIRECTORY_RULE = MESSAGES.plans.directoryRule;
