import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@domain/contract/accounts';
import { ApiError, apiGet } from '@web/lib/api';

export type { SessionUser };

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

// How often an open, visible tab asks whether its session is still alive (spec: every 30 s).
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/** The signed-in user, or null when the server says there is no valid session. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiGet('/api/me', sessionUserSchema, { signal });
  } catch (error) {
    // Being signed out is an answer, not a failure.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  // A hidden tab has nobody to tell; the focus check catches up as soon as it is looked at again.
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
  // The header waits for this answer, so a dead connection must not keep the skeleton up for long.
  retry: 1,
});

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

export function emailPrefix(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
