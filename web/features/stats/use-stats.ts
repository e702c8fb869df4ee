import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema, type MarketStats } from '@domain/contract/stats';
import { apiGet } from '@web/lib/api';

export type { MarketStats };

export const STATS_QUERY_KEY = ['stats'] as const;

export const statsQuery = queryOptions({
  queryKey: STATS_QUERY_KEY,
  queryFn: async ({ signal }) => apiGet('/api/stats', statsSchema, { signal }),
  // The server caches the counters for about 10 s; asking more often only returns the same numbers.
  staleTime: 15_000,
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
});

export function useStats() {
  return useQuery(statsQuery);
}
