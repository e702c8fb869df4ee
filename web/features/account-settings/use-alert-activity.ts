import { useQuery } from '@tanstack/react-query';
import { alertActivitySchema } from '@domain/contract/alerts';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

/** GET /api/me/notifications/activity: when the last alert went out, and the matches of 7 days. */
export function useAlertActivity() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: ['alert-activity', { viewer: viewerId }] as const,
    queryFn: ({ signal }) => apiGet('/api/me/notifications/activity', alertActivitySchema, { signal }),
    enabled: status === 'signedIn' && viewerId !== null,
  });
}
