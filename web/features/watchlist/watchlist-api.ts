import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@domain/contract/common';
import { watchedIdsSchema, watchlistPageSchema, type WatchedIds } from '@domain/contract/watchlist';
import type { ListingType } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { apiGet, apiSend } from '@web/lib/api';

// One hook per endpoint of /api/me/watchlist (domain/contract/watchlist.ts). The ids (the feeds'
// stars) and the list share one root, so a watch or an unwatch refreshes both.
export const WATCHLIST_QUERY_ROOT = 'watchlist';

/** GET /api/me/watchlist/ids: what the stars of the feeds show, for a signed-in user. */
export function useWatchedIds() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [WATCHLIST_QUERY_ROOT, user?.id ?? null, 'ids'],
    queryFn: ({ signal }) => apiGet('/api/me/watchlist/ids', watchedIdsSchema, { signal }),
    enabled: status === 'signedIn',
    staleTime: 60_000,
  });
}

/** GET /api/me/watchlist: one page, the latest watched first. */
export function useWatchlist(page: number, pageSize: number) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [WATCHLIST_QUERY_ROOT, user?.id ?? null, 'list', { page, pageSize }],
    queryFn: ({ signal }) =>
      apiGet(`/api/me/watchlist?page=${page}&pageSize=${pageSize}`, watchlistPageSchema, { signal }),
    enabled: status === 'signedIn',
    placeholderData: keepPreviousData,
    // Listings expire on their own; the live stream says so at once while it is connected, this
    // catches what it missed.
    refetchInterval: 60_000,
  });
}

export type WatchChange = { type: ListingType; id: string; watch: boolean };

/**
 * PUT or DELETE /api/me/watchlist/{type}/{id}. The star changes at once (the ids are updated before
 * the answer) and goes back if the server refuses.
 */
export function useWatchToggle() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const idsKey = [WATCHLIST_QUERY_ROOT, user?.id ?? null, 'ids'];
  return useMutation({
    mutationFn: ({ type, id, watch }: WatchChange) =>
      apiSend(
        watch ? 'PUT' : 'DELETE',
        `/api/me/watchlist/${type}/${encodeURIComponent(id)}`,
        undefined,
        noContentSchema,
      ),
    onMutate: async ({ type, id, watch }: WatchChange) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<WatchedIds>(idsKey);
      if (before) {
        const others = before[type].filter((watched) => watched !== id);
        queryClient.setQueryData<WatchedIds>(idsKey, { ...before, [type]: watch ? [...others, id] : others });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WATCHLIST_QUERY_ROOT] }),
  });
}
