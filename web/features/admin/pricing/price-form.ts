import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { priceValueSchema } from '@domain/contract/admin-pricing';
import type { PricingKey } from '@domain/plans';
import { parseDecimal } from '@domain/sanitize';

/**
 * The price dialog's field: euro as typed ('2.50', '2,50', '1 000'), read by the one parser of typed
 * numbers (parseDecimal, as the listing wizard's fields) and checked with the API's own rule. The
 * field is a text field: a number input reads '2,50' by the browser's locale, as 250 in English.
 */
export const priceFormSchema = z.object({
  value: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => parseDecimal(text)),
    ),
    priceValueSchema,
  ),
});
export type PriceFormInput = z.input<typeof priceFormSchema>;

/** What each price is for, under its name in the table. */
export const PRICE_NOTES: Record<PricingKey, string> = ADMIN_MESSAGES.pricing.notes;

/** A change by more than this factor, up or down, is asked about before it is saved. */
export const PRICE_CHANGE_CONFIRM_FACTOR = 10;

/**
 * Whether a new price differs from the current one by more than ten times (up or down): most likely a
 * mistyped comma or a missing digit, and every new sale would pay it at once.
 */
export function priceChangeNeedsConfirmation(current: number, next: number): boolean {
  if (!(current > 0) || !(next > 0)) return false;
  const factor = next > current ? next / current : current / next;
  return factor > PRICE_CHANGE_CONFIRM_FACTOR;
}
