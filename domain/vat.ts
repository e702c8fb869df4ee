import { fillMessage } from './catalogue';
import { formatNumber } from './format';
import { MESSAGES } from './messages';
/**
 * Estonian VAT, included in every price we show and charge (docs/decisions/0046): the price is what
 * the buyer pays, and the VAT part of it is named next to it ("sh KM 24%") and on the receipt.
 */
export const VAT_RATE_PERCENT = 24;

/** "sh KM 24%": said next to every price, in the page's language. */
export function vatNote(rate = VAT_RATE_PERCENT): string {
  return fillMessage(MESSAGES.generic.vatIncluded, { rate: formatNumber(rate, 1) });
}

/** The VAT contained in a gross amount, to the cent: 2.00 at 24% holds 0.39. */
export function vatIncluded(amount: number, rate = VAT_RATE_PERCENT): number {
  return Math.round(((amount * rate) / (100 + rate)) * 100) / 100;
}
