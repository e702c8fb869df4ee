import { ADMIN_MESSAGES } from '../admin-messages';
import * as z from 'zod/mini';
import { PRICING_KEYS, type PricingKey } from '../plans';

/**
 * The back office's pricing page: GET /api/admin/pricing (the prices, the contact sales' figures,
 * the latest transactions) and PUT /api/admin/pricing/{key}.
 */

/** A price above this is a typo, not a price (a contact costs 2 €, a month of premium 7.99 €). */
export const PRICE_MAX = 1000;

export const PRICE_LABELS: Record<PricingKey, string> = ADMIN_MESSAGES.pricingLabels;

export function isPricingKey(key: string): key is PricingKey {
  return (PRICING_KEYS as readonly string[]).includes(key);
}

/** Whole cents: 2, 2.5 and 7.99, not 7.999 (floating point tolerated: 0.1 + 0.2 is 0.3 here). */
function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const priceError = { error: ADMIN_MESSAGES.invalidPrice };

export const priceValueSchema = z
  .number(priceError)
  .check(
    z.gt(0, priceError),
    z.maximum(PRICE_MAX, { error: ADMIN_MESSAGES.priceTooHigh(PRICE_MAX) }),
    z.refine(hasAtMostTwoDecimals, { error: ADMIN_MESSAGES.priceDecimals }),
  );

export const priceUpdateSchema = z.strictObject({ value: priceValueSchema });

export const priceKeyParamsSchema = z.object({
  key: z.string().check(z.maxLength(100)),
});

export const adminPriceSchema = z.object({
  key: z.enum(PRICING_KEYS),
  value: z.number().check(z.describe('euro')),
  updatedAt: z.nullable(z.string()),
  updatedByEmail: z.nullable(
    z
      .string()
      .check(z.describe('the admin who changed it last; null for the seeded value or a deleted admin')),
  ),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

const TRANSACTION_KINDS = ['contact_unlock', 'subscription'] as const;
const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;

const adminTransactionSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  amount: z.number(),
  currency: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  status: z.enum(TRANSACTION_STATUSES),
  duplicate: z.boolean().check(z.describe('paid for access the buyer already had: to be refunded')),
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** How many of the latest transactions the history shows (the spec). */
export const RECENT_TRANSACTIONS = 10;

export const adminPricingSchema = z.object({
  prices: z.array(adminPriceSchema),
  figures: z.object({
    totalRevenue: z.number().check(z.describe('euro: the completed contact purchases')),
    unlockCount: z.number().check(z.describe('completed contact purchases')),
    averagePrice: z.number().check(z.describe('euro per completed contact purchase, to the cent')),
  }),
  recentTransactions: z
    .array(adminTransactionSchema)
    .check(z.describe('the 10 latest payments (completed or refunded), newest first')),
});
export type AdminPricing = z.infer<typeof adminPricingSchema>;
