import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

export const adminUserPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/**
 * What every change to a user does afterwards: the users pages, the figures and the activity log are
 * read again (the change is logged there, and a failed answer may hide a change that was made), and a
 * 403 (the admin role was taken away meanwhile) asks the session again, so the admin guard sends the
 * user out.
 */
export function useUserMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: send,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void refresh().catch(() => {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
