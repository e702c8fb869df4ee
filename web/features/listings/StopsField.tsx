import { Plus } from 'lucide-react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { MAX_STOPS } from '@domain/stops';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Select } from '@web/components/ui/input';
import { DateField, lookupChoices, PlaceField } from './form-fields';
import { emptyStop, type DraftStop, type ListingDraft } from './listing-draft';
import { RepeatedRow } from './RepeatedRow';
import { useListingOptions } from './use-listing-options';

const FIELDS = MESSAGES.listingFields;

type TimePath =
  | 'pickupTimeFrom'
  | 'pickupTimeTo'
  | 'deliveryTimeFrom'
  | 'deliveryTimeTo'
  | `stops.${number}.timeFrom`
  | `stops.${number}.timeTo`;

/** One end of a time window: typed as '08:00' (the schema reads '8.00' too). */
function TimeInput({ name, label, placeholder }: { name: TimePath; label: string; placeholder: string }) {
  const form = useFormContext<ListingDraft>();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    // Named for screen readers ("Pealelaadimise aeg: kellaajast"); the window's legend says it on screen.
    <FormField
      label={<span className="sr-only">{label}</span>}
      error={fieldState.error?.message ?? null}
      className="min-w-0 flex-1 gap-0"
    >
      {({ inputId, describedBy, invalid }) => (
        <Input
          id={inputId}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            if (fieldState.error) form.clearErrors(name);
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={5}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}

/** "Pealelaadimise aeg 08:00–12:00": a day's time window, both ends optional. */
export function TimeWindowField({
  label,
  from,
  to,
  className,
}: {
  label: string;
  from: TimePath;
  to: TimePath;
  className?: string;
}) {
  return (
    <fieldset className={className} data-time-window={from}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-start gap-2">
        <TimeInput name={from} label={`${label}: ${FIELDS.timeFrom}`} placeholder="08:00" />
        <span aria-hidden="true" className="flex h-11 items-center text-slate-500">
          –
        </span>
        <TimeInput name={to} label={`${label}: ${FIELDS.timeTo}`} placeholder="17:00" />
      </div>
    </fieldset>
  );
}

/**
 * The stops between the pickup and the delivery (issue 30, item 3), in the order of the trip: up
 * to MAX_STOPS, each a loading or an unloading with its place, an optional date and time window.
 * The short path stays short: without stops it is one button.
 */
export function StopsField() {
  const form = useFormContext<ListingDraft>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'stops' });
  const rootError = form.formState.errors.stops?.message ?? form.formState.errors.stops?.root?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-stops>
      <legend className="mb-1 text-sm font-medium text-slate-800">{FIELDS.stops}</legend>
      <p className="text-xs text-slate-500">{FIELDS.stopsHint}</p>
      {fields.map((field, index) => (
        <StopRow key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      {rootError && <p className="text-sm text-red-700">{rootError}</p>}
      {fields.length < MAX_STOPS && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => {
            // A new stop follows the kind of the one before it: loadings first, then unloadings.
            const last = form.getValues('stops').at(-1);
            append(emptyStop(last?.kind ?? 'loading'), { shouldFocus: false });
          }}
        >
          <Plus aria-hidden="true" />
          {FIELDS.addStop}
        </Button>
      )}
    </fieldset>
  );
}

function StopRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const form = useFormContext<ListingDraft>();
  const options = useListingOptions();
  const countries = lookupChoices(options.countries);
  const number = index + 1;
  const label = fillMessage(FIELDS.stopKind, { number });
  const kind = useController({ control: form.control, name: `stops.${index}.kind` });
  const country = useController({ control: form.control, name: `stops.${index}.country` });
  return (
    <RepeatedRow
      label={label}
      removeLabel={fillMessage(FIELDS.removeStop, { number })}
      onRemove={onRemove}
      data-stop={index}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField label={label} error={kind.fieldState.error?.message ?? null}>
          {({ inputId, describedBy, invalid }) => (
            <Select
              id={inputId}
              ref={kind.field.ref}
              value={kind.field.value}
              onChange={(event) => {
                if (kind.fieldState.error) form.clearErrors(`stops.${index}.kind`);
                kind.field.onChange(event.target.value as DraftStop['kind']);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              <option value="loading">{FIELDS.stopLoading}</option>
              <option value="unloading">{FIELDS.stopUnloading}</option>
            </Select>
          )}
        </FormField>
        <PlaceField
          names={{
            city: `stops.${index}.city`,
            placeId: `stops.${index}.placeId`,
            country: `stops.${index}.country`,
          }}
          label={FIELDS.stopCity}
        />
        <FormField label={FIELDS.directionCountry}>
          {({ inputId }) => (
            <Select
              id={inputId}
              ref={country.field.ref}
              value={country.field.value}
              onChange={(event) => country.field.onChange(event.target.value)}
            >
              {countries.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <DateField name={`stops.${index}.date`} label={FIELDS.stopDate} />
        <TimeWindowField
          label={kind.field.value === 'unloading' ? FIELDS.deliveryWindow : FIELDS.pickupWindow}
          from={`stops.${index}.timeFrom`}
          to={`stops.${index}.timeTo`}
        />
      </div>
    </RepeatedRow>
  );
}
