import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';

type Form = { currentPassword: string; newPassword: string };
const formWith = (setError: ReturnType<typeof vi.fn>) => ({
  setError,
  getValues: () => ({ currentPassword: '', newPassword: '' }) as Form,
});

describe('showServerFieldError', () => {
  it("puts a 400's message under the field it names and focuses it", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'WRONG_PASSWORD', 'Praegune parool on vale', {
      field: 'currentPassword',
    });
    expect(showServerFieldError<Form>(formWith(setError), error)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'currentPassword',
      { type: 'server', message: 'Praegune parool on vale' },
      { shouldFocus: true },
    );
  });

  it('leaves everything else to the caller', () => {
    const setError = vi.fn();
    const cases = [
      new ApiError(400, 'VALIDATION_ERROR', 'Vigased andmed', { field: 'somethingElse' }),
      new ApiError(400, 'VALIDATION_ERROR', 'Vigased andmed'),
      new ApiError(429, 'RATE_LIMITED', 'Liiga palju päringuid', { field: 'currentPassword' }),
      new Error('boom'),
      undefined,
    ];
    for (const error of cases) expect(showServerFieldError<Form>(formWith(setError), error)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('failureDescription and isSessionLost', () => {
  it("uses the server's words when there are some", () => {
    expect(failureDescription(new ApiError(503, 'X', 'Hooldus'), 'Teadmata viga')).toBe('Hooldus');
    expect(failureDescription(new TypeError('x'), 'Teadmata viga')).toBe('Teadmata viga');
  });

  it('knows a lost session', () => {
    expect(isSessionLost(new ApiError(401, 'UNAUTHORIZED', 'Palun logige sisse'))).toBe(true);
    expect(isSessionLost(new ApiError(403, 'FORBIDDEN', 'Ei'))).toBe(false);
    expect(isSessionLost(null)).toBe(false);
  });
});
