import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { MESSAGES } from '@domain/messages';
import { PRICE_PER_KM_STEP } from '@domain/sanitize';
import { cn } from '@web/lib/cn';
import {
  DateField,
  DecimalField,
  endNames,
  lookupChoices,
  PlaceField,
  SelectField,
  TextAreaField,
  TextField,
  type Choice,
} from './form-fields';
import { FreightFields } from './FreightFields';
import { StopsField, TimeWindowField } from './StopsField';
import type { ListingDraft } from './listing-draft';
import { useListingOptions } from './use-listing-options';

const FIELDS = MESSAGES.listingFields;

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-4', className)}>
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

function RouteFields({ countries, withStops }: { countries: Choice[]; withStops: boolean }) {
  return (
    <Section title={FIELDS.route}>
      <div className={grid}>
        <PlaceField names={endNames('origin')} label={FIELDS.originCity} />
        <SelectField
          name="originCountry"
          label={FIELDS.originCountry}
          choices={countries}
          placeholder={null}
        />
        <PlaceField names={endNames('destination')} label={FIELDS.destinationCity} />
        <SelectField
          name="destinationCountry"
          label={FIELDS.destinationCountry}
          choices={countries}
          placeholder={null}
        />
      </div>
      {withStops && <StopsField />}
    </Section>
  );
}

/** Step 2 of the wizard and the first part of the edit form: route and the type's own details. */
export function DetailFields() {
  const { watch, register } = useFormContext<ListingDraft>();
  const type = watch('listingType');
  const options = useListingOptions();
  const countries = lookupChoices(options.countries);

  return (
    <div className="flex flex-col gap-6">
      <RouteFields countries={countries} withStops={type === 'cargo'} />
      {type === 'cargo' ? (
        <Section title={FIELDS.cargo}>
          <div className={grid}>
            <SelectField
              name="cargoType"
              label={FIELDS.cargoType}
              required
              choices={lookupChoices(options.cargoTypes)}
            />
            <SelectField
              name="loadingType"
              label={FIELDS.loadingType}
              choices={lookupChoices(options.loadingTypes)}
            />
            <DecimalField name="quantity" label={FIELDS.quantity} />
            <SelectField name="unit" label={FIELDS.unit} choices={lookupChoices(options.units)} />
            <DecimalField name="weight" label={FIELDS.weight} unit="kg" />
            <DecimalField
              name="priceAmount"
              label={FIELDS.price}
              unit="EUR"
              hint={MESSAGES.wizard.priceHint}
            />
            <DateField name="pickupDate" label={FIELDS.pickupDate} />
            <TimeWindowField label={FIELDS.pickupWindow} from="pickupTimeFrom" to="pickupTimeTo" />
            <DateField name="deliveryDate" label={FIELDS.deliveryDate} />
            <TimeWindowField label={FIELDS.deliveryWindow} from="deliveryTimeFrom" to="deliveryTimeTo" />
          </div>
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-800 has-[:checked]:border-red-300 has-[:checked]:bg-red-50">
            <input type="checkbox" className="size-5 accent-red-600" {...register('isUrgent')} />
            {FIELDS.urgent}
          </label>
          <FreightFields />
        </Section>
      ) : (
        <Section title={FIELDS.transport}>
          <div className={grid}>
            <SelectField
              name="trailerType"
              label={FIELDS.trailerType}
              required
              choices={lookupChoices(options.trailerTypes)}
            />
            <SelectField
              name="serviceArea"
              label={FIELDS.serviceArea}
              choices={lookupChoices(options.serviceRegions)}
            />
            <DecimalField name="capacity" label={FIELDS.capacity} unit="t" />
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <DecimalField name="volumeCapacity" label={FIELDS.volume} />
              <TextField name="volumeUnit" label={FIELDS.volumeUnit} maxLength={20} />
            </div>
            <DecimalField
              name="pricePerKm"
              label={FIELDS.pricePerKm}
              unit="EUR/km"
              step={PRICE_PER_KM_STEP}
              hint={MESSAGES.wizard.pricePerKmHint}
            />
            <DateField name="availableDate" label={FIELDS.availableFrom} />
          </div>
          <FreightFields />
        </Section>
      )}
      <TextAreaField name="notes" label={FIELDS.notes} />
    </div>
  );
}

/** Step 3 of the wizard and the last part of the edit form. */
export function ContactFields() {
  return (
    <Section title={FIELDS.contactDetails}>
      <p className="-mt-2 text-sm text-slate-600">{MESSAGES.wizard.contactHint}</p>
      <div className={grid}>
        <TextField name="companyName" label={FIELDS.company} autoComplete="organization" maxLength={200} />
        <TextField name="contactPerson" label={FIELDS.contactPerson} autoComplete="name" maxLength={200} />
        <TextField
          name="contactPhone"
          label={FIELDS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+372 5555 5555"
          maxLength={40}
          alsoClear={['contactEmail']}
        />
        <TextField
          name="contactEmail"
          label={FIELDS.email}
          inputMode="email"
          autoComplete="email"
          placeholder={MESSAGES.wizard.emailPlaceholder}
          maxLength={254}
          alsoClear={['contactPhone']}
        />
      </div>
    </Section>
  );
}
