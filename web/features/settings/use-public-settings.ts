import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export interface PublicSettings {
  maintenance: { enabled: boolean; title: string; subtitle: string };
  support: { phone: string; email: string; hours: string };
  prices: { contactUnlockPrice: number; premiumMonthlyPrice: number };
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  // The whole app waits for the first answer, so a silent server must not hold it for long.
  queryFn: async ({ signal }) =>
    parsePublicSettings(await apiGet<unknown>('/api/settings/public', { signal, timeoutMs: 8_000 })),
  // Short enough that a maintenance switch reaches open tabs on the next focus or visit.
  staleTime: 60_000,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}

// The whole app hangs on this answer, so a malformed one becomes a query error (the app then runs
// without settings) instead of a crash deep inside some page.
export function parsePublicSettings(value: unknown): PublicSettings {
  const maintenance = field(value, 'maintenance');
  const support = field(value, 'support');
  const prices = field(value, 'prices');
  return {
    maintenance: {
      enabled: typed(maintenance, 'enabled', 'boolean'),
      title: typed(maintenance, 'title', 'string'),
      subtitle: typed(maintenance, 'subtitle', 'string'),
    },
    support: {
      phone: typed(support, 'phone', 'string'),
      email: typed(support, 'email', 'string'),
      hours: typed(support, 'hours', 'string'),
    },
    prices: {
      contactUnlockPrice: typed(prices, 'contactUnlockPrice', 'number'),
      premiumMonthlyPrice: typed(prices, 'premiumMonthlyPrice', 'number'),
    },
  };
}

function field(value: unknown, key: string): Record<string, unknown> {
  const inner = isRecord(value) ? value[key] : undefined;
  if (!isRecord(inner)) throw invalid(key);
  return inner;
}

function typed<K extends 'boolean' | 'string' | 'number'>(
  record: Record<string, unknown>,
  key: string,
  kind: K,
): { boolean: boolean; string: string; number: number }[K] {
  const value = record[key];
  if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) throw invalid(key);
  return value as { boolean: boolean; string: string; number: number }[K];
}

function invalid(key: string): ApiError {
  return new ApiError(200, 'INVALID_SETTINGS', FALLBACK_ERROR_MESSAGE, {
    cause: new Error(`Public settings: missing or invalid "${key}"`),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
