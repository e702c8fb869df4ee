import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { billingRedirectSchema, invoiceListSchema, subscriptionSchema } from '@domain/contract/subscriptions';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { CHECKOUT_REDIRECT_MS } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { ApiError, apiGet, apiSend } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { refreshAfterPlanChange } from './use-subscription';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.generic.somethingWentWrong;

/**
 * Leaves for a provider's page: after the spec's 300 ms for the checkout; a site-relative address
 * (the demo provider's pages) is opened inside the app.
 */
function useLeaveFor() {
  const [, navigate] = useLocation();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  useEffect(() => {
    if (!leavingFor) return;
    const timer = setTimeout(() => {
      if (leavingFor.startsWith('/')) navigate(leavingFor);
      else window.location.assign(leavingFor);
    }, CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leavingFor, navigate]);
  return { leavingFor, leaveFor: setLeavingFor };
}

/** POST /api/subscription/checkout, then to the provider's checkout page. */
export function useSubscriptionCheckout() {
  const queryClient = useQueryClient();
  const { leavingFor, leaveFor } = useLeaveFor();
  const mutation = useMutation({
    mutationFn: () => apiSend('POST', '/api/subscription/checkout', {}, billingRedirectSchema),
    onSuccess: ({ url }) => leaveFor(url),
    onError: async (error) => {
      console.error('Starting the premium checkout failed', error);
      toast.error(MESSAGES.subscription.checkoutError, { description: errorText(error) });
      if (error instanceof ApiError && error.status === 409) await refreshAfterPlanChange(queryClient);
    },
  });
  return { ...mutation, busy: mutation.isPending || leavingFor !== null };
}

/**
 * POST /api/subscription/portal, opened in a new tab. The tab is opened at once, inside the click,
 * so a popup blocker lets it through (a window opened after the request would be blocked), and it
 * is cut from this page (no `opener`, as `noopener` would); it gets its address when the server
 * answers. Should the browser refuse the tab anyway, this tab goes to the portal: the click is
 * never lost. A failure closes the empty tab and says why.
 */
export function useBillingPortal() {
  const mutation = useMutation({
    mutationFn: () => apiSend('POST', '/api/subscription/portal', {}, billingRedirectSchema),
  });
  const open = () => {
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = ACCOUNT_MESSAGES.demoPortal.title;
      tab.document.body.textContent = ACCOUNT_MESSAGES.subscription.openingPortal;
    }
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => {
        const address = new URL(url, window.location.href).href;
        if (tab && !tab.closed) tab.location.replace(address);
        else window.location.assign(address);
      },
      onError: (error) => {
        tab?.close();
        console.error('Opening the billing portal failed', error);
        toast.error(MESSAGES.subscription.portalError, { description: errorText(error) });
      },
    });
  };
  return { open, busy: mutation.isPending };
}

/** POST /api/subscription/cancel or /resume, with the spec's toasts. */
export function useCancellation() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      apiSend('POST', `/api/subscription/${cancel ? 'cancel' : 'resume'}`, {}, subscriptionSchema),
    onSuccess: async (subscription, cancel) => {
      toast.success(cancel ? MESSAGES.subscription.cancelled : MESSAGES.subscription.resumed);
      await refreshAfterPlanChange(queryClient, subscription, user?.id);
    },
    onError: (error, cancel) => {
      console.error('Changing the cancellation failed', error);
      toast.error(cancel ? MESSAGES.subscription.cancelError : MESSAGES.subscription.resumeError, {
        description: errorText(error),
      });
    },
  });
}

/** GET /api/me/invoices: the signed-in user's receipts, whatever their plan. */
export function useInvoices() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: ['invoices', { viewer: user?.id ?? null }],
    queryFn: ({ signal }) => apiGet('/api/me/invoices', invoiceListSchema, { signal }),
    enabled: status === 'signedIn' && user !== null,
  });
}
