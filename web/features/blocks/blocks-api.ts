import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { blocksPageSchema, hiddenCompanySchema, type BlockBody } from '@domain/contract/blocks';
import { noContentSchema } from '@domain/contract/common';
import { useAuth } from '@web/features/auth';
import { apiGet, apiSend } from '@web/lib/api';
import { COMPANIES_QUERY_ROOT, LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';

// The calls of /api/me/blocks (domain/contract/blocks.ts). Hiding or showing a company
// changes what the feeds and the directory answer this user, so both are fetched again.
const BLOCKS_QUERY_ROOT = 'blocks';

function refreshLists(queryClient: QueryClient) {
  return Promise.all(
    [BLOCKS_QUERY_ROOT, LISTINGS_QUERY_ROOT, COMPANIES_QUERY_ROOT].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  );
}

/**
 * DELETE /api/me/blocks/{id}. Hiding and showing are functions, not only hooks: the toast's "Võta
 * tagasi" runs after the listing it was hidden from has left the page, and its button with it.
 */
export async function showCompanyAgain(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await apiSend('DELETE', `/api/me/blocks/${encodeURIComponent(id)}`, undefined, noContentSchema);
  } finally {
    await refreshLists(queryClient);
  }
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
export async function hideCompany(queryClient: QueryClient, body: BlockBody) {
  try {
    return await apiSend('POST', '/api/me/blocks', body, hiddenCompanySchema);
  } finally {
    await refreshLists(queryClient);
  }
}

/** DELETE /api/me/blocks/{id}: shows it again. */
export function useShowCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => showCompanyAgain(queryClient, id) });
}
