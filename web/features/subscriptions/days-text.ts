import { countText } from '@domain/format';

/** "1 päev", "3 päeva". */
export function daysText(days: number): string {
  return countText(days, 'päev', 'päeva');
}
