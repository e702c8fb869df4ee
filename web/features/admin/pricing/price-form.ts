import * as z from 'zod/mini';
import { priceValueSchema } from '@domain/contract/admin-pricing';
import type { PricingKey } from '@domain/plans';
import { parseDecimal } from '@domain/sanitize';

/** The price dialog's field: euro as typed ('2.50' or '2,50'), checked with the API's own rule. */
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
export const PRICE_NOTES: Record<PricingKey, string> = {
  contact_unlock_price: 'Ühe kontakti ühekordne ost',
  basic_subscription_monthly: 'Paketti praegu ei müüda',
  premium_subscription_monthly: 'Uued tellimused; käimasolevad jätkavad oma hinnaga',
};
