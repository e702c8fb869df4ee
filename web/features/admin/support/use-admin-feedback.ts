import { useQuery } from '@tanstack/react-query';
import { adminFeedbackPageSchema } from '@domain/contract/admin-support';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/feedback, a page at a time (the page keeps the last answer while the next loads). */
export function useAdminFeedback(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'feedback', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/feedback?${query}`, adminFeedbackPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
