import { useQuery } from '@tanstack/react-query';
import { profileSchema } from '@domain/contract/profile';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

const PROFILE_QUERY_ROOT = 'profile';

/** Per viewer, so one user's data never shows for the next one who signs in on the same tab. */
export function profileQueryKey(viewerId: string | null) {
  return [PROFILE_QUERY_ROOT, { viewer: viewerId }] as const;
}

/** GET /api/me/profile for the signed-in user; idle for a visitor. */
export function useProfile() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: profileQueryKey(viewerId),
    queryFn: ({ signal }) => apiGet('/api/me/profile', profileSchema, { signal }),
    enabled: status === 'signedIn' && viewerId !== null,
  });
}
