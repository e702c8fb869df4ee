import { Crown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Tooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/cn';
import type { PremiumAccess } from './use-premium-access';

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge tone="premium" className={className}>
      <Crown aria-hidden="true" />
      Premium
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
 * (spec §6); the wrapper takes the focus and hover a disabled button cannot.
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
  return (
    <Tooltip content={MESSAGES.templates.premiumOnly}>
      <span
        tabIndex={0}
        role="button"
        aria-disabled="true"
        aria-label={`${label} (Premium): ${MESSAGES.templates.premiumOnly}`}
        className={cn(
          'inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Button variant="outline" disabled aria-hidden="true" tabIndex={-1} className="w-full" {...props}>
          {icon}
          {label}
          <PremiumBadge />
        </Button>
      </span>
    </Tooltip>
  );
}
