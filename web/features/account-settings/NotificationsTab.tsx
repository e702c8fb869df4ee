import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
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
import { notificationResolver, preferencesToDraft, type NotificationDraft } from './notification-draft';
import { PremiumPrompt } from './PremiumPrompt';
import { SettingsFormSkeleton } from './SettingsFormSkeleton';
import { HiddenCompaniesSection } from './HiddenCompaniesSection';
import { SettingsSection } from './SettingsSection';
import { AlertNearGroup } from './AlertNearGroup';
import { CargoAlertGroup, CompanyAlertGroup, TransportAlertGroup, TruckMatchSwitch } from './AlertGroups';
import { useAlertActivity } from './use-alert-activity';
import { useNotificationPreferences } from './use-notification-preferences';
import { useSaveNotificationPreferences } from './use-save-notification-preferences';

const P = ACCOUNT_MESSAGES.profile;
const N = ACCOUNT_MESSAGES.notifications;
const F = fieldsFor<NotificationDraft>();

const TITLE = MESSAGES.ui.notifications;
const DESCRIPTION = N.description;
const PREMIUM_FEATURE = N.premiumFeature;

const FREQUENCY_LABELS: Record<AlertFrequency, string> = N.frequency;

/**
 * The settings page's notifications tab: the alert preferences, and the companies the user hid from
 * their feeds and alerts (any signed-in user may hide one).
 */
export function NotificationsTab() {
  return (
    <div className="flex flex-col gap-6">
      <AlertsSection />
      <HiddenCompaniesSection />
    </div>
  );
}

/**
 * The alert preferences (on or off, how often, and a group of filters each for cargo, free
 * transport and companies). Saving needs access (premium or a trial); others see what the feature
 * gives and the way to it.
 */
function AlertsSection() {
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
          <F.Switch
            name="verifiedOnly"
            label={N.verifiedOnly}
            hint={N.verifiedOnlyHint}
            className="rounded-lg border border-slate-200 bg-white p-4"
          />
          <CargoAlertGroup />
          <TransportAlertGroup />
          <CompanyAlertGroup />
          <TruckMatchSwitch />
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
