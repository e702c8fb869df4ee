import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema,
  type NotificationPreferencesBody,
} from '@domain/contract/notifications';
import { useAuth } from '@web/features/auth';
import { apiSend } from '@web/lib/api';
import { notificationPreferencesQueryKey } from './use-notification-preferences';

/** PUT /api/me/notifications (premium or trial): the answer is the saved set, kept as the tab's data. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id ?? null;
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      apiSend('PUT', '/api/me/notifications', body, notificationPreferencesSchema),
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationPreferencesQueryKey(viewerId), preferences),
  });
}
