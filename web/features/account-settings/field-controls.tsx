import { lazy, Suspense, useId, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { get, useController, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input, inputVariants, Select, Textarea } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { TagInput, type TagOption } from '@web/components/ui/tag-input';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-media-query';
import { errorMessage } from './form-errors';

/**
 * The company and alert forms' fields: each a FormField (label, hint, error) around one control,
 * wired to the form of the FormProvider around it. `fieldsFor<Draft>()` gives them with the field
 * names of one form, so a misspelt name does not compile.
 */

// The calendar (react-day-picker) is fetched when a date field is first shown, not with the page.
const DateRangePicker = lazy(() =>
  import('@web/components/ui/date-range-picker').then((module) => ({ default: module.DateRangePicker })),
);

function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState } = useFormContext<T>();
  return errorMessage(get(formState.errors, name));
}

interface BaseProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

interface TextFieldProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'url';
  inputMode?: 'text' | 'url' | 'decimal' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** Shown inside the box's right edge: 'kg', 't'. */
  unit?: string;
  /** Values the browser offers as the user types (a datalist); any text may still be typed. */
  suggestions?: readonly TagOption[];
}

function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  unit,
  suggestions,
  ...input
}: TextFieldProps<T>) {
  const form = useFormContext<T>();
  const error = useFieldError<T>(name);
  const listId = useId();
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <Input
            id={inputId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            autoComplete="off"
            className={unit ? 'pr-12' : undefined}
            list={suggestions ? listId : undefined}
            {...input}
            {...registerField(form, name)}
          />
          {suggestions && (
            <datalist id={listId}>
              {suggestions.map((option) => (
                <option key={option.value} value={option.label} />
              ))}
            </datalist>
          )}
          {unit && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
              {unit}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

function TextAreaField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  maxLength,
}: BaseProps<T> & { maxLength?: number }) {
  const form = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Textarea
          id={inputId}
          rows={4}
          maxLength={maxLength}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registerField(form, name)}
        />
      )}
    </FormField>
  );
}

function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  options,
}: BaseProps<T> & { options: readonly TagOption[] }) {
  const form = useFormContext<T>();
  const error = useFieldError<T>(name);
  const value = useWatch<T>({ name }) as unknown as string;
  // A value the list no longer has stays selectable, so opening the form never changes what it holds.
  const choices =
    value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registerField(form, name)}
        >
          <option value="">{ACCOUNT_MESSAGES.form.notChosen}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

interface TagFieldProps<T extends FieldValues> extends BaseProps<T> {
  options?: readonly TagOption[];
  restrictToOptions?: boolean;
  commitOnSpace?: boolean;
  maxTags?: number;
  placeholder?: string;
}

function TagField<T extends FieldValues>({ name, label, hint, className, ...tagProps }: TagFieldProps<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const error = errorMessage(fieldState.error);
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <TagInput
          id={inputId}
          label={label}
          value={field.value as string[]}
          onChange={(tags) => {
            field.onChange(tags);
            if (fieldState.error) clearErrors(name);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          invalid={invalid}
          aria-describedby={describedBy}
          {...tagProps}
        />
      )}
    </FormField>
  );
}

function DateRangeField<T extends FieldValues>({
  from,
  to,
  label,
  hint,
  className,
}: Omit<BaseProps<T>, 'name'> & { from: Path<T>; to: Path<T> }) {
  const { setValue, clearErrors } = useFormContext<T>();
  const [start, end] = useWatch<T>({ name: [from, to] }) as unknown as [string, string];
  const toError = useFieldError<T>(to);
  const fromError = useFieldError<T>(from);
  const error = toError ?? fromError;
  const isMobile = useIsMobile();
  const set = (name: Path<T>, day: string | undefined) =>
    setValue(name, (day ?? '') as never, { shouldDirty: true });
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {({ inputId }) => (
        <Suspense
          fallback={
            <div aria-busy="true" className={cn(inputVariants({ density: 'compact' }), 'h-11 bg-slate-50')} />
          }
        >
          <DateRangePicker
            id={inputId}
            label={label}
            value={{ from: start || undefined, to: end || undefined }}
            onChange={(range) => {
              set(from, range.from);
              set(to, range.to);
              clearErrors([from, to]);
            }}
            numberOfMonths={isMobile ? 1 : 2}
          />
        </Suspense>
      )}
    </FormField>
  );
}

function CheckboxField<T extends FieldValues>({ name, label, className }: BaseProps<T>) {
  const form = useFormContext<T>();
  return (
    <label
      className={cn(
        'flex min-h-11 items-center gap-3 self-end rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <input type="checkbox" className="size-5 shrink-0 accent-brand-600" {...form.register(name)} />
      {label}
    </label>
  );
}

/** A setting the form saves, as a switch with its label and a line on what it does. */
function SwitchField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
}: Omit<BaseProps<T>, 'required'>) {
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={field.value as boolean}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}

/** The fields with the names of one form's draft. */
export function fieldsFor<T extends FieldValues>() {
  return {
    Text: TextField as (props: TextFieldProps<T>) => ReactNode,
    TextArea: TextAreaField as (props: BaseProps<T> & { maxLength?: number }) => ReactNode,
    Select: SelectField as (props: BaseProps<T> & { options: readonly TagOption[] }) => ReactNode,
    Tags: TagField as (props: TagFieldProps<T>) => ReactNode,
    DateRange: DateRangeField as (
      props: Omit<BaseProps<T>, 'name'> & { from: Path<T>; to: Path<T> },
    ) => ReactNode,
    Checkbox: CheckboxField as (props: BaseProps<T>) => ReactNode,
    Switch: SwitchField as (props: Omit<BaseProps<T>, 'required'>) => ReactNode,
  };
}
