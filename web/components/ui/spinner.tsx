import { LoaderCircle } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';

interface SpinnerProps {
  className?: string;
  label?: string;
}

export function Spinner({ className, label = MESSAGES.generic.loading }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-brand-600', className)} />
    </span>
  );
}
