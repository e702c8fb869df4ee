import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { Crown } from 'lucide-react';
import { MESSAGES } from '@domain/messages';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

/**
 * What a tab that needs premium or a trial shows to a free user: what the feature gives, and the way
 * to the pricing page (where the trial starts).
 */
export function PremiumPrompt({ feature }: { feature: string }) {
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center" data-premium-prompt>
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Crown aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{ACCOUNT_MESSAGES.profile.premiumRequired}</p>
      <p className="max-w-md text-sm text-slate-600">{feature}</p>
      <Button asChild className="mt-1">
        <Link href="/hinnad">{MESSAGES.generic.viewPlans}</Link>
      </Button>
    </Card>
  );
}
