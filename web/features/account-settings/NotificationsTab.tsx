import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@domain/contract/notifications';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { ErrorState } from '@web/components/ui/status-card';
import { useSubscription } from '@web/features/subscriptions';
import { toast } from '@web/lib/toast';
import { useKeptForm } from '@web/lib/kept-forms';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { fieldsFor } from './field-controls';
import { FormActions } from './FormActions';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';
import {
  notificationResolver,
  preferencesToDraft,
  type NotificationDraft,
  type NotificationSwitchKey,
} from './notification-draft';
import { PremiumPrompt } from './PremiumPrompt';
import { SettingsFormSkeleton } from './SettingsFormSkeleton';
import { SettingsSection } from './SettingsSection';
import { AlertNearGroup } from './AlertNearGroup';
import { useLookupOptions } from './use-lookup-options';
import { alertSectionSummary } from './alert-summary';
import { cn } from '@web/lib/cn';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useAlertActivity } from './use-alert-activity';
import { useNotificationPreferences } from './use-notification-preferences';
import { useSaveNotificationPreferences } from './use-save-notification-preferences';

const P = ACCOUNT_MESSAGES.profile;
const N = ACCOUNT_MESSAGES.notifications;
const L = ACCOUNT_MESSAGES.filters;
const FORM = ACCOUNT_MESSAGES.form;
const F = fieldsFor<NotificationDraft>();

const TITLE = MESSAGES.ui.notifications;
const DESCRIPTION = N.description;
const PREMIUM_FEATURE = N.premiumFeature;

const FREQUENCY_LABELS: Record<AlertFrequency, string> = N.frequency;

const LIST_HINT = FORM.listHint;
const COUNTRY_HINT = FORM.countryHint;
// A city may have spaces ('Frankfurt am Main'): a comma or Enter ends one, not a space.
const CITY_HINT = FORM.cityHint;

/**
 * The settings page's notifications tab: the alert preferences (on or off, how often, and a group of
 * filters each for cargo, free transport and companies). Saving needs access (premium or a trial);
 * others see what the feature gives and the way to it.
 */
export function NotificationsTab() {
  const subscription = useSubscription();
  const access = subscription.data?.access === true;
  const preferences = useNotificationPreferences({ enabled: access });

  if (!subscription.data) {
    return subscription.isError ? (
      <ErrorState
        title={P.notificationsLoadError}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    ) : (
      <SettingsFormSkeleton />
    );
  }
  if (!access) {
    return (
      <SettingsSection title={TITLE} description={DESCRIPTION}>
        <PremiumPrompt feature={PREMIUM_FEATURE} />
      </SettingsSection>
    );
  }
  if (!preferences.data) {
    return preferences.isError ? (
      <ErrorState
        title={P.notificationsLoadError}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    ) : (
      <SettingsFormSkeleton fields={8} />
    );
  }
  return (
    <SettingsSection title={TITLE} description={DESCRIPTION}>
      <NotificationsForm preferences={preferences.data} />
    </SettingsSection>
  );
}

/**
 * What the alerts did lately, so the filters can be tuned: too many matches, or none at all. Shown
 * only once known; a failed read leaves the form as it is.
 */
function AlertActivityLine() {
  const activity = useAlertActivity();
  if (!activity.data) return null;
  const { lastSentAt, matchedLast7Days } = activity.data;
  return (
    <p role="status" className="text-sm text-slate-700" data-testid="alert-activity">
      {lastSentAt ? fillMessage(N.lastSent, { date: formatDateTime(lastSentAt) }) : N.noneSent}{' '}
      {countMessage(N.matchedLastWeek, matchedLast7Days)}
    </p>
  );
}

function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const lookups = useLookupOptions();
  const save = useSaveNotificationPreferences();
  const form = useForm<NotificationDraft, unknown, NotificationPreferencesInput>({
    defaultValues: preferencesToDraft(preferences),
    resolver: notificationResolver,
    reValidateMode: 'onSubmit',
  });
  useUnsavedChanges(form.formState.isDirty);
  // What was typed survives the language switch's reload (web/lib/kept-forms.ts).
  useKeptForm(form, 'notifications');
  const enabled = useWatch({ control: form.control, name: 'isEnabled' });

  const submit = (body: NotificationPreferencesInput) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(preferencesToDraft(saved));
        toast.success(P.notificationsUpdated);
      },
      onError: (error) => {
        console.error('Saving the alert preferences failed', error);
        if (isSessionLost(error)) return;
        // What was typed stays; the field the server refused says why.
        showServerFieldError(form, error);
        toast.error(P.notificationsUpdateError, {
          description: failureDescription(error, MESSAGES.generic.unknown),
        });
      },
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={TITLE}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex flex-col gap-6"
      >
        <F.Switch
          name="isEnabled"
          label={N.enable}
          hint={N.enableHint}
          className="rounded-lg border border-slate-200 bg-slate-50 p-4"
        />
        <AlertActivityLine />
        {/* Off, the filters stay readable (not faded: text under 4.5:1 is hard to read) and say
            they are kept. */}
        <div data-alerts-enabled={enabled} className="flex flex-col gap-6">
          <FrequencyChoice />
          <p className="text-sm text-slate-600">{N.sectionsNote}</p>
          <AlertNearGroup />
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
            <F.Tags
              name="transportOriginCities"
              commitOnSpace={false}
              label={L.originCities}
              hint={CITY_HINT}
            />
            <F.Tags
              name="transportDestinationCities"
              commitOnSpace={false}
              label={L.destinationCities}
              hint={CITY_HINT}
            />
            <F.Tags
              name="transportVolumeUnits"
              label={L.volumeUnits}
              options={lookups.units}
              hint={LIST_HINT}
            />
          </AlertGroup>
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
        </div>
        <FormActions dirty={form.formState.isDirty} saving={save.isPending} onDiscard={() => form.reset()} />
      </form>
    </FormProvider>
  );
}

function FrequencyChoice() {
  const { register } = useFormContext<NotificationDraft>();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{N.frequencyLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {ALERT_FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={frequency}
              className="size-4 shrink-0 accent-brand-600"
              {...register('frequency')}
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
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
