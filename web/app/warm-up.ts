import { formatDate, formatMoney, formatNumber } from '@domain/format';
import { cn } from '@web/lib/cn';

/**
 * The first call of each of these builds a cache that every later call reuses: tailwind-merge's
 * class map, and the Intl formatters with ICU's data (the number rules, Tallinn's time zone). Each
 * costs some 8 ms, 30 on a throttled phone. main.tsx runs them one task each while the first
 * screen's data is on its way, so they are not inside the first render, where one component that
 * makes the first call cannot be sliced (issue 27, item 31). Every one is used by the first screen.
 */
export const WARM_UP_STEPS: readonly (() => unknown)[] = [
  () => cn('px-2', 'px-4'),
  () => formatDate(new Date()),
  () => [formatNumber(1_234.5), formatMoney(12)],
];
