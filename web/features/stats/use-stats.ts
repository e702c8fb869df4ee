import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface MarketStats {
  cargoOffers: number;
  transportOffers: number;
  providers: number;
  newToday: number;
}

export const STATS_QUERY_KEY = ['stats'] as const;

const FIELDS = ['cargoOffers', 'transportOffers', 'providers', 'newToday'] as const;

export function parseStats(value: unknown): MarketStats {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const out = {} as MarketStats;
  for (const field of FIELDS) {
    const n = record?.[field];
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
      throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
        cause: new Error(`GET /api/stats: missing or invalid "${field}"`),
      });
    }
    out[field] = n;
  }
  return out;
}

export const statsQuery = queryOptions({
  queryKey: STATS_QUERY_KEY,
  queryFn: async ({ signal }) => parseStats(await apiGet<unknown>('/api/stats', { signal })),
  // The server caches the counters for about 10 s; asking more often only returns the same numbers.
  staleTime: 15_000,
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
});

export function useStats() {
  return useQuery(statsQuery);
}
