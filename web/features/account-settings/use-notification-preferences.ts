import { useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema } from '@domain/contract/notifications';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';

/** Per viewer, so one user's alert filters never show for the next one who signs in on the same tab. */
export function notificationPreferencesQueryKey(viewerId: string | null) {
  return ['notification-preferences', { viewer: viewerId }] as const;
}

/**
 * GET /api/me/notifications: the alert preferences (the defaults when never saved). Anyone may read
 * them; the tab asks only with access (`enabled`), since without it it shows the premium prompt.
 */
export function useNotificationPreferences({ enabled = true }: { enabled?: boolean } = {}) {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: notificationPreferencesQueryKey(viewerId),
    queryFn: ({ signal }) => apiGet('/api/me/notifications', notificationPreferencesSchema, { signal }),
    enabled: enabled && status === 'signedIn' && viewerId !== null,
  });
}
