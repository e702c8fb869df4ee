import { countMessage, fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import type { Credits } from './use-credits';

type CreditFigures = Pick<Credits, 'available' | 'monthlyCredits' | 'unlimited'>;

/** The badge's short form: "2/3". */
export function creditsText(credits: CreditFigures): string {
  return `${credits.available}/${credits.monthlyCredits}`;
}

/** The badge's words, for screen readers, its tooltip and the mobile menu. */
export function creditsLabel(credits: CreditFigures): string {
  if (credits.unlimited) return MESSAGES.credits.unlimited;
  if (credits.available === 0)
    return fillMessage(MESSAGES.credits.spent, { monthly: credits.monthlyCredits });
  return fillMessage(MESSAGES.credits.left, {
    available: credits.available,
    monthly: credits.monthlyCredits,
  });
}

/** "1 krediit" / "2 krediiti": the noun in the form the page's language uses for the number. */
export function creditWord(n: number): string {
  return countMessage(MESSAGES.credits.count, n);
}
