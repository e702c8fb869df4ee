import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { cn } from '@web/lib/cn';

interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | null;
  /** A short note under the control; the error takes its place, so only one of them is announced. */
  hint?: ReactNode;
  /** What stays under the field even with an error shown (the password rules being ticked off). */
  details?: ReactNode;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** A label, the control, its hint and its error, wired together for screen readers. */
export function FormField({ label, error, hint, details, required, className, children }: FormFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const detailsId = `${inputId}-details`;
  const showHint = Boolean(hint) && !error;
  const describedBy =
    [error ? errorId : null, showHint ? hintId : null, details ? detailsId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {showHint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {details && <div id={detailsId}>{details}</div>}
    </div>
  );
}

/**
 * `register` for a field whose error goes away as soon as the user changes it (or one of `alsoClear`,
 * for an error two fields share). Forms check on submit and do not nag while the user is still
 * typing; with `reValidateMode: 'onSubmit'` the error comes back only on the next submit.
 */
export function registerField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'clearErrors'>,
  name: Path<T>,
  { alsoClear = [], onChange }: { alsoClear?: readonly Path<T>[]; onChange?: (value: string) => void } = {},
): UseFormRegisterReturn<Path<T>> {
  return form.register(name, {
    onChange: (event: { target: { value: string } }) => {
      const names = [name, ...alsoClear];
      if (names.some((each) => form.getFieldState(each).error)) form.clearErrors(names);
      onChange?.(event.target.value);
    },
  });
}
