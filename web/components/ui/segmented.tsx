import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown after the label in a pill (e.g. how many items the filter holds). */
  count?: number;
}

interface SegmentedControlProps<T extends string> {
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the group for screen readers. */
  label: string;
  className?: string;
}

/** A row of mutually exclusive filter buttons; the chosen one is pressed. Wraps on narrow screens. */
export function SegmentedControl<T extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: SegmentedControlProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span
                className={cn(
                  'inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs font-bold',
                  pressed ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
