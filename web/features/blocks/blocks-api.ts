import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksPageSchema, hiddenCompanySchema, type BlockBody } from '@domain/contract/blocks';
import { noContentSchema } from '@domain/contract/common';
import { useAuth } from '@web/features/auth';
import { apiGet, apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';

// One hook per endpoint of /api/me/blocks (domain/contract/blocks.ts). Hiding or showing a company
// changes what the feeds and the directory answer this user, so both are fetched again.
const BLOCKS_QUERY_ROOT = 'blocks';

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [BLOCKS_QUERY_ROOT, LISTINGS_QUERY_ROOT, COMPANIES_QUERY_ROOT].map((root) =>
        queryClient.invalidateQueries({ queryKey: [root] }),
      ),
    );
}

/** GET /api/me/blocks: one page, the latest hidden first. */
export function useHiddenCompanies(page: number, pageSize: number) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [BLOCKS_QUERY_ROOT, user?.id ?? null, { page, pageSize }],
    queryFn: ({ signal }) =>
      apiGet(`/api/me/blocks?page=${page}&pageSize=${pageSize}`, blocksPageSchema, { signal }),
    enabled: status === 'signedIn',
    placeholderData: keepPreviousData,
  });
}

/** POST /api/me/blocks: hides the company behind a listing or a directory entry. */
export function useHideCompany() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: BlockBody) => apiSend('POST', '/api/me/blocks', body, hiddenCompanySchema),
    onSettled: refresh,
  });
}

/** DELETE /api/me/blocks/{id}: shows it again. */
export function useShowCompany() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/me/blocks/${encodeURIComponent(id)}`, undefined, noContentSchema),
    onSettled: refresh,
  });
}
