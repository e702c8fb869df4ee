import { useQuery } from '@tanstack/react-query';
import { adminEntryCountsSchema, type AdminStatusFilter } from '@domain/contract/admin-entries';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/entries/counts: the three tabs' counts for the search and status, in one request. */
export function useEntryCounts(q: string, status: AdminStatusFilter) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (status !== 'all') query.set('status', status);
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'entries', 'counts', q, status],
    queryFn: ({ signal }) => apiGet(`/api/admin/entries/counts?${query}`, adminEntryCountsSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}
