import type { ContactTargetType } from '@domain/plans';

export { CHECKOUT_REDIRECT_MS } from '@domain/plans';

const ITEM_LABELS: Record<ContactTargetType | 'subscription', string> = {
  subscription: 'Tellimus',
  cargo: 'Kaubakuulutuse kontakt',
  transport: 'Transpordipakkumise kontakt',
  company: 'Ettevõtte kontakt',
};

export function itemLabel(type: string): string {
  return ITEM_LABELS[type as ContactTargetType | 'subscription'] ?? 'Kontakt';
}
