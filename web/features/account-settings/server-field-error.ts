import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api';
import { formFieldOf } from './form-errors';

/**
 * A 400 about one of the form's own fields (the server's `field`: 'currentPassword',
 * 'regularRoutes.0.route', 'transportTypes.3') is shown under that field, as the form's own check
 * would have shown it, and the field gets the focus. Answers whether it was.
 */
export function showServerFieldError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const field = formFieldOf(error.field, form.getValues());
  if (!field) return false;
  form.setError(field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
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
