import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { describe, it, expect } from 'vitest';
import { TALLINN_TIME_ZONE } from './format';
import {
  CONTACT_ACCESS_STATES,
  CONTACT_TARGET_TYPES,
  DEFAULT_CONTACT_UNLOCK_PRICE,
  DEFAULT_DURATION_DAYS,
  DEFAULT_PREMIUM_MONTHLY_PRICE,
  DEFAULT_PRICES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FREE_DURATIONS,
  FREE_MONTHLY_CREDITS,
  LISTING_STATUSES,
  LISTING_TYPES,
  MAINTENANCE_DEFAULT_SUBTITLE,
  MAINTENANCE_DEFAULT_TITLE,
  MAINTENANCE_VISITOR_SUBTITLE,
  MAINTENANCE_VISITOR_TITLE,
  maintenanceTextsForVisitors,
  PRICING_KEYS,
  TRIAL_DAYS,
  allowedDurations,
  allowedReactivationDurations,
  availableCredits,
  hasPremiumAccess,
  isPremiumDuration,
  listingExpiresAt,
  PREMIUM_DURATIONS,
  needsMonthlyReset,
  normalizeFeedbackPriority,
  normalizeFeedbackType,
  trialDaysLeft,
} from './plans';

const NOW = new Date('2026-05-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('constants', () => {
  it('holds the business numbers of the specs', () => {
    expect(FREE_MONTHLY_CREDITS).toBe(3);
    expect(DEFAULT_CONTACT_UNLOCK_PRICE).toBe(2);
    expect(DEFAULT_PREMIUM_MONTHLY_PRICE).toBe(7.99);
    expect(TRIAL_DAYS).toBe(7);
    expect(PRICING_KEYS).toEqual([
      'contact_unlock_price',
      'basic_subscription_monthly',
      'premium_subscription_monthly',
    ]);
    expect(DEFAULT_PRICES.contact_unlock_price).toBe(2);
    expect(DEFAULT_PRICES.premium_subscription_monthly).toBe(7.99);
  });

  it('lists the states and types', () => {
    expect(LISTING_STATUSES).toEqual(['active', 'inactive', 'expired', 'completed']);
    expect(CONTACT_ACCESS_STATES).toEqual(['locked', 'owner', 'premium', 'unlocked']);
    expect(LISTING_TYPES).toEqual(['cargo', 'transport']);
    expect(CONTACT_TARGET_TYPES).toEqual(['cargo', 'transport', 'company']);
    expect(FEEDBACK_TYPES).toEqual(['feedback', 'bug', 'feature', 'support']);
    expect(FEEDBACK_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(FEEDBACK_STATUSES).toEqual(['open', 'in_progress', 'resolved', 'closed']);
  });

  it('keeps the maintenance defaults verbatim', () => {
    expect(MAINTENANCE_DEFAULT_TITLE).toBe('Site Under Maintenance');
    expect(MAINTENANCE_DEFAULT_SUBTITLE).toBe(
      'We are performing scheduled maintenance. Please check back soon.',
    );
  });
});

describe('durations', () => {
  it('limits free users to a week and gives premium up to 30 days', () => {
    expect(allowedDurations(false)).toEqual([1, 3, 5, 7]);
    expect(allowedDurations(true)).toEqual([1, 3, 5, 7, 14, 21, 30]);
    expect(allowedReactivationDurations(false)).toEqual([7]);
    expect(allowedReactivationDurations(true)).toEqual([7, 14, 30]);
  });

  it('marks the longer durations as premium', () => {
    expect(isPremiumDuration(7)).toBe(false);
    expect(isPremiumDuration(14)).toBe(true);
  });

  it('expires at the same Tallinn wall-clock time across a DST change', () => {
    // 12:00 in Tallinn on 25 March (UTC+2) -> 12:00 on 1 April (UTC+3).
    expect(listingExpiresAt(new Date('2026-03-25T10:00:00Z'), 7).toISOString()).toBe(
      '2026-04-01T09:00:00.000Z',
    );
    expect(listingExpiresAt(new Date('2026-05-01T09:00:00Z'), 1).toISOString()).toBe(
      '2026-05-02T09:00:00.000Z',
    );
  });

  it('keeps the Tallinn wall-clock time across both clock changes, asked in any order', () => {
    // Starts every 110 minutes through 20 March to 3 April and 18 October to 1 November 2026 (the
    // step does not divide a day, so each day is sampled 10 minutes earlier than the day before), for
    // every duration, forwards and then backwards: each answer is the calendar's own.
    const starts: Date[] = [];
    for (const from of ['2026-03-20T00:00:00Z', '2026-10-18T00:00:00Z']) {
      for (let t = Date.parse(from); t < Date.parse(from) + 14 * 86_400_000; t += 110 * 60_000) {
        starts.push(new Date(t));
      }
    }
    const tallinn = tz(TALLINN_TIME_ZONE);
    for (const order of [starts, [...starts].reverse()]) {
      for (const start of order) {
        for (const days of PREMIUM_DURATIONS) {
          const expected = new Date(addDays(start, days, { in: tallinn }).getTime());
          expect(listingExpiresAt(start, days).toISOString(), `${start.toISOString()} + ${days}`).toBe(
            expected.toISOString(),
          );
        }
      }
    }
  });
});

describe('hasPremiumAccess', () => {
  it('is false without a subscription row', () => {
    expect(hasPremiumAccess(null, NOW)).toBe(false);
    expect(hasPremiumAccess(undefined, NOW)).toBe(false);
    expect(hasPremiumAccess({}, NOW)).toBe(false);
  });

  it('is true during an active trial', () => {
    expect(hasPremiumAccess({ isTrial: true, trialEnd: hoursFromNow(1) }, NOW)).toBe(true);
    expect(hasPremiumAccess({ isTrial: true, trialEnd: hoursFromNow(1).toISOString() }, NOW)).toBe(true);
  });

  it('is false after the trial ends or when the trial flag is off', () => {
    expect(hasPremiumAccess({ isTrial: true, trialEnd: hoursFromNow(-1) }, NOW)).toBe(false);
    expect(hasPremiumAccess({ isTrial: true, trialEnd: NOW }, NOW)).toBe(false);
    expect(hasPremiumAccess({ isTrial: false, trialEnd: hoursFromNow(24) }, NOW)).toBe(false);
  });

  it('is true while a subscription runs, and only then', () => {
    expect(hasPremiumAccess({ subscribed: true, subscriptionEnd: hoursFromNow(48) }, NOW)).toBe(true);
    expect(hasPremiumAccess({ subscribed: true, subscriptionEnd: hoursFromNow(-48) }, NOW)).toBe(false);
    expect(hasPremiumAccess({ subscribed: true, subscriptionEnd: null }, NOW)).toBe(false);
    expect(hasPremiumAccess({ subscribed: false, subscriptionEnd: hoursFromNow(48) }, NOW)).toBe(false);
    expect(hasPremiumAccess({ subscribed: true, subscriptionEnd: 'garbage' }, NOW)).toBe(false);
  });

  it('accepts either an active trial or an active subscription', () => {
    const sub = {
      subscribed: true,
      subscriptionEnd: hoursFromNow(-1),
      isTrial: true,
      trialEnd: hoursFromNow(5),
    };
    expect(hasPremiumAccess(sub, NOW)).toBe(true);
  });
});

describe('trialDaysLeft', () => {
  it('rounds up and never goes below zero', () => {
    expect(trialDaysLeft(hoursFromNow(7 * 24), NOW)).toBe(7);
    expect(trialDaysLeft(hoursFromNow(1), NOW)).toBe(1);
    expect(trialDaysLeft(hoursFromNow(25), NOW)).toBe(2);
    expect(trialDaysLeft(hoursFromNow(-30), NOW)).toBe(0);
    expect(trialDaysLeft(null, NOW)).toBe(0);
  });
});

describe('credits', () => {
  it('computes available credits, never negative', () => {
    expect(availableCredits(3, 0)).toBe(3);
    expect(availableCredits(3, 2)).toBe(1);
    expect(availableCredits(3, 5)).toBe(0);
    expect(availableCredits(3, 3, 2)).toBe(2);
    expect(availableCredits(3, 1, 2)).toBe(4);
  });

  it('resets in a new Tallinn month', () => {
    expect(needsMonthlyReset('2026-05-01T08:00:00Z', NOW)).toBe(false);
    expect(needsMonthlyReset('2026-04-30T12:00:00Z', NOW)).toBe(true);
    expect(needsMonthlyReset(null, NOW)).toBe(true);
    // 21:30 UTC on 31 May is already 1 June in Tallinn.
    expect(needsMonthlyReset('2026-05-31T12:00:00Z', new Date('2026-05-31T21:30:00Z'))).toBe(true);
    expect(needsMonthlyReset('2026-05-31T21:10:00Z', new Date('2026-06-01T08:00:00Z'))).toBe(false);
  });
});

describe('feedback normalisation', () => {
  it('stores the user form types under the admin names', () => {
    expect(normalizeFeedbackType('bug_report')).toBe('bug');
    expect(normalizeFeedbackType('feature_request')).toBe('feature');
    expect(normalizeFeedbackType('support')).toBe('support');
    expect(normalizeFeedbackType('spam')).toBeUndefined();
    expect(normalizeFeedbackType(null)).toBeUndefined();
  });

  it('treats unknown priorities as low', () => {
    expect(normalizeFeedbackPriority('high')).toBe('high');
    expect(normalizeFeedbackPriority('urgent')).toBe('low');
    expect(normalizeFeedbackPriority(undefined)).toBe('low');
  });
});

describe('maintenanceTextsForVisitors', () => {
  it('shows the English defaults in Estonian', () => {
    expect(
      maintenanceTextsForVisitors({
        title: MAINTENANCE_DEFAULT_TITLE,
        subtitle: MAINTENANCE_DEFAULT_SUBTITLE,
      }),
    ).toEqual({ title: MAINTENANCE_VISITOR_TITLE, subtitle: MAINTENANCE_VISITOR_SUBTITLE });
    expect(maintenanceTextsForVisitors({ title: ' ', subtitle: '' })).toEqual({
      title: MAINTENANCE_VISITOR_TITLE,
      subtitle: MAINTENANCE_VISITOR_SUBTITLE,
    });
  });

  it('shows what an admin wrote as written, one text or both', () => {
    expect(
      maintenanceTextsForVisitors({ title: 'Uuendus kuni 12-ni', subtitle: MAINTENANCE_DEFAULT_SUBTITLE }),
    ).toEqual({
      title: 'Uuendus kuni 12-ni',
      subtitle: MAINTENANCE_VISITOR_SUBTITLE,
    });
    expect(maintenanceTextsForVisitors({ title: 'Back at noon', subtitle: 'Sorry!' })).toEqual({
      title: 'Back at noon',
      subtitle: 'Sorry!',
    });
  });
});

describe('DEFAULT_DURATION_DAYS', () => {
  it('is a duration every plan may publish for', () => {
    expect(FREE_DURATIONS).toContain(DEFAULT_DURATION_DAYS);
    expect(PREMIUM_DURATIONS).toContain(DEFAULT_DURATION_DAYS);
  });
});
