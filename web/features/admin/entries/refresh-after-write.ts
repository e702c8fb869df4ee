import { useQueryClient } from '@tanstack/react-query';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT, MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import { ADMIN_QUERY_ROOT } from '../use-admin-overview';

/**
 * After an entries write: the back office's answers and the public lists it changed (a listing's
 * feeds and its owner's list, the directory) are asked again.
 */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ADMIN_QUERY_ROOT, LISTINGS_QUERY_ROOT, COMPANIES_QUERY_ROOT, MY_LISTINGS_QUERY_ROOT].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    );
}
