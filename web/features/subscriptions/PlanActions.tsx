import { CalendarClock, Crown, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatDate } from '@domain/format';
import { TRIAL_DAYS } from '@domain/plans';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-card';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { useStartTrial } from './use-start-trial';
import { useBillingPortal, useSubscriptionCheckout } from './use-billing';
import { useSubscription, type Subscription } from './use-subscription';

const S = ACCOUNT_MESSAGES.subscription;

function PlanNote({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <p className="flex w-full items-start justify-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-center text-sm font-medium text-slate-800 ring-1 ring-slate-200 ring-inset">
      {icon}
      <span>{children}</span>
    </p>
  );
}

/** What the free plan's card offers: signing up to a visitor, the word "current" to a free user. */
export function FreePlanAction() {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const subscription = useSubscription();
  if (status === 'loading') return <Skeleton className="h-11 w-full" />;
  if (status === 'signedOut') {
    return (
      <Button variant="outline" size="lg" className="w-full" onClick={() => openAuthDialog('signup')}>
        {S.startFree}
      </Button>
    );
  }
  if (subscription.data && !subscription.data.access) return <PlanNote>{S.currentPlan}</PlanNote>;
  return null;
}

/**
 * What the premium card offers the viewer: the trial to a visitor (through sign-up) and to a free
 * user who never had one, the days left to a trial user, the paid period to a subscriber.
 */
export function PremiumPlanAction() {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const subscription = useSubscription();
  const startTrial = useStartTrial();

  if (status === 'loading' || (status === 'signedIn' && subscription.isPending)) {
    return <Skeleton className="h-11 w-full" />;
  }
  if (status === 'signedOut') {
    return (
      <Button
        size="lg"
        className="h-auto min-h-11 w-full whitespace-normal"
        onClick={() => openAuthDialog('signup')}
      >
        <Crown aria-hidden="true" />
        {countMessage(S.tryFree, TRIAL_DAYS)}
      </Button>
    );
  }
  if (subscription.isError || !subscription.data) {
    return (
      <ErrorState
        className="w-full py-5 shadow-none"
        title={MESSAGES.subscription.checkError}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  return <PremiumState subscription={subscription.data} startTrial={startTrial} />;
}

function PremiumState({
  subscription,
  startTrial,
}: {
  subscription: Subscription;
  startTrial: ReturnType<typeof useStartTrial>;
}) {
  const checkout = useSubscriptionCheckout();
  const portal = useBillingPortal();
  const wide = 'h-auto min-h-11 w-full whitespace-normal';

  const buy = (variant: 'primary' | 'outline') => (
    <Button
      size="lg"
      variant={variant}
      className={wide}
      onClick={() => checkout.mutate()}
      disabled={checkout.busy}
    >
      {checkout.busy ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Crown aria-hidden="true" />
      )}
      {S.buy}
    </Button>
  );

  if (subscription.subscribed && subscription.subscriptionEnd) {
    const end = formatDate(subscription.subscriptionEnd);
    return (
      <div className="flex w-full flex-col gap-3">
        <PlanNote icon={<Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />}>
          {fillMessage(subscription.cancelAtPeriodEnd ? S.premiumEndsOn : S.premiumValidUntil, { date: end })}
        </PlanNote>
        {subscription.canManageBilling && (
          <Button size="lg" variant="outline" className={wide} onClick={portal.open} disabled={portal.busy}>
            {portal.busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {S.manage}
          </Button>
        )}
      </div>
    );
  }
  if (subscription.isTrial) {
    return (
      <div className="flex w-full flex-col gap-3">
        <PlanNote
          icon={<CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />}
        >
          {countMessage(S.trialLeft, subscription.trialDaysLeft)}
        </PlanNote>
        {buy('primary')}
      </div>
    );
  }
  if (subscription.trialAvailable) {
    return (
      <div className="flex w-full flex-col gap-3">
        <Button
          size="lg"
          className={wide}
          onClick={() => startTrial.mutate()}
          disabled={startTrial.isPending}
        >
          {startTrial.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Crown aria-hidden="true" />
          )}
          {countMessage(S.tryFree, TRIAL_DAYS)}
        </Button>
        {buy('outline')}
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col gap-3">
      <PlanNote>{S.trialAlreadyUsed}</PlanNote>
      {buy('primary')}
    </div>
  );
}
