import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded-md bg-slate-200 align-middle', className)}
      {...props}
    />
  );
}
