import type { ReactNode } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { MATCH } from '@domain/matching';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { alertSectionSummary } from './alert-summary';
import { fieldsFor } from './field-controls';
import type { NotificationDraft, NotificationSwitchKey } from './notification-draft';
import { useLookupOptions } from './use-lookup-options';

// The notifications tab's three kinds of alert (cargo, free transport, companies), each a group of
// filters behind its own switch. The tab (NotificationsTab.tsx) holds the form they are part of.

const N = ACCOUNT_MESSAGES.notifications;
const L = ACCOUNT_MESSAGES.filters;
const FORM = ACCOUNT_MESSAGES.form;
const F = fieldsFor<NotificationDraft>();

const LIST_HINT = FORM.listHint;
const COUNTRY_HINT = FORM.countryHint;
// A city may have spaces ('Frankfurt am Main'): a comma or Enter ends one, not a space.
const CITY_HINT = FORM.cityHint;

/**
 * "Loads for my trucks" (decision 0076): a switch with no filters of its own, since the user's live
 * trucks are what a new load must fit, by the rule of their matches.
 */
export function TruckMatchSwitch() {
  return (
    <F.Switch
      name="truckMatchNotifications"
      label={N.truckMatches}
      hint={fillMessage(N.truckMatchesHint, { km: MATCH.radiusKm, days: MATCH.days })}
      className="rounded-lg border border-slate-200 bg-white p-4"
    />
  );
}

export function CargoAlertGroup() {
  const lookups = useLookupOptions();
  return (
    <AlertGroup
      name="cargoNotifications"
      prefix="cargo"
      title={MESSAGES.templates.typeCargo}
      hint={N.cargoHint}
    >
      <F.Text
        name="cargoMinWeight"
        label={L.minWeight}
        unit={MESSAGES.marketplace.filters.unitKg}
        inputMode="decimal"
      />
      <F.Text
        name="cargoMaxWeight"
        label={L.maxWeight}
        unit={MESSAGES.marketplace.filters.unitKg}
        inputMode="decimal"
      />
      <F.Text name="cargoMinQuantity" label={L.minQuantity} inputMode="decimal" />
      <F.Text name="cargoMaxQuantity" label={L.maxQuantity} inputMode="decimal" />
      <F.DateRange
        from="cargoPickupDateFrom"
        to="cargoPickupDateTo"
        label={MESSAGES.listingFields.pickupDate}
      />
      <F.DateRange
        from="cargoDeliveryDateFrom"
        to="cargoDeliveryDateTo"
        label={MESSAGES.listingFields.deliveryDate}
      />
      <F.Tags name="cargoTypes" label={L.cargoTypes} options={lookups.cargoTypes} hint={LIST_HINT} />
      <F.Tags
        name="cargoLoadingTypes"
        label={L.loadingTypes}
        options={lookups.loadingTypes}
        hint={LIST_HINT}
      />
      <CountryTags name="cargoOriginCountries" label={L.originCountries} />
      <CountryTags name="cargoDestinationCountries" label={L.destinationCountries} />
      <F.Tags name="cargoOriginCities" commitOnSpace={false} label={L.originCities} hint={CITY_HINT} />
      <F.Tags
        name="cargoDestinationCities"
        commitOnSpace={false}
        label={L.destinationCities}
        hint={CITY_HINT}
      />
      <F.Tags name="cargoUnits" label={L.units} options={lookups.units} hint={LIST_HINT} />
      {/* Centred against its neighbour, a field with a hint under it, so it lines up with the box. */}
      <F.Checkbox
        name="cargoUrgentOnly"
        label={MESSAGES.marketplace.filters.urgentOnly}
        className="sm:self-center"
      />
    </AlertGroup>
  );
}

export function TransportAlertGroup() {
  const lookups = useLookupOptions();
  return (
    <AlertGroup
      name="transportNotifications"
      prefix="transport"
      title={MESSAGES.myListings.transportTab}
      hint={N.transportHint}
    >
      <F.Text
        name="transportMinCapacity"
        label={L.minCapacity}
        unit={MESSAGES.marketplace.filters.unitT}
        inputMode="decimal"
      />
      <F.Text
        name="transportMaxCapacity"
        label={L.maxCapacity}
        unit={MESSAGES.marketplace.filters.unitT}
        inputMode="decimal"
      />
      <F.Text
        name="transportMinVolumeCapacity"
        label={L.minVolume}
        unit={MESSAGES.marketplace.filters.unitM3}
        inputMode="decimal"
      />
      <F.Text
        name="transportMaxVolumeCapacity"
        label={L.maxVolume}
        unit={MESSAGES.marketplace.filters.unitM3}
        inputMode="decimal"
      />
      <F.DateRange
        from="transportAvailableDateFrom"
        to="transportAvailableDateTo"
        label={MESSAGES.listingFields.availableFrom}
        className="sm:col-span-2"
      />
      <F.Tags
        name="transportTrailerTypes"
        label={L.trailerTypes}
        options={lookups.trailerTypes}
        hint={LIST_HINT}
      />
      <F.Tags
        name="transportServiceAreas"
        label={MESSAGES.companies.regions}
        options={lookups.serviceRegions}
        hint={LIST_HINT}
      />
      <CountryTags name="transportOriginCountries" label={L.originCountries} />
      <CountryTags name="transportDestinationCountries" label={L.destinationCountries} />
      <F.Tags name="transportOriginCities" commitOnSpace={false} label={L.originCities} hint={CITY_HINT} />
      <F.Tags
        name="transportDestinationCities"
        commitOnSpace={false}
        label={L.destinationCities}
        hint={CITY_HINT}
      />
      <F.Tags name="transportVolumeUnits" label={L.volumeUnits} options={lookups.units} hint={LIST_HINT} />
    </AlertGroup>
  );
}

export function CompanyAlertGroup() {
  const lookups = useLookupOptions();
  return (
    <AlertGroup
      name="companyNotifications"
      prefix="company"
      title={MESSAGES.marketplace.tabCompanies}
      hint={N.companyHint}
    >
      <F.Text name="companyMinEstablishedYear" label={L.minYear} inputMode="numeric" />
      <F.Text name="companyMinEmployees" label={L.minEmployees} inputMode="numeric" />
      <F.Tags
        name="companySpecialties"
        label={L.specialties}
        options={lookups.specializations}
        hint={LIST_HINT}
      />
      <F.Tags
        name="companyTransportTypes"
        label={MESSAGES.companies.transportTypes}
        options={lookups.transportTypes}
        hint={LIST_HINT}
      />
      <F.Tags
        name="companyServiceRegions"
        label={MESSAGES.companies.regions}
        options={lookups.serviceRegions}
        hint={LIST_HINT}
      />
      {/* A route is several words ('Tallinn → Riia'): a comma or Enter ends one, not a space. */}
      <F.Tags
        name="companyRegularRoutes"
        label={MESSAGES.companies.routes}
        commitOnSpace={false}
        placeholder={FORM.routePlaceholder}
        hint={FORM.routesHint}
      />
    </AlertGroup>
  );
}

function CountryTags({ name, label }: { name: Path<NotificationDraft>; label: string }) {
  const lookups = useLookupOptions();
  return (
    <F.Tags name={name} label={label} options={lookups.countries} restrictToOptions hint={COUNTRY_HINT} />
  );
}

/**
 * One kind of alert: its switch, and its filters while it is on. Switched off, the filters fold away
 * but keep their values for when it is on again; a filter the form or server refused stays in sight.
 */
function AlertGroup({
  name,
  prefix,
  title,
  hint,
  children,
}: {
  name: NotificationSwitchKey;
  /** The group's fields' names begin with it. */
  prefix: 'cargo' | 'transport' | 'company';
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const { control, formState } = useFormContext<NotificationDraft>();
  const on = useWatch({ control, name });
  const draft = useWatch({ control }) as NotificationDraft;
  const labelOf = useLookupLabels();
  const summary = alertSectionSummary(prefix, draft, labelOf);
  const refused = Object.keys(formState.errors).some((key) => key.startsWith(prefix));
  const open = on || refused;
  return (
    <section
      aria-label={title}
      data-alert-group={prefix}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <F.Switch name={name} label={title} hint={hint} />
      <p
        data-alert-summary={summary.sends ? 'sends' : 'silent'}
        className={cn(
          'rounded-md px-3 py-2 text-sm',
          summary.sends ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-50 text-slate-700',
        )}
      >
        {summary.text}
      </p>
      {open ? (
        <div className="grid gap-x-4 gap-y-4 border-t border-slate-100 pt-4 sm:grid-cols-2">{children}</div>
      ) : (
        <p className="text-sm text-slate-500">{N.filtersKept}</p>
      )}
    </section>
  );
}
