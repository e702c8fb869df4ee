import { RotateCw, Star, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { creditsLabel, creditsText } from './credits-text';
import { useCredits } from './use-credits';

const pill =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The header's credit badge: "available/monthly" for a free user (red once the month's credits are spent,
 * a link to the plans), a star for an access holder, whose contacts open without credits.
 */
export function CreditBadge() {
  const credits = useCredits();

  if (credits.isPending) {
    return (
      <span role="status" aria-label={MESSAGES.credits.loading} className="inline-flex">
        <Skeleton className="h-8 w-14 rounded-full" />
      </span>
    );
  }
  if (credits.isError) {
    return (
      <button
        type="button"
        onClick={() => void credits.refetch()}
        disabled={credits.isFetching}
        title={MESSAGES.credits.loadFailed}
        className={cn(pill, 'bg-slate-100 text-slate-600 ring-slate-200 hover:bg-slate-200')}
      >
        <RotateCw aria-hidden="true" className={cn('size-4', credits.isFetching && 'animate-spin')} />
        <span className="sr-only">{MESSAGES.credits.loadFailed}</span>
        <span aria-hidden="true">–</span>
      </button>
    );
  }

  const data = credits.data;
  if (data.unlimited) {
    return (
      <span
        role="img"
        aria-label={creditsLabel(data)}
        data-credits="unlimited"
        title={creditsLabel(data)}
        className={cn(pill, 'bg-amber-50 text-amber-800 ring-amber-300')}
      >
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
        {MESSAGES.generic.premium}
      </span>
    );
  }

  const empty = data.available === 0;
  return (
    <Link
      to="/hinnad"
      data-credits={empty ? 'empty' : 'available'}
      aria-label={creditsLabel(data)}
      title={creditsLabel(data)}
      className={cn(
        pill,
        empty
          ? 'bg-red-50 text-red-700 ring-red-300 hover:bg-red-100'
          : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
      )}
    >
      <Ticket aria-hidden="true" className="size-4" />
      <span className="tabular-nums">{creditsText(data)}</span>
    </Link>
  );
}

/** The same figures as a sentence, for the mobile menu where there is room for one. */
export function CreditSummary() {
  const credits = useCredits();
  if (credits.isPending) return <Skeleton className="mx-3 h-5 w-48" />;
  if (credits.isError || !credits.data) return null;
  const data = credits.data;
  return (
    <p
      data-credits-summary
      className={cn(
        'flex items-center gap-2 px-3 text-sm font-medium',
        data.unlimited ? 'text-amber-800' : data.available === 0 ? 'text-red-700' : 'text-slate-700',
      )}
    >
      {data.unlimited ? (
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      ) : (
        <Ticket aria-hidden="true" className="size-4" />
      )}
      {creditsLabel(data)}
    </p>
  );
}
