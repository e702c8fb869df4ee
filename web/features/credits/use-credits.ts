import { useQuery, type QueryClient } from '@tanstack/react-query';
import { creditsSchema, type Credits } from '@domain/credits';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

export type { Credits };

const CREDITS_QUERY_ROOT = 'credits';

/** Per viewer, so one user's count never shows for the next one who signs in on the same tab. */
export function creditsQueryKey(viewerId: string | null) {
  return [CREDITS_QUERY_ROOT, { viewer: viewerId }] as const;
}

async function fetchCredits(signal?: AbortSignal): Promise<Credits> {
  return apiGet('/api/me/credits', creditsSchema, { signal });
}

/** The signed-in user's credits; idle for a visitor (there are none to show). */
export function useCredits() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: creditsQueryKey(viewerId),
    queryFn: ({ signal }) => fetchCredits(signal),
    enabled: status === 'signedIn' && viewerId !== null,
    // The count only changes through this tab's own unlocks and payments (which invalidate it) or a new
    // month; a focus check now and then catches an unlock made in another tab.
    staleTime: 30_000,
  });
}

/** After an unlock or a payment: every cached count is out of date. */
export function invalidateCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CREDITS_QUERY_ROOT] });
}
