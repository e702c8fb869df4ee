import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';

export function EmptyState({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  return (
    <Card className="items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{hint}</p>
    </Card>
  );
}

interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The first load failed: nothing to show but the reason and "Proovi uuesti". */
export function LoadError({ error, onRetry, retrying }: RetryProps & { error: unknown }) {
  return (
    <Card role="alert" className="items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{MESSAGES.generic.loadError}</p>
      <p className="max-w-md text-sm text-slate-600">
        {error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong}
      </p>
      <RetryButton onRetry={onRetry} retrying={retrying} className="mt-1" />
    </Card>
  );
}

/** A refresh failed while an earlier answer is still on screen: say so above it, keep it. */
export function RefreshError({ onRetry, retrying }: RetryProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <span className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {MESSAGES.generic.refreshError}
      </span>
      <RetryButton onRetry={onRetry} retrying={retrying} size="sm" />
    </div>
  );
}

function RetryButton({
  onRetry,
  retrying,
  size = 'md',
  className,
}: RetryProps & { size?: 'sm' | 'md'; className?: string }) {
  return (
    <Button variant="outline" size={size} onClick={onRetry} disabled={retrying} className={className}>
      <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
      {MESSAGES.generic.retry}
    </Button>
  );
}
