import { useController, useFormContext, useWatch } from 'react-hook-form';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { tallinnDateKey } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { parseDecimal, roundTo } from '@domain/sanitize';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input, Select, Textarea } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { lookupLabel } from '@web/lib/listing-display';
import { PlaceCombobox } from '@web/features/places';
import { findCountry, normalizeCountry } from '@domain/countries';
import type { DraftField, FREIGHT_FLAGS, FREIGHT_LISTS, ListingDraft } from './listing-draft';

type TextFieldName = Exclude<
  DraftField,
  | 'isUrgent'
  | 'durationDays'
  | 'wantedDirections'
  | 'stops'
  | (typeof FREIGHT_LISTS)[number]
  | (typeof FREIGHT_FLAGS)[number]
>;

/**
 * `register` for one draft field whose error disappears as soon as the user changes it: errors appear
 * when a step is checked ("Edasi") and do not nag while the user is still typing.
 */
function useDraftField(name: TextFieldName, alsoClear: readonly TextFieldName[] = []) {
  const form = useFormContext<ListingDraft>();
  return {
    registration: registerField(form, name, { alsoClear }),
    error: form.formState.errors[name]?.message ?? null,
  };
}

interface BaseProps {
  name: TextFieldName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Fields whose shared error this field can also fix (phone or e-mail). */
  alsoClear?: readonly TextFieldName[];
}

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  alsoClear,
  ...input
}: BaseProps & {
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  type?: string;
  maxLength?: number;
}) {
  const { registration, error } = useDraftField(name, alsoClear);
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Input
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
          {...registration}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({ name, label, hint, className }: BaseProps) {
  const { registration, error } = useDraftField(name);
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Textarea
          id={inputId}
          rows={3}
          maxLength={2000}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registration}
        />
      )}
    </FormField>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** Lookup values as choices: the stored value is what the form submits, the label what the page says. */
export function lookupChoices(items: readonly { value: string; label: string }[]): Choice[] {
  return items.map((item) => ({ value: item.value, label: item.label }));
}

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  choices,
  placeholder = MESSAGES.wizard.choose,
}: BaseProps & { choices: readonly Choice[]; placeholder?: string | null }) {
  const { registration, error } = useDraftField(name);
  const value = useWatch<ListingDraft, TextFieldName>({ name });
  // A value from a template or an older listing that the list no longer has stays selectable, so
  // opening a form never changes what it holds.
  const options =
    value && !choices.some((c) => c.value === value)
      ? [...choices, { value, label: lookupLabel(value) }]
      : choices;
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...registration}
        >
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * A decimal typed as text: a comma or a point, spaces between thousands. `step` rounds on leaving the
 * field (price per km to the cent, spec §5); the schema parses and checks it.
 */
export function DecimalField({
  name,
  label,
  unit,
  step,
  hint,
  className,
  inputMode = 'decimal',
}: BaseProps & {
  unit?: string;
  step?: number;
  /** 'text' where a value may be negative: a phone's decimal keypad has no minus. */
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  const { setValue } = useFormContext<ListingDraft>();
  const { registration, error } = useDraftField(name);
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <Input
            id={inputId}
            inputMode={inputMode}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            // A one- or two-letter unit ('m', '°C') leaves the number more room in a narrow field.
            className={unit ? (unit.length <= 2 ? 'pr-8' : 'pr-14') : undefined}
            {...registration}
            onBlur={(event) => {
              void registration.onBlur(event);
              const parsed = parseDecimal(event.target.value);
              if (step && parsed != null && !Number.isNaN(parsed)) {
                const rounded = String(roundTo(parsed, step)).replace('.', ',');
                if (rounded !== event.target.value) setValue(name, rounded);
              }
            }}
          />
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

// The calendar (react-day-picker and its styles) arrives when a form with a date is first shown,
// not with every page that can open the wizard.
const DatePicker = lazy(() =>
  import('@web/components/ui/date-picker').then((m) => ({ default: m.DatePicker })),
);

/**
 * A day of the listing: the filters' Estonian calendar (dd.MM.yyyy, weeks from Monday), from today
 * on, so the browser's own date input (mm/dd/yyyy in some locales) never shows.
 */
export function DateField({
  name,
  label,
  hint,
  className,
}: Omit<BaseProps, 'name'> & { name: TextFieldName | `stops.${number}.date` }) {
  const form = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FormField label={label} error={fieldState.error?.message ?? null} hint={hint} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <Suspense
          fallback={
            <Input
              id={inputId}
              disabled
              placeholder={MESSAGES.wizard.chooseDate}
              aria-describedby={describedBy}
            />
          }
        >
          <DatePicker
            id={inputId}
            label={label}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(day) => {
              if (fieldState.error) form.clearErrors(name);
              field.onChange(day);
            }}
            onBlur={field.onBlur}
            fromDay={tallinnDateKey(new Date())}
            invalid={invalid}
            describedBy={describedBy}
            buttonRef={field.ref}
          />
        </Suspense>
      )}
    </FormField>
  );
}

/** Where a place of the draft lives: a route's end, or a stop between the ends. */
type PlaceNames =
  | { city: 'originCity'; placeId: 'originPlaceId'; country: 'originCountry' }
  | { city: 'destinationCity'; placeId: 'destinationPlaceId'; country: 'destinationCountry' }
  | { city: `stops.${number}.city`; placeId: `stops.${number}.placeId`; country: `stops.${number}.country` };

/** The draft's names of a route's end. */
export function endNames(end: 'origin' | 'destination'): PlaceNames {
  return end === 'origin'
    ? { city: 'originCity', placeId: 'originPlaceId', country: 'originCountry' }
    : { city: 'destinationCity', placeId: 'destinationPlaceId', country: 'destinationCountry' };
}

/**
 * A place of the listing (an end, a stop): the city through the place picker. Picking a place fills
 * the city with its name, the country with its country and keeps its id (the server locates it by
 * it, decision 0067); typing drops the id, and a text the gazetteer does not know stays as typed,
 * not located.
 */
export function PlaceField({
  names,
  label,
  className,
}: {
  names: PlaceNames;
  label: string;
  className?: string;
}) {
  const form = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control: form.control, name: names.city });
  const picked = useWatch({ control: form.control, name: names.placeId });
  const country = useWatch({ control: form.control, name: names.country });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={label} required error={fieldState.error?.message ?? null} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <PlaceCombobox
          id={inputId}
          name={field.name}
          value={text}
          picked={picked ? { name: text, country: countryCode(country) } : null}
          onType={(next) => {
            if (fieldState.error) form.clearErrors(names.city);
            field.onChange(next);
            if (picked) form.setValue(names.placeId, '', { shouldDirty: true });
          }}
          onPick={(place) => {
            if (fieldState.error) form.clearErrors(names.city);
            field.onChange(place.name);
            form.setValue(names.placeId, String(place.id), { shouldDirty: true });
            const key = normalizeCountry(place.country);
            if (key) form.setValue(names.country, key, { shouldDirty: true });
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          describedBy={describedBy}
          invalid={invalid}
          required
          showStatus
        />
      )}
    </FormField>
  );
}

// The draft keeps a country's key ('lati'); the picker's status line names it from its ISO code.
function countryCode(key: string): string {
  return findCountry(key)?.code ?? key;
}

/**
 * Several of a few choices (a load's body types, the sides it is loaded from): a group of
 * checkboxes, each a 44 px target, the list kept in the draft as it is chosen.
 */
export function ChoicesField({
  name,
  label,
  choices,
  className,
}: {
  name: (typeof FREIGHT_LISTS)[number];
  label: string;
  choices: readonly Choice[];
  className?: string;
}) {
  const form = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  // A value from a template or an older listing that the list no longer has stays shown.
  const options = [
    ...choices,
    ...chosen
      .filter((value) => !choices.some((c) => c.value === value))
      .map((value) => ({ value, label: lookupLabel(value) })),
  ];
  const errorId = useId();
  const error = fieldState.error?.message ?? null;
  return (
    <fieldset
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      aria-describedby={error ? errorId : undefined}
      data-choices={name}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-600"
              checked={chosen.includes(choice.value)}
              onChange={(event) => {
                if (fieldState.error) form.clearErrors(name);
                field.onChange(
                  event.target.checked
                    ? [...chosen, choice.value]
                    : chosen.filter((value) => value !== choice.value),
                );
              }}
              onBlur={field.onBlur}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const FLAG_VALUES = { '': null, yes: true, no: false } as const;

/** Yes, no or not said: a select, as a checkbox could not tell "no" from "not said". */
export function FlagField({
  name,
  label,
  className,
}: {
  name: (typeof FREIGHT_FLAGS)[number];
  label: string;
  className?: string;
}) {
  const form = useFormContext<ListingDraft>();
  const { field } = useController({ control: form.control, name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormField label={label} className={className}>
      {({ inputId }) => (
        <Select
          id={inputId}
          name={field.name}
          ref={field.ref}
          value={value}
          onChange={(event) => field.onChange(FLAG_VALUES[event.target.value as keyof typeof FLAG_VALUES])}
          onBlur={field.onBlur}
        >
          <option value="">{MESSAGES.freight.notSaid}</option>
          <option value="yes">{MESSAGES.generic.yes}</option>
          <option value="no">{MESSAGES.generic.no}</option>
        </Select>
      )}
    </FormField>
  );
}
