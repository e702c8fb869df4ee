import { useQuery } from '@tanstack/react-query';
import { adminCompaniesPageSchema } from '@domain/contract/admin-entries';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/companies, a page at a time (off while a listing tab is shown). */
export function useAdminCompanies(query: string, enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'entries', 'companies', query],
    queryFn: ({ signal }) => apiGet(`/api/admin/companies?${query}`, adminCompaniesPageSchema, { signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}
