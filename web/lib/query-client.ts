import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
    },
  });
}

// Only what can succeed on its own is asked again: no answer at all, a timeout, a busy or briefly
// unavailable server. A refused or malformed request, or the server's own fault (500), answers the
// same the next time; retrying only delays the error the user must see (by 14 s for three tries).
const TRANSIENT = new Set([0, 408, 429, 502, 503, 504]);

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return TRANSIENT.has(error.status);
}
