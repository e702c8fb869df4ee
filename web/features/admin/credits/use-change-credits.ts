import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCreditItemSchema, type CreditChangeBody } from '@domain/contract/admin-credits';
import { apiSend } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';
import { ADMIN_CREDITS_KEY } from './use-admin-credits';

/** POST /api/admin/credits/{userId}: add, remove or reset a free user's month. */
export function useChangeCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: CreditChangeBody }) =>
      apiSend('POST', `/api/admin/credits/${encodeURIComponent(userId)}`, change, adminCreditItemSchema),
    // The figures, the list and the activity log change with it; a failed answer may hide a change
    // the server made, so ask again either way.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_CREDITS_KEY }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'activity'] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'overview'] }),
      ]);
    },
  });
}
