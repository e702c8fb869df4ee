import { CreditBadge, CreditSummary } from '@web/features/credits';
import { cn } from '@web/lib/cn';

/**
 * Where the header shows the signed-in user's contact credits: the badge in the bar (every width), and
 * a sentence in the mobile menu.
 */
export function CreditBadgeSlot({
  className,
  variant = 'badge',
}: {
  className?: string;
  variant?: 'badge' | 'menu';
}) {
  if (variant === 'menu') return <CreditSummary />;
  return (
    <span data-slot="credit-badge" className={cn('inline-flex empty:hidden', className)}>
      <CreditBadge />
    </span>
  );
}
