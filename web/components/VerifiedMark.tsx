import { BadgeCheck } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';

const V = MESSAGES.verification;

/**
 * The verified company's mark (decision 0081): a badge with the word where there is room (details,
 * the directory, the contact), the sign alone in a row's info cell; what it means in the tooltip and
 * for a screen reader either way.
 */
export function VerifiedMark({ withText = false, className }: { withText?: boolean; className?: string }) {
  if (!withText) {
    return (
      <span
        role="img"
        aria-label={V.mark}
        title={V.markTitle}
        data-verified-mark="icon"
        className={cn('inline-flex shrink-0 text-emerald-700', className)}
      >
        <BadgeCheck aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <span
      title={V.markTitle}
      data-verified-mark="badge"
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 ring-inset',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {V.mark}
      <span className="sr-only">: {V.markTitle}</span>
    </span>
  );
}
