import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMailPageSchema, resentAllSchema, resentMailSchema } from '@domain/contract/admin-mail';
import { apiGet, apiSend } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/mail, a page at a time (the page keeps the last answer while the next loads). */
export function useAdminMail(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'mail', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/mail?${query}`, adminMailPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/admin/mail/{id}/resend: the list and the dashboard's figure are fetched again. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiSend('POST', `/api/admin/mail/${encodeURIComponent(id)}/resend`, undefined, resentMailSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}

/** POST /api/admin/mail/resend-failed */
export function useResendAllFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/admin/mail/resend-failed', undefined, resentAllSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
