import * as z from 'zod/mini';
import { creditAmountSchema, type AdminCreditItem } from '@domain/contract/admin-credits';
import { applyCreditChange } from '@domain/credits';
import { availableCredits } from '@domain/plans';
import { parseDecimal } from '@domain/sanitize';

export type CreditOperation = 'add' | 'remove';

/** The edit dialog's fields: the amount as typed ('2'), checked with the API's own rule. */
export const creditFormSchema = z.object({
  operation: z.enum(['add', 'remove']),
  amount: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => parseDecimal(text)),
    ),
    creditAmountSchema,
  ),
});
export type CreditFormInput = z.input<typeof creditFormSchema>;

/** What the month would be after the change, for the dialog's preview; null while the amount is not valid. */
export function previewCredits(
  item: Pick<AdminCreditItem, 'monthlyCredits' | 'creditsUsed'>,
  operation: CreditOperation,
  amountText: string,
): { creditsUsed: number; available: number } | null {
  const amount = creditAmountSchema.safeParse(parseDecimal(amountText));
  if (!amount.success) return null;
  const next = applyCreditChange(item, { operation, amount: amount.data });
  return {
    creditsUsed: next.creditsUsed,
    available: availableCredits(next.monthlyCredits, next.creditsUsed),
  };
}
