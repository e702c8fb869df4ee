import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PRICE_PER_KM_STEP } from '@domain/sanitize';
import { cn } from '@web/lib/cn';
import {
  DateField,
  DecimalField,
  lookupChoices,
  SelectField,
  TextAreaField,
  TextField,
  type Choice,
} from './form-fields';
import type { ListingDraft } from './listing-draft';
import { useListingOptions } from './use-listing-options';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-4', className)}>
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

function RouteFields({ countries }: { countries: Choice[] }) {
  return (
    <Section title="Marsruut">
      <div className={grid}>
        <TextField name="originCity" label="Lähtepunkti linn" required autoComplete="off" maxLength={100} />
        <SelectField name="originCountry" label="Lähteriik" choices={countries} placeholder={null} />
        <TextField
          name="destinationCity"
          label="Sihtpunkti linn"
          required
          autoComplete="off"
          maxLength={100}
        />
        <SelectField name="destinationCountry" label="Sihtriik" choices={countries} placeholder={null} />
      </div>
    </Section>
  );
}

/** Step 2 of the wizard and the first part of the edit form: route and the type's own details. */
export function DetailFields() {
  const { watch, register } = useFormContext<ListingDraft>();
  const type = watch('listingType');
  const options = useListingOptions();
  const countries = options.countries.map((c) => ({ value: c.key, label: c.name }));

  return (
    <div className="flex flex-col gap-6">
      <RouteFields countries={countries} />
      {type === 'cargo' ? (
        <Section title="Kaup">
          <div className={grid}>
            <SelectField
              name="cargoType"
              label="Kauba tüüp"
              required
              choices={lookupChoices(options.cargoTypes)}
            />
            <SelectField
              name="loadingType"
              label="Laadimisviis"
              choices={lookupChoices(options.loadingTypes)}
            />
            <DecimalField name="quantity" label="Kogus" />
            <SelectField name="unit" label="Ühik" choices={lookupChoices(options.units)} />
            <DecimalField name="weight" label="Kaal" unit="kg" />
            <DecimalField
              name="priceAmount"
              label="Hind"
              unit="EUR"
              hint="Tühjaks jättes: pakkumise korral"
            />
            <DateField name="pickupDate" label="Pealevõtu kuupäev" />
            <DateField name="deliveryDate" label="Kohaletoimetamise kuupäev" />
          </div>
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-800 has-[:checked]:border-red-300 has-[:checked]:bg-red-50">
            <input type="checkbox" className="size-5 accent-red-600" {...register('isUrgent')} />
            Kiire vedu
          </label>
        </Section>
      ) : (
        <Section title="Transport">
          <div className={grid}>
            <SelectField
              name="trailerType"
              label="Haagise tüüp"
              required
              choices={lookupChoices(options.trailerTypes)}
            />
            <SelectField
              name="serviceArea"
              label="Teeninduspiirkond"
              choices={lookupChoices(options.serviceRegions)}
            />
            <DecimalField name="capacity" label="Kandevõime" unit="t" />
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <DecimalField name="volumeCapacity" label="Maht" />
              <TextField name="volumeUnit" label="Mahu ühik" maxLength={20} />
            </div>
            <DecimalField
              name="pricePerKm"
              label="Hind kilomeetri kohta"
              unit="EUR/km"
              step={PRICE_PER_KM_STEP}
              hint="Täpsusega 0,01 €"
            />
            <DateField name="availableDate" label="Vaba alates" />
          </div>
        </Section>
      )}
      <TextAreaField name="notes" label="Märkused" />
    </div>
  );
}

/** Step 3 of the wizard and the last part of the edit form. */
export function ContactFields() {
  return (
    <Section title="Kontaktandmed">
      <p className="-mt-2 text-sm text-slate-600">
        Sisestage vähemalt telefon või e-posti aadress. Kontaktandmeid näevad ainult need, kellel on neile
        ligipääs.
      </p>
      <div className={grid}>
        <TextField name="companyName" label="Ettevõte" autoComplete="organization" maxLength={200} />
        <TextField name="contactPerson" label="Kontaktisik" autoComplete="name" maxLength={200} />
        <TextField
          name="contactPhone"
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+372 5555 5555"
          maxLength={40}
          alsoClear={['contactEmail']}
        />
        <TextField
          name="contactEmail"
          label="E-post"
          inputMode="email"
          autoComplete="email"
          placeholder="nimi@ettevote.ee"
          maxLength={254}
          alsoClear={['contactPhone']}
        />
      </div>
    </Section>
  );
}
