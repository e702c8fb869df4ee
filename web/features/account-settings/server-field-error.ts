import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api';

/**
 * A 400 about one of the form's own fields (the server's `field`) is shown under that field, as the
 * form's own check would have shown it, and the field gets the focus. Answers whether it was.
 */
export function showServerFieldError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return false;
  const field = fields.find((name) => name === error.field);
  if (!field) return false;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}

/** The description of a failed save's toast: the server's words, or the generic ones. */
export function failureDescription(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** A lost session is the session layer's to announce ("Sessioon aegunud"); a form says nothing more. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
