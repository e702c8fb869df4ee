import { cn } from '@web/lib/cn';

/**
 * Where the header shows the signed-in user's contact credits. The credits work fills it in; until then
 * it renders an empty, hidden element so the header's spacing does not change when it arrives.
 */
export function CreditBadgeSlot({ className }: { className?: string }) {
  return <span data-slot="credit-badge" className={cn('empty:hidden', className)} />;
}
