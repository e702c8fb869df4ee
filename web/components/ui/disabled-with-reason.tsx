import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Tooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/cn';

/**
 * An action that is there but not usable, with the reason in a tooltip. `children` is the disabled
 * control, drawn as it is (give it `disabled`, `aria-hidden` and `tabIndex={-1}`); this wrapper takes
 * the focus and the hover a disabled button cannot. A screen reader hears `label` as its name (the
 * words on the button, so a voice command can name it) and the reason as its description.
 * Touch has no hover, so a tap (or Enter, Space, a click) shows the reason at once.
 */
export function DisabledWithReason({
  label,
  reason,
  className,
  children,
}: {
  label: string;
  reason: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Radix closes its tooltip on the trigger's click; opening on the next tick outlasts that.
  const showNow = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), 0);
  };

  // The description stays outside the control: text inside it would count as its visible words.
  return (
    <>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
      <Tooltip content={reason} open={open} onOpenChange={setOpen}>
        <span
          tabIndex={0}
          role="button"
          aria-disabled="true"
          aria-label={label}
          aria-describedby={reasonId}
          className={cn(
            'inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            className,
          )}
          onClick={showNow}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            showNow();
          }}
        >
          {children}
        </span>
      </Tooltip>
    </>
  );
}
