import type { Credits } from './use-credits';

type CreditFigures = Pick<Credits, 'available' | 'monthlyCredits' | 'unlimited'>;

/** The badge's short form: "2/3". */
export function creditsText(credits: CreditFigures): string {
  return `${credits.available}/${credits.monthlyCredits}`;
}

/** The badge's words, for screen readers, its tooltip and the mobile menu. */
export function creditsLabel(credits: CreditFigures): string {
  if (credits.unlimited) return 'Premium: kontaktid avanevad piiranguteta';
  if (credits.available === 0) return `Tasuta kontaktid on sel kuul otsas (0/${credits.monthlyCredits})`;
  return `Tasuta kontakte sel kuul alles: ${credits.available}/${credits.monthlyCredits}`;
}

/** "1 krediit" / "2 krediiti": Estonian uses the partitive after every number but one. */
export function creditWord(n: number): string {
  return n === 1 ? '1 krediit' : `${n} krediiti`;
}
