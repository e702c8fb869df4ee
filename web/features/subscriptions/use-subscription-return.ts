import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { useAuth } from '@web/features/auth';
import { toast } from '@web/lib/toast';
import { refreshAfterPlanChange, useSubscription } from './use-subscription';

const CONFIRM_TOAST_ID = 'subscription-confirming';
// Stripe's webhook usually lands within seconds; the address itself grants nothing.
const POLL_MS = 2_000;
const GIVE_UP_MS = 60_000;

/**
 * Back from the provider's checkout (`?subscription=success` or `=cancelled`): says how it went. A
 * success is believed once the server says the subscription runs (the provider's confirmation has
 * arrived); until then the plan is asked again every two seconds, for a minute at most.
 */
export function useSubscriptionReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('subscription');
  const { status } = useAuth();
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (outcome !== 'cancelled') return;
    toast.info(MESSAGES.payments.cancelled);
    setParams((current) => withoutOutcome(current), { replace: true });
  }, [outcome, setParams]);

  const subscribed = subscription.data?.subscribed === true;
  const { refetch, dataUpdatedAt, errorUpdatedAt } = subscription;
  useEffect(() => {
    if (outcome !== 'success' || status !== 'signedIn') return;
    if (subscribed) {
      // The same id turns the "confirming" toast into the outcome.
      toast.success(MESSAGES.subscription.activated, { id: CONFIRM_TOAST_ID });
      void refreshAfterPlanChange(queryClient);
      setParams((current) => withoutOutcome(current), { replace: true });
      return;
    }
    startedAt.current ??= Date.now();
    if (Date.now() - startedAt.current > GIVE_UP_MS) {
      toast.error(MESSAGES.payments.grantFailed, { id: CONFIRM_TOAST_ID });
      setParams((current) => withoutOutcome(current), { replace: true });
      return;
    }
    toast.loading(MESSAGES.subscription.confirming, { id: CONFIRM_TOAST_ID });
    // Each answer (or failure) schedules the next question.
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [outcome, status, subscribed, refetch, dataUpdatedAt, errorUpdatedAt, queryClient, setParams]);
}

function withoutOutcome(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('subscription');
  return next;
}
