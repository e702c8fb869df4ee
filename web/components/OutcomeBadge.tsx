import { CircleCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * The round sign above a one-off link's page (unsubscribing from alerts, confirming a listing):
 * done, refused, or the page's own icon while it asks.
 */
export function OutcomeBadge({ tone, icon }: { tone: 'success' | 'error' | 'neutral'; icon: LucideIcon }) {
  const Icon = tone === 'success' ? CircleCheck : tone === 'error' ? TriangleAlert : icon;
  const colors =
    tone === 'success'
      ? 'bg-emerald-50 text-emerald-700'
      : tone === 'error'
        ? 'bg-red-50 text-red-600'
        : 'bg-slate-100 text-slate-600';
  return (
    <span className={cn('flex size-12 items-center justify-center rounded-full', colors)}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
