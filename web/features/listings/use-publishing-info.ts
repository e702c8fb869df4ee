import { useQuery } from '@tanstack/react-query';
import { publishingInfoSchema, type PublishingInfo } from '@domain/contract/my-listings';
import { FREE_DURATIONS, REACTIVATION_DURATIONS_FREE } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { PUBLISHING_QUERY_ROOT } from '@web/lib/query-roots';

/**
 * The publishing durations a form offers. Until the plan is known, or when asking for it failed, only the
 * free plan's: a premium user waits a moment for the longer ones, and nobody picks one the server would
 * refuse at the end of the wizard.
 */
export function offeredDurations(info: PublishingInfo | undefined): readonly number[] {
  return info?.durations ?? FREE_DURATIONS;
}

/** The reactivation durations a form offers, by the same rule as `offeredDurations`. */
export function offeredReactivationDurations(info: PublishingInfo | undefined): readonly number[] {
  return info?.reactivationDurations ?? REACTIVATION_DURATIONS_FREE;
}

export function usePublishingInfo() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [PUBLISHING_QUERY_ROOT, user?.id ?? null],
    queryFn: async ({ signal }) => apiGet('/api/me/publishing', publishingInfoSchema, { signal }),
    enabled: status === 'signedIn',
    // A plan changes by payment or by an admin; a minute old is fresh enough for what a form offers.
    staleTime: 60_000,
  });
}
