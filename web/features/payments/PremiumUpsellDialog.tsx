import { Check, Crown, LoaderCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { countMessage } from '@domain/catalogue';
import { formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { vatNote } from '@domain/vat';
import { DEFAULT_PREMIUM_MONTHLY_PRICE, TRIAL_DAYS } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { closeUpsell, useUpsellOpen } from '@web/features/contacts';
import { usePublicSettings } from '@web/features/settings';
import { useStartTrial, useSubscription } from '@web/features/subscriptions';
import { PRICING_PATH } from '@web/lib/paths';
import { fillWithNodes } from './message-parts';

const PREMIUM_BENEFITS = [
  MESSAGES.payments.benefitContacts,
  MESSAGES.payments.benefitDuration,
  MESSAGES.payments.benefitTemplates,
];

export function PremiumMark() {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-600 ring-1 ring-amber-200">
      <Crown aria-hidden="true" className="size-5" />
    </span>
  );
}

/**
 * The premium offer after the last free credit: the trial starts right here for a user who never had
 * one (the contacts open at once); anyone else is taken to the plans.
 */
export function PremiumUpsellHost() {
  const open = useUpsellOpen();
  const [, navigate] = useLocation();
  const settings = usePublicSettings();
  const price = settings.data?.prices.premiumMonthlyPrice ?? DEFAULT_PREMIUM_MONTHLY_PRICE;
  const subscription = useSubscription();
  const startTrial = useStartTrial();
  // Until the plan is known the trial is offered: the server refuses one already used (and says so).
  const trialAvailable = subscription.data?.trialAvailable ?? true;

  const toPricing = () => {
    closeUpsell();
    navigate(PRICING_PATH);
  };
  const takeTrial = () => startTrial.mutate(undefined, { onSuccess: closeUpsell });

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && closeUpsell()}
      icon={<PremiumMark />}
      size="md"
      title={MESSAGES.payments.upsellTitle}
      description={MESSAGES.payments.upsellText}
      footer={
        <>
          <Button variant="ghost" onClick={closeUpsell}>
            {MESSAGES.payments.later}
          </Button>
          <Button variant="outline" asChild>
            <Link to={PRICING_PATH} onClick={closeUpsell}>
              {MESSAGES.generic.viewPlans}
            </Link>
          </Button>
          {trialAvailable ? (
            <Button onClick={takeTrial} disabled={startTrial.isPending}>
              {startTrial.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {MESSAGES.payments.startTrial}
            </Button>
          ) : (
            <Button onClick={toPricing}>{MESSAGES.payments.choosePremium}</Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
        <p className="text-sm text-slate-800">
          {fillWithNodes(MESSAGES.payments.perMonth, {
            price: <span className="text-2xl font-bold text-slate-900">{formatMoney(price)}</span>,
          })}{' '}
          ({vatNote()}){trialAvailable && ` · ${countMessage(MESSAGES.payments.trialDays, TRIAL_DAYS)}`}
        </p>
        <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </DialogFrame>
  );
}
