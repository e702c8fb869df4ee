import { useQuery } from '@tanstack/react-query';
import { adminUserPageSchema } from '@domain/contract/admin-users';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/users, a page at a time; the last page stays on screen while the next one loads. */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'users', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/users?${query}`, adminUserPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
