import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import type { ContactTargetType } from '@domain/plans';

export { CHECKOUT_REDIRECT_MS } from '@domain/plans';

const ITEM_LABELS: Record<ContactTargetType | 'subscription', string> = ACCOUNT_MESSAGES.demoCheckout.item;
const [, , CONTACT] = MESSAGES.wizard.steps;

/** What the demo checkout's item is, in words: "Kaubakuulutuse kontakt", or plainly "Kontakt". */
export function itemLabel(type: string): string {
  return ITEM_LABELS[type as ContactTargetType | 'subscription'] ?? CONTACT;
}
