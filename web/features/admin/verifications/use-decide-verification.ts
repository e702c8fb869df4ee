import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminVerificationSchema, type VerificationDecisionBody } from '@domain/contract/admin-verifications';
import { apiSend } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/**
 * PUT /api/admin/verifications/{userId}: the queue and the activity log are fetched again, after a
 * 409 too (the request was withdrawn or decided meanwhile: the list shows what it is now).
 */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision, note }: VerificationDecisionBody & { userId: string }) =>
      apiSend(
        'PUT',
        `/api/admin/verifications/${encodeURIComponent(userId)}`,
        { decision, note },
        adminVerificationSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
