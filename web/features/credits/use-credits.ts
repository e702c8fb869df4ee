import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-context';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

/** GET /api/me/credits: this month's free contact credits of the signed-in user. */
export interface Credits {
  monthlyCredits: number;
  creditsUsed: number;
  available: number;
  /** An access holder (premium or an active trial): contacts open without credits. */
  unlimited: boolean;
  lastResetDate: string | null;
}

export const CREDITS_QUERY_ROOT = 'credits';

/** Per viewer, so one user's count never shows for the next one who signs in on the same tab. */
export function creditsQueryKey(viewerId: string | null) {
  return [CREDITS_QUERY_ROOT, { viewer: viewerId }] as const;
}

function count(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error(`GET /api/me/credits: missing or invalid "${key}"`),
    });
  }
  return value;
}

export function parseCredits(value: unknown): Credits {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const monthlyCredits = count(record, 'monthlyCredits');
  const creditsUsed = count(record, 'creditsUsed');
  return {
    monthlyCredits,
    creditsUsed,
    // The server's own figure wins; the difference is only a fallback for an answer without it.
    available:
      typeof record.available === 'number' && Number.isFinite(record.available)
        ? Math.max(0, record.available)
        : Math.max(0, monthlyCredits - creditsUsed),
    unlimited: record.unlimited === true,
    lastResetDate: typeof record.lastResetDate === 'string' ? record.lastResetDate : null,
  };
}

export async function fetchCredits(signal?: AbortSignal): Promise<Credits> {
  return parseCredits(await apiGet<unknown>('/api/me/credits', { signal }));
}

/** The signed-in user's credits; idle for a visitor (there are none to show). */
export function useCredits() {
  const { status, user } = useAuth();
  const viewerId = user?.id ?? null;
  return useQuery({
    queryKey: creditsQueryKey(viewerId),
    queryFn: ({ signal }) => fetchCredits(signal),
    enabled: status === 'signedIn' && viewerId !== null,
    // The count only changes through this tab's own unlocks and payments (which invalidate it) or a new
    // month; a focus check now and then catches an unlock made in another tab.
    staleTime: 30_000,
  });
}

/** After an unlock or a payment: every cached count is out of date. */
export function invalidateCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [CREDITS_QUERY_ROOT] });
}
