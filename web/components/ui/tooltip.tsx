import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

// The spec's tooltip open delay.
export const TOOLTIP_DELAY_MS = 700;

interface TooltipProps {
  content: ReactNode;
  /** One focusable element; a disabled button must be wrapped (it gets no pointer or focus events). */
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  className?: string;
  /** For a caller that decides itself when the tooltip shows (with `onOpenChange`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Tooltip({ content, children, side = 'top', className, open, onOpenChange }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-[60] max-w-72 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg',
              className,
            )}
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
