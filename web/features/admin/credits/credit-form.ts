import * as z from 'zod/mini';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import { creditAmountSchema, type AdminCreditItem } from '@domain/contract/admin-credits';
import { applyCreditChange, changesNothing } from '@domain/credits';
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

export type CreditMonth = { creditsUsed: number; bonusCredits: number; available: number };

/**
 * What the credits would be after the change, for the dialog's preview (`unchanged` when the change
 * would change nothing, which the server refuses); null while the amount is not valid.
 */
export function previewCredits(
  item: Pick<AdminCreditItem, 'monthlyCredits' | 'creditsUsed' | 'bonusCredits'>,
  operation: CreditOperation,
  amountText: string,
): (CreditMonth & { unchanged: boolean }) | null {
  const amount = creditAmountSchema.safeParse(parseDecimal(amountText));
  if (!amount.success) return null;
  const next = applyCreditChange(item, { operation, amount: amount.data });
  return {
    creditsUsed: next.creditsUsed,
    bonusCredits: next.bonusCredits,
    available: availableCredits(next.monthlyCredits, next.creditsUsed, next.bonusCredits),
    unchanged: changesNothing(item, next),
  };
}

/** "kasutatud 1 / 3, lisakrediite 2, saadaval 4": the extra credits only when there are any. */
export function creditMonthText(month: CreditMonth, monthly: number): string {
  const { credits } = ADMIN_MESSAGES;
  return fillMessage(month.bonusCredits > 0 ? credits.monthWithBonus : credits.month, {
    used: month.creditsUsed,
    monthly,
    bonus: month.bonusCredits,
    available: month.available,
  });
}
