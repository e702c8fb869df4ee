import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatusBody } from '@domain/contract/admin-support';
import { feedbackItemSchema } from '@domain/contract/feedback';
import { apiSend } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** PATCH /api/admin/feedback/{id}: the list and the dashboard's open-feedback count are fetched again. */
export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: FeedbackStatusBody & { id: string }) =>
      apiSend('PATCH', `/api/admin/feedback/${encodeURIComponent(id)}`, { status }, feedbackItemSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
