import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { subscriptionSchema } from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import { DemoBanner } from '@web/components/DemoBanner';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth';
import { ApiError, apiSend } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { InvoiceList } from './InvoiceList';
import { SubscriptionCard } from './SubscriptionCard';
import { refreshAfterPlanChange, useSubscription } from './use-subscription';

const D = ACCOUNT_MESSAGES.demoPortal;

/**
 * The demo provider's billing portal (`/demo-tellimus`), where Stripe's would be: the subscription
 * with cancel and resume, a renewal on demand (what the month's end does by itself), the invoices.
 */
export function DemoPortalPage() {
  useDocumentTitle(D.title);
  const subscription = useSubscription();
  const renew = useRenewNow();

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-6 sm:py-10">
      <DemoBanner>{D.banner}</DemoBanner>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{D.title}</h1>
        <p className="text-slate-600">{D.lead}</p>
      </div>
      <SubscriptionCard showPortal={false} />
      {subscription.data?.subscribed && (
        <div className="flex flex-col items-start gap-2 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="text-sm text-slate-700">{D.renewNote}</p>
          <Button variant="outline" onClick={() => renew.mutate()} disabled={renew.isPending}>
            {renew.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {D.renew}
          </Button>
        </div>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
          {ACCOUNT_MESSAGES.settings.tabs.invoices}
        </h2>
        <InvoiceList />
      </section>
      <Button variant="ghost" asChild className="self-start">
        <Link to="/hinnad">
          <ArrowLeft aria-hidden="true" />
          {D.backToPricing}
        </Link>
      </Button>
    </PageContainer>
  );
}

/** POST /api/subscription/demo/renew */
function useRenewNow() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/subscription/demo/renew', {}, subscriptionSchema),
    onSuccess: async (subscription) => {
      toast.success(D.renewed);
      await refreshAfterPlanChange(queryClient, subscription, user?.id);
    },
    onError: (error) => {
      console.error('Renewing the demo subscription failed', error);
      toast.error(MESSAGES.generic.error, {
        description: error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong,
      });
    },
  });
}
