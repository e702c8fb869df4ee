import { useQuery, type QueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@domain/contract/subscriptions';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

export type { Subscription };

const SUBSCRIPTION_QUERY_ROOT = 'subscription';

/** Per viewer, so one user's plan never shows for the next one who signs in on the same tab. */
function subscriptionQueryKey(viewerId: string | null) {
  return [SUBSCRIPTION_QUERY_ROOT, { viewer: viewerId }] as const;
}

/** GET /api/me/subscription for the signed-in user; idle for a visitor. */
export function useSubscription() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: subscriptionQueryKey(viewerId),
    queryFn: ({ signal }) => apiGet('/api/me/subscription', subscriptionSchema, { signal }),
    enabled: status === 'signedIn' && viewerId !== null,
    staleTime: 30_000,
  });
}

// Answers that do not depend on who is asking or on their plan.
const PLAN_INDEPENDENT_ROOTS = new Set<unknown>(['auth', 'settings', 'reference']);

/**
 * After the plan changed (a trial started, a subscription was bought or ended): everything whose
 * answer depends on the plan is out of date at once: the credit badge turns into the star, locked
 * contacts open, the longer durations and the templates appear. Queries on screen refetch now.
 */
export function refreshAfterPlanChange(
  queryClient: QueryClient,
  subscription?: Subscription,
  viewerId?: string,
) {
  if (subscription && viewerId) queryClient.setQueryData(subscriptionQueryKey(viewerId), subscription);
  return queryClient.invalidateQueries({
    predicate: (query) =>
      !PLAN_INDEPENDENT_ROOTS.has(query.queryKey[0]) &&
      !(subscription && query.queryKey[0] === SUBSCRIPTION_QUERY_ROOT),
  });
}
