import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { Card } from './card';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
  /** A way forward, e.g. "Lisa kaup". */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, hint, action, className }: EmptyStateProps) {
  return (
    <Card className={cn('items-center gap-3 px-6 py-10 text-center sm:py-12', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {hint && <p className="max-w-md text-sm text-slate-600">{hint}</p>}
      {action && <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div>}
    </Card>
  );
}

interface ErrorStateProps {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying: boolean;
  retryLabel?: string;
  className?: string;
}

/** A load that failed with nothing to show instead: the reason and a retry button. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying,
  retryLabel = MESSAGES.generic.retry,
  className,
}: ErrorStateProps) {
  return (
    <Card role="alert" className={cn('items-center gap-3 px-6 py-10 text-center sm:py-12', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {message && <p className="max-w-md text-sm text-slate-600">{message}</p>}
      <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-1">
        <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {retryLabel}
      </Button>
    </Card>
  );
}
