import type { UnlockAnswer } from './unlock-contact';

/** What the success toast says: that it opened and, when a credit went on it, how many are left. */
export function unlockedMessage(answer: UnlockAnswer): { title: string; description?: string } {
  const credits = answer.credits;
  if (!answer.spent || !credits || credits.unlimited) return { title: 'Kontakt avatud' };
  return {
    title: 'Kontakt avatud',
    description: `Kasutasite 1 krediidi. Sel kuul alles ${credits.available}/${credits.monthlyCredits}.`,
  };
}

/** The last free credit just went: time for the premium offer. */
export function spentLastCredit(answer: UnlockAnswer): boolean {
  return (
    answer.spent && answer.credits !== null && !answer.credits.unlimited && answer.credits.available === 0
  );
}
