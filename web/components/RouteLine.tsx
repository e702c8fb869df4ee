import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface RouteLineEnd {
  city: string;
  /** The country as shown (countryText); nothing when it is not known. */
  country?: string | null;
  /** Shown after the end's place, e.g. its distance from a searched point. */
  extra?: ReactNode;
}

/**
 * "Tallinn, Eesti → Riga, Läti" as every list shows a route: the cities bold, the arrow drawn and
 * read out as "→". Anything after the route (a road distance) comes as children.
 */
export function RouteLine({
  from,
  to,
  className,
  children,
}: {
  from: RouteLineEnd;
  to: RouteLineEnd;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5', className)}>
      <RouteLineEndView end={from} />
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span className="sr-only"> → </span>
      <RouteLineEndView end={to} />
      {children}
    </span>
  );
}

function RouteLineEndView({ end }: { end: RouteLineEnd }) {
  return (
    <span className="min-w-0">
      <span className="font-semibold text-slate-900">{end.city}</span>
      {end.country && <span className="text-slate-600">, {end.country}</span>}
      {end.extra}
    </span>
  );
}
