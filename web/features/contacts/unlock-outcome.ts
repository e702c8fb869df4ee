import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import type { UnlockAnswer } from './unlock-contact';

/** What the success toast says: that it opened and, when a credit went on it, how many are left. */
export function unlockedMessage(answer: UnlockAnswer): { title: string; description?: string } {
  const credits = answer.credits;
  const title = MESSAGES.contacts.opened;
  if (!answer.spent || !credits || credits.unlimited) return { title };
  return {
    title,
    description: fillMessage(MESSAGES.contacts.creditUsed, {
      available: credits.available,
      monthly: credits.monthlyCredits,
    }),
  };
}

/** The last free credit just went: time for the premium offer. */
export function spentLastCredit(answer: UnlockAnswer): boolean {
  return (
    answer.spent && answer.credits !== null && !answer.credits.unlimited && answer.credits.available === 0
  );
}
