import { useQuery } from '@tanstack/react-query';
import { adminVerificationPageSchema } from '@domain/contract/admin-verifications';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/verifications, a page at a time (the page keeps the last answer while the next loads). */
export function useAdminVerifications(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'verifications', query],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/verifications?${query}`, adminVerificationPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
