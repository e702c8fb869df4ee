import { CalendarClock, Crown, ExternalLink, LoaderCircle, Ticket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { countMessage, fillMessage } from '@domain/catalogue';
import { nextCreditRenewal } from '@domain/credits';
import { formatDate, formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { DEFAULT_PREMIUM_MONTHLY_PRICE, TRIAL_DAYS } from '@domain/plans';
import { vatNote } from '@domain/vat';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-card';
import { useCredits, type Credits } from '@web/features/credits';
import { usePublicSettings } from '@web/features/settings';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { useBillingPortal, useCancellation, useSubscriptionCheckout } from './use-billing';
import { useStartTrial } from './use-start-trial';
import { useSubscription, type Subscription } from './use-subscription';

const S = ACCOUNT_MESSAGES.subscription;

function planName(s: Subscription): string {
  if (s.subscribed) return s.cancelAtPeriodEnd ? S.premiumCancelled : MESSAGES.generic.premium;
  if (s.isTrial) return S.trialPlan;
  return S.freePlan;
}

/** The plan's dates, as the user plans by them: when the trial ends, the next renewal, the last day. */
function planDates(s: Subscription): [label: string, value: string][] {
  const rows: [string, string][] = [];
  if (s.isTrial && s.trialEnd) {
    rows.push([
      S.trialEnds,
      countMessage(S.trialEndsValue, s.trialDaysLeft, { date: formatDate(s.trialEnd) }),
    ]);
  }
  if (s.subscribed && s.subscriptionEnd) {
    const end = formatDate(s.subscriptionEnd);
    if (s.cancelAtPeriodEnd) {
      rows.push([S.premiumEnds, end]);
      rows.push([S.then, S.freePlan]);
    } else {
      rows.push([S.renews, end]);
    }
  }
  if (!s.access && !s.trialAvailable && s.trialEnd) {
    rows.push([S.trial, fillMessage(S.trialUsedOn, { date: formatDate(s.trialEnd) })]);
  }
  return rows;
}

function creditsText(credits: Credits): string {
  if (credits.unlimited) return S.unlimited;
  return countMessage(S.creditsLeft, credits.monthlyCredits, {
    available: credits.available,
    date: formatDate(nextCreditRenewal()),
  });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The settings' "Tellimus" tab: the plan, its dates (dd.MM.yyyy), the month's free contacts, and
 * what fits the plan: the trial while it is available, buying premium (during a trial too: the paid
 * month starts at its end), cancelling or resuming, and the billing portal in a new tab.
 */
export function SubscriptionOverview() {
  const subscription = useSubscription();
  if (subscription.isPending) return <Skeleton className="h-56 w-full" />;
  if (subscription.isError) {
    return (
      <ErrorState
        title={MESSAGES.subscription.checkError}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  return <Overview subscription={subscription.data} />;
}

function Overview({ subscription: s }: { subscription: Subscription }) {
  const credits = useCredits();
  const settings = usePublicSettings();
  const price = settings.data?.prices.premiumMonthlyPrice ?? DEFAULT_PREMIUM_MONTHLY_PRICE;
  const startTrial = useStartTrial();
  const checkout = useSubscriptionCheckout();
  const portal = useBillingPortal();
  const cancellation = useCancellation();
  const [confirming, setConfirming] = useState(false);
  const end = s.subscriptionEnd ? formatDate(s.subscriptionEnd) : '';

  return (
    <div className="flex flex-col gap-4" data-subscription-overview>
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900" data-plan-name>
          {s.access ? (
            <Crown aria-hidden="true" className="size-5 text-amber-500" />
          ) : (
            <CalendarClock aria-hidden="true" className="size-5 text-slate-500" />
          )}
          {planName(s)}
        </p>
        <dl className="flex flex-col gap-3" data-plan-facts>
          {planDates(s).map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
          <Row label={S.contacts}>
            <span className="inline-flex items-center gap-2" data-plan-credits>
              <Ticket aria-hidden="true" className="size-4 text-slate-500" />
              {credits.data ? creditsText(credits.data) : credits.isError ? '–' : '…'}
            </span>
          </Row>
          {!s.subscribed && (
            <Row label={MESSAGES.generic.premium}>
              {fillMessage(MESSAGES.payments.perMonth, { price: formatMoney(price) })}{' '}
              <span className="text-sm font-normal text-slate-600">({vatNote()})</span>
            </Row>
          )}
        </dl>
      </div>

      <div className="flex flex-wrap gap-2" data-plan-actions>
        {!s.access && s.trialAvailable && (
          <Button
            wrap
            className="max-w-full"
            onClick={() => startTrial.mutate()}
            disabled={startTrial.isPending}
          >
            {startTrial.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Crown aria-hidden="true" />
            )}
            {fillMessage(S.startTrialDays, { days: TRIAL_DAYS })}
          </Button>
        )}
        {!s.subscribed && (
          <Button
            wrap
            className="max-w-full"
            variant={!s.access && s.trialAvailable ? 'outline' : 'primary'}
            onClick={() => checkout.mutate()}
            disabled={checkout.busy}
          >
            {checkout.busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {S.buy}
          </Button>
        )}
        {s.subscribed && s.canManageBilling && (
          <Button wrap className="max-w-full" variant="outline" onClick={portal.open} disabled={portal.busy}>
            {portal.busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <ExternalLink aria-hidden="true" />
            )}
            {S.manage}
          </Button>
        )}
        {s.subscribed && !s.cancelAtPeriodEnd && (
          <Button wrap className="max-w-full" variant="outline" onClick={() => setConfirming(true)}>
            {S.cancel}
          </Button>
        )}
        {s.subscribed && s.cancelAtPeriodEnd && (
          <Button
            wrap
            className="max-w-full"
            onClick={() => cancellation.mutate(false)}
            disabled={cancellation.isPending}
          >
            {cancellation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {S.resume}
          </Button>
        )}
        <Button wrap className="max-w-full" variant="ghost" asChild>
          <Link href="/hinnad">{MESSAGES.generic.viewPlans}</Link>
        </Button>
      </div>
      {s.isTrial && !s.subscribed && <p className="text-sm text-slate-600">{S.trialDaysKept}</p>}
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        end={end}
        cancellation={cancellation}
      />
    </div>
  );
}
