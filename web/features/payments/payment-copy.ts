import type { ContactTargetType } from '@domain/plans';

// The spec's pause between "going to the payment page" and the browser leaving for it.
export const CHECKOUT_REDIRECT_MS = 300;

const ITEM_LABELS: Record<ContactTargetType | 'subscription', string> = {
  subscription: 'Tellimus',
  cargo: 'Kaubakuulutuse kontakt',
  transport: 'Transpordipakkumise kontakt',
  company: 'Ettevõtte kontakt',
};

export function itemLabel(type: string): string {
  return ITEM_LABELS[type as ContactTargetType | 'subscription'] ?? 'Kontakt';
}
