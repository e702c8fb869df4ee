import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** One figure of a back-office page: what it counts, the value, and what it is counted over. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  /** Undefined while the first answer is on its way. */
  value: string | undefined;
  hint: string;
}) {
  return (
    <Card className="min-w-0 gap-1.5 p-4">
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium [overflow-wrap:anywhere] text-slate-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {label}
      </span>
      {value === undefined ? (
        <Skeleton className="h-9 w-20" />
      ) : (
        <p className="text-3xl font-bold break-words text-slate-900 tabular-nums">{value}</p>
      )}
      <span className="text-xs text-slate-500">{hint}</span>
    </Card>
  );
}
