import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

const options = createQueryClient().getDefaultOptions().queries ?? {};
const retry = options.retry as (failureCount: number, error: unknown) => boolean;
const retryDelay = options.retryDelay as (attempt: number, error: unknown) => number;

describe('query client defaults', () => {
  it('keeps unused data for 5 minutes', () => {
    expect(options.gcTime).toBe(5 * 60_000);
  });

  it('retries failures 3 times', () => {
    const error = new ApiError(503, 'UNAVAILABLE', 'x');
    expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not retry a request the server refused', () => {
    expect(retry(0, new ApiError(400, 'BAD_INPUT', 'x'))).toBe(false);
    expect(retry(0, new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(retry(0, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
  });

  it('does not retry the server’s own fault, only an outage or no answer', () => {
    expect(retry(0, new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
    expect(retry(0, new ApiError(502, 'HTTP_502', 'x'))).toBe(true);
    expect(retry(0, new ApiError(504, 'HTTP_504', 'x'))).toBe(true);
    expect(retry(0, new ApiError(0, 'NETWORK', 'x'))).toBe(true);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => retryDelay(attempt, null))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
