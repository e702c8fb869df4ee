import { CalendarClock, Crown, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-card';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { useBillingPortal, useCancellation } from './use-billing';
import { useSubscription, type Subscription } from './use-subscription';

const S = ACCOUNT_MESSAGES.subscription;

function statusLine(subscription: Subscription): string {
  if (subscription.subscribed && subscription.subscriptionEnd) {
    const date = formatDate(subscription.subscriptionEnd);
    return fillMessage(subscription.cancelAtPeriodEnd ? S.statusCancelled : S.statusRenews, { date });
  }
  if (subscription.isTrial) return countMessage(S.statusTrial, subscription.trialDaysLeft);
  return S.freePlan;
}

/**
 * The subscription's status with what can be done about it: open the billing portal, cancel at the
 * period end (after a confirmation that says until when access stays) or resume a cancellation.
 */
export function SubscriptionCard({ showPortal = true }: { showPortal?: boolean }) {
  const subscription = useSubscription();
  const cancellation = useCancellation();
  const portal = useBillingPortal();
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending) return <Skeleton className="h-28 w-full" />;
  if (subscription.isError) {
    return (
      <ErrorState
        title={MESSAGES.subscription.checkError}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  const data = subscription.data;
  const end = data.subscriptionEnd ? formatDate(data.subscriptionEnd) : '';

  return (
    <div
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      data-subscription-card
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900" data-subscription-status>
        {data.access ? (
          <Crown aria-hidden="true" className="size-5 text-amber-500" />
        ) : (
          <CalendarClock aria-hidden="true" className="size-5 text-slate-500" />
        )}
        {statusLine(data)}
      </p>
      <div className="flex flex-wrap gap-2">
        {showPortal && data.canManageBilling && (
          <Button variant="outline" onClick={portal.open} disabled={portal.busy}>
            {portal.busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {S.manage}
          </Button>
        )}
        {data.subscribed && !data.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {S.cancel}
          </Button>
        )}
        {data.subscribed && data.cancelAtPeriodEnd && (
          <Button onClick={() => cancellation.mutate(false)} disabled={cancellation.isPending}>
            {cancellation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {S.resume}
          </Button>
        )}
      </div>
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        end={end}
        cancellation={cancellation}
      />
    </div>
  );
}
