import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionAnswerSchema, type SessionUser } from '@domain/contract/accounts';
import { apiGet } from '@web/lib/api';

export type { SessionUser };

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

// How often an open, visible tab asks whether its session is still alive (spec: every 30 s).
const SESSION_CHECK_INTERVAL_MS = 30_000;

/** The signed-in user, or null when the server says there is no valid session. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  // GET /api/session answers 200 { user: null } for a signed-out visitor, so a page load by someone
  // who is not signed in makes no failing request (GET /api/me would answer 401).
  const answer = await apiGet('/api/session', sessionAnswerSchema, { signal });
  return answer.user;
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
