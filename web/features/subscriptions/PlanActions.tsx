import { CalendarClock, Crown, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@domain/format';
import { TRIAL_DAYS } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { useStartTrial } from './use-start-trial';
import { useSubscription, type Subscription } from './use-subscription';

/** "1 päev", "3 päeva": Estonian counts a single day in the singular. */
function daysText(days: number): string {
  return `${days} ${days === 1 ? 'päev' : 'päeva'}`;
}

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
        Alusta tasuta
      </Button>
    );
  }
  if (subscription.data && !subscription.data.access) return <PlanNote>Sinu praegune pakett</PlanNote>;
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
        Proovi {TRIAL_DAYS} päeva tasuta
      </Button>
    );
  }
  if (subscription.isError || !subscription.data) {
    return (
      <div className="flex w-full flex-col gap-2">
        <p className="text-sm text-slate-700">Paketi andmete laadimine ebaõnnestus.</p>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void subscription.refetch()}
          disabled={subscription.isFetching}
        >
          <RotateCw aria-hidden="true" />
          Proovi uuesti
        </Button>
      </div>
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
  if (subscription.subscribed && subscription.subscriptionEnd) {
    const end = formatDate(subscription.subscriptionEnd);
    return (
      <PlanNote icon={<Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />}>
        {subscription.cancelAtPeriodEnd ? `Premium lõpeb ${end}` : `Premium kehtib kuni ${end}`}
      </PlanNote>
    );
  }
  if (subscription.isTrial) {
    return (
      <PlanNote icon={<CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />}>
        Prooviaeg: {daysText(subscription.trialDaysLeft)} jäänud
      </PlanNote>
    );
  }
  if (subscription.trialAvailable) {
    return (
      <Button
        size="lg"
        className="w-full"
        onClick={() => startTrial.mutate()}
        disabled={startTrial.isPending}
      >
        {startTrial.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Crown aria-hidden="true" />
        )}
        Proovi {TRIAL_DAYS} päeva tasuta
      </Button>
    );
  }
  return <PlanNote>Tasuta prooviaeg on sellel kontol juba kasutatud.</PlanNote>;
}
