import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { toast } from '@web/lib/toast';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatMoney } from '@domain/format';
import { vatNote } from '@domain/vat';
import { MESSAGES } from '@domain/messages';
import {
  CHECKOUT_REDIRECT_MS,
  DEFAULT_CONTACT_UNLOCK_PRICE,
  DEFAULT_PREMIUM_MONTHLY_PRICE,
  TRIAL_DAYS,
} from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useAuthDialog } from '@web/features/auth';
import { refreshAfterAccessChange } from '@web/features/contacts';
import { usePublicSettings } from '@web/features/settings';
import { ApiError } from '@web/lib/api';
import { PRICING_PATH } from '@web/lib/paths';
import { isAlreadyEntitled, useContactCheckout, type CheckoutTarget } from './contact-checkout';
import { fillWithNodes } from './message-parts';
import { PremiumMark } from './PremiumUpsellDialog';

interface BuyContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: CheckoutTarget;
  /** What is being bought, in words ("Tallinn → Riga"). */
  subject: string;
}

/**
 * Out of credits: buy this one contact (the provider's payment page, then back to "/"), or go premium.
 */
export function BuyContactDialog({ open, onOpenChange, target, subject }: BuyContactDialogProps) {
  const queryClient = useQueryClient();
  const { openAuthDialog } = useAuthDialog();
  const settings = usePublicSettings();
  const checkout = useContactCheckout();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const unlockPrice = formatMoney(settings.data?.prices.contactUnlockPrice ?? DEFAULT_CONTACT_UNLOCK_PRICE);
  const premiumPrice = formatMoney(
    settings.data?.prices.premiumMonthlyPrice ?? DEFAULT_PREMIUM_MONTHLY_PRICE,
  );

  useEffect(() => {
    if (!leavingFor) return;
    const timer = setTimeout(() => window.location.assign(leavingFor), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leavingFor]);

  const pay = () =>
    checkout.mutate(target, {
      onSuccess: (url) => setLeavingFor(url),
      onError: (error) => {
        if (isAlreadyEntitled(error)) {
          toast.success(MESSAGES.payments.alreadyOpen, { id: `entitled-${target.id}` });
          refreshAfterAccessChange(queryClient);
          onOpenChange(false);
        } else if (error instanceof ApiError && error.status === 401) {
          onOpenChange(false);
          openAuthDialog('signin');
        } else {
          toast.error(MESSAGES.payments.startErrorTitle, {
            id: 'payment-start-error',
            description: MESSAGES.payments.startError,
          });
        }
      },
    });

  const busy = checkout.isPending || leavingFor !== null;
  const failed = checkout.isError && !isAlreadyEntitled(checkout.error);

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) checkout.reset();
        onOpenChange(next);
      }}
      busy={busy}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
      }
      title={MESSAGES.contacts.buy}
      description={
        <>
          {MESSAGES.contacts.noCredits}.{' '}
          {fillWithNodes(MESSAGES.payments.buyText, {
            subject: <span className="font-semibold text-slate-800">{subject}</span>,
          })}
        </>
      }
    >
      <section
        aria-labelledby="buy-once-heading"
        className="flex flex-col gap-3 rounded-lg border-2 border-brand-200 bg-brand-50/50 p-4"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="buy-once-heading" className="font-semibold text-slate-900">
            {MESSAGES.payments.oneOff}
          </h3>
          <span className="flex flex-col items-end">
            <span className="text-xl font-bold text-slate-900" data-unlock-price>
              {unlockPrice}
            </span>
            <span className="text-xs text-slate-600">{vatNote()}</span>
          </span>
        </div>
        <p className="text-sm text-slate-700">{MESSAGES.payments.oneOffText}</p>
        {failed && (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {MESSAGES.payments.startErrorTitle}: {MESSAGES.payments.startError}
            </span>
          </p>
        )}
        <Button onClick={pay} disabled={busy} className="w-full">
          {busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {leavingFor
            ? MESSAGES.payments.redirecting
            : fillMessage(MESSAGES.payments.pay, { amount: unlockPrice })}
        </Button>
      </section>

      <section
        aria-labelledby="buy-premium-heading"
        className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      >
        <PremiumMark />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 id="buy-premium-heading" className="font-semibold text-slate-900">
            {MESSAGES.generic.premium} {fillMessage(MESSAGES.payments.perMonth, { price: premiumPrice })}{' '}
            <span className="text-xs font-normal text-slate-600">({vatNote()})</span>
          </h3>
          <p className="text-sm text-slate-700">{countMessage(MESSAGES.payments.trialText, TRIAL_DAYS)}</p>
          <Button variant="outline" size="sm" className="self-start" asChild>
            <Link to={PRICING_PATH} aria-disabled={busy} onClick={() => onOpenChange(false)}>
              {MESSAGES.payments.viewPremium}
            </Link>
          </Button>
        </div>
      </section>
    </DialogFrame>
  );
}
