import { ADMIN_MESSAGES } from '../admin-messages';
import * as z from 'zod/mini';
import { adminListQuerySchema } from './admin';
import { pageOf } from './common';

/**
 * The back office's credits page: GET /api/admin/credits (the figures and the users' months) and
 * POST /api/admin/credits/{userId} (add, remove, reset).
 */

/**
 * all; premium: access holders (a running subscription or trial); free: the others; active: free
 * users with a credit left this month; exhausted: free users with none left.
 */
export const CREDIT_FILTERS = ['all', 'premium', 'free', 'active', 'exhausted'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];

/** What one change may add or remove at most (a month has 3; more is clamped anyway). */
export const CREDIT_AMOUNT_MAX = 100;

// `?filter=` with no value means "not given".
const blankToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

export const adminCreditsQuerySchema = z.extend(adminListQuerySchema, {
  filter: z.pipe(
    z.transform(blankToUndefined),
    z._default(z.enum(CREDIT_FILTERS, { error: ADMIN_MESSAGES.creditsFilter }), 'all'),
  ),
});
export type AdminCreditsQuery = z.infer<typeof adminCreditsQuerySchema>;

const CREDIT_PLANS = ['free', 'trial', 'premium'] as const;

const count = z.number().check(z.int(), z.minimum(0));

export const adminCreditItemSchema = z.object({
  userId: z.string(),
  email: z.string(),
  plan: z
    .enum(CREDIT_PLANS)
    .check(z.describe('premium or trial: an access holder, whose credits are not spent')),
  monthlyCredits: count,
  creditsUsed: count.check(
    z.describe("this Tallinn month's; 0 when the last reset was in an earlier month (reset at the next use)"),
  ),
  bonusCredits: count.check(
    z.describe('extra credits an admin granted, kept until spent (after the month’s)'),
  ),
  available: count.check(z.describe("the month's left plus the extra credits")),
  lastResetDate: z.nullable(z.string().check(z.describe('ISO time; null before the first use'))),
  resetDue: z.boolean().check(z.describe('the last reset was in an earlier Tallinn month')),
});
export type AdminCreditItem = z.infer<typeof adminCreditItemSchema>;

const creditFiguresSchema = z.object({
  users: count,
  premium: count.check(z.describe('access holders: a running subscription or trial')),
  exhausted: count.check(z.describe('free users with no credit left this month')),
  averageUsed: z.number().check(z.describe("free users' credits used this month, to one decimal")),
  revenue: z.number().check(z.describe('euro: the completed contact purchases')),
});

export const adminCreditsSchema = z.extend(pageOf(adminCreditItemSchema), { figures: creditFiguresSchema });
export type AdminCredits = z.infer<typeof adminCreditsSchema>;

const amountError = { error: ADMIN_MESSAGES.invalidCredits };

/** A whole number of credits, 1 or more. */
export const creditAmountSchema = z
  .number(amountError)
  .check(
    z.int(amountError),
    z.minimum(1, amountError),
    z.maximum(CREDIT_AMOUNT_MAX, { error: ADMIN_MESSAGES.creditsAmountTooLarge(CREDIT_AMOUNT_MAX) }),
  );

export const creditChangeSchema = z.discriminatedUnion(
  'operation',
  [
    z.strictObject({ operation: z.enum(['add', 'remove']), amount: creditAmountSchema }),
    z.strictObject({ operation: z.literal('reset') }),
  ],
  { error: ADMIN_MESSAGES.creditsOperation },
);
export type CreditChangeBody = z.infer<typeof creditChangeSchema>;

export const creditUserParamsSchema = z.object({
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});
