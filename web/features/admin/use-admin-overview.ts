import { useQuery } from '@tanstack/react-query';
import type { AdminPeriod } from '@domain/admin-activity';
import { activityPageSchema, overviewSchema } from '@domain/contract/admin';
import { apiGet } from '@web/lib/api';

/** Every back-office answer lives under this key root, so an admin write can refresh them together. */
export const ADMIN_QUERY_ROOT = 'admin';

/** GET /api/admin/overview for a period. */
export function useAdminOverview(period: AdminPeriod) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'overview', period],
    queryFn: ({ signal }) => apiGet(`/api/admin/overview?period=${period}`, overviewSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/activity, a page at a time. */
export function useAdminActivity(query: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'activity', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/activity?${query}`, activityPageSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
