import { Building2, Package, Sparkles, Truck, type LucideIcon } from 'lucide-react';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Skeleton } from '@web/components/ui/skeleton';
import { type MarketStats, useStats } from './use-stats';

interface Counter {
  key: keyof MarketStats;
  // Soft hyphens let the long compounds break on a phone without pushing the grid wider.
  label: string;
  icon: LucideIcon;
}

const COUNTERS: Counter[] = [
  { key: 'cargoOffers', label: MESSAGES.stats.cargoOffers, icon: Package },
  { key: 'transportOffers', label: MESSAGES.stats.transportOffers, icon: Truck },
  { key: 'providers', label: MESSAGES.stats.providers, icon: Building2 },
  { key: 'newToday', label: MESSAGES.stats.newToday, icon: Sparkles },
];

/** The home page's four counters (GET /api/stats), with skeletons until the numbers arrive. */
export function StatsCounters() {
  const stats = useStats();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-busy={stats.isPending || undefined}>
      {COUNTERS.map(({ key, label, icon: Icon }) => (
        // A dl may hold only dt and dd (or divs of them): the icon sits inside the dt, placed
        // beside the pair by the group's own padding.
        <div
          key={key}
          data-stat={key}
          // On a phone the number and its label share a line: two slim rows, not two tall ones. The
          // box's least height holds a label of two lines, and the number's least width a skeleton's,
          // so the numbers arriving move nothing. The number never breaks ("1 04"): the label wraps.
          className="relative flex min-h-12 min-w-0 flex-row-reverse items-center justify-end gap-2 rounded-xl border border-slate-200 bg-white/90 px-3 py-2 shadow-sm sm:flex-col-reverse sm:items-stretch sm:justify-center sm:gap-0 sm:p-4 sm:pl-[4.5rem]"
        >
          <dt className="min-w-0 text-xs font-medium text-slate-600 sm:text-sm">
            <span className="absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="min-w-10 shrink-0 text-xl leading-tight font-bold whitespace-nowrap text-slate-900 tabular-nums sm:min-w-0 sm:text-2xl">
            {stats.data ? (
              formatNumber(stats.data[key])
            ) : stats.isError ? (
              <span aria-label={MESSAGES.stats.loadFailed}>–</span>
            ) : (
              <>
                <Skeleton className="h-6 w-10 sm:h-7 sm:w-14" />
                <span className="sr-only">{MESSAGES.generic.loading}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
