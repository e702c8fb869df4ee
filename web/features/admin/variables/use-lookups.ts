import { useQuery } from '@tanstack/react-query';
import { adminLookupListSchema, LOOKUP_LIST_PATHS } from '@domain/contract/admin-lookups';
import type { LookupTable } from '@domain/reference';
import { apiGet } from '@web/lib/api';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

export const lookupsQueryKey = (list: LookupTable) => [ADMIN_QUERY_ROOT, 'lookups', list] as const;

export const lookupPath = (list: LookupTable) => `/api/admin/lookups/${LOOKUP_LIST_PATHS[list]}`;

/** GET /api/admin/lookups/{list}: the list's values in Estonian order, with their usage. */
export function useLookups(list: LookupTable) {
  return useQuery({
    queryKey: lookupsQueryKey(list),
    queryFn: ({ signal }) => apiGet(lookupPath(list), adminLookupListSchema, { signal }),
  });
}
