import { useQuery } from '@tanstack/react-query';
import { adminListingsPageSchema } from '@domain/contract/admin-entries';
import type { ListingType } from '@domain/plans';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/** GET /api/admin/listings/{type}, a page at a time (off while another tab is shown). */
export function useAdminListings(type: ListingType, query: string, enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'entries', type, query],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/listings/${type}?${query}`, adminListingsPageSchema, { signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}
