import { Crown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DisabledWithReason } from '@web/components/ui/disabled-with-reason';
import { MenuItem } from '@web/components/ui/dropdown-menu';
import { Tooltip, TOOLTIP_DELAY_MS } from '@web/components/ui/tooltip';

/**
 * Whether the user may use templates and the longer durations, as the screens offer them (the listings'
 * usePremiumAccess answers it). 'unknown': the check itself failed. Template actions stay offered and the server decides; durations
 * stay at the free plan's (`offeredDurations`), as a wizard is not to end in a refused publish.
 */
export type PremiumAccess = 'loading' | 'premium' | 'free' | 'unknown';

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge tone="premium" className={className}>
      <Crown aria-hidden="true" />
      {MESSAGES.generic.premium}
    </Badge>
  );
}

type TemplateButtonProps = Omit<ComponentProps<typeof Button>, 'disabled' | 'children'> & {
  access: PremiumAccess;
  label: string;
  icon?: ReactNode;
};

/**
 * A template action. A free user sees it disabled with the Premium label, and the reason in a tooltip
 * (spec §6); the wrapper takes the focus and hover a disabled button cannot. Touch has no hover, so a
 * tap (or Enter, Space, a click) shows the reason at once.
 */
export function TemplateButton({ access, label, icon, className, ...props }: TemplateButtonProps) {
  if (access !== 'free') {
    return (
      <Button variant="outline" disabled={access === 'loading'} className={className} {...props}>
        {icon}
        {label}
      </Button>
    );
  }
  return <PremiumOnlyButton label={label} icon={icon} className={className} {...props} />;
}

function PremiumOnlyButton({
  label,
  icon,
  className,
  // The action is not the free user's: a tap shows why instead.
  onClick: _action,
  ...props
}: Omit<TemplateButtonProps, 'access'>) {
  return (
    <DisabledWithReason
      label={`${label} ${MESSAGES.generic.premium}`}
      reason={MESSAGES.templates.premiumOnly}
      className={className}
    >
      <Button variant="outline" disabled aria-hidden="true" tabIndex={-1} className="w-full" {...props}>
        {icon}
        {label} <PremiumBadge />
      </Button>
    </DisabledWithReason>
  );
}

/**
 * A template action in a menu, for a free user: there but not usable, with the Premium label and the
 * same tooltip as the template buttons. The item stays focusable, since a disabled menu item is skipped
 * by the arrow keys and gets no hover. The tooltip is timed here rather than by Radix: a menu focuses
 * the item under the pointer, and a Radix tooltip opens at once on focus, which would skip the delay.
 * Choosing the item (a tap, where there is no hover, or Enter) shows the reason at once.
 */
export function PremiumOnlyMenuItem({ label, icon }: { label: string; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showAfter = (delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <>
      <Tooltip
        content={MESSAGES.templates.premiumOnly}
        open={open}
        // Radix's own requests to open (instant on focus) are ignored; its requests to close (pointer
        // gone, Esc, a click) are followed.
        onOpenChange={(next) => !next && setOpen(false)}
      >
        <MenuItem
          aria-disabled="true"
          // Named by its words (as DisabledWithReason is), the reason as the description.
          aria-label={`${label} ${MESSAGES.generic.premium}`}
          aria-describedby={reasonId}
          className="aria-disabled:opacity-60"
          onFocus={() => showAfter(TOOLTIP_DELAY_MS)}
          onBlur={hide}
          onSelect={(event) => {
            // The menu stays open to show why nothing happened.
            event.preventDefault();
            showAfter(0);
          }}
        >
          {icon}
          {label} <PremiumBadge className="ml-auto" />
        </MenuItem>
      </Tooltip>
      <span id={reasonId} className="sr-only">
        {MESSAGES.templates.premiumOnly}
      </span>
    </>
  );
}
