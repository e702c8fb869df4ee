import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { fillMessage } from '@domain/catalogue';
import { registryCodeExample } from '@domain/company-identity';
import { PAGE_LOCALE } from '@domain/page-locale';
import { referenceCountries } from '@domain/reference';
import type { Company } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { VERIFIED_FIELDS } from '@domain/verification';
import { FormField } from '@web/components/ui/form-field';
import { ErrorState } from '@web/components/ui/status-card';
import { PlacePick } from '@web/features/places';
import { useSubscription } from '@web/features/subscriptions';
import { toast } from '@web/lib/toast';
import { useKeptForm } from '@web/lib/kept-forms';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import {
  companyResolver,
  companyToDraft,
  withTrailerLabels,
  withTrailerValues,
  type CompanyDraft,
  type CompanyValues,
} from './company-draft';
import { DirectorySwitch } from './DirectorySwitch';
import { fieldsFor } from './field-controls';
import { FormActions } from './FormActions';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';
import { PremiumPrompt } from './PremiumPrompt';
import { RegularRoutesEditor } from './RegularRoutesEditor';
import { SettingsFormSkeleton } from './SettingsFormSkeleton';
import { SettingsSection } from './SettingsSection';
import { useCompany } from './use-company';
import { useLookupOptions } from './use-lookup-options';
import { useSaveCompany } from './use-save-company';
import { VerificationPanel } from './VerificationPanel';

const P = ACCOUNT_MESSAGES.profile;
const C = ACCOUNT_MESSAGES.company;
const F = fieldsFor<CompanyDraft>();

const TITLE = C.title;
const PREMIUM_FEATURE = C.premiumFeature;

/**
 * The settings page's company tab: the company's directory data and its place in the directory. Both
 * are for users with access (premium or a trial); others see what the feature gives and the way to it.
 */
export function CompanyTab() {
  const subscription = useSubscription();
  const access = subscription.data?.access === true;
  const company = useCompany({ enabled: access });

  if (!subscription.data) {
    return subscription.isError ? (
      <ErrorState
        title={P.loadError}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    ) : (
      <SettingsFormSkeleton />
    );
  }
  if (!access) {
    return (
      <SettingsSection title={TITLE} description={C.premiumDescription}>
        <PremiumPrompt feature={PREMIUM_FEATURE} />
      </SettingsSection>
    );
  }
  if (!company.data) {
    return company.isError ? (
      <ErrorState title={P.loadError} onRetry={() => void company.refetch()} retrying={company.isFetching} />
    ) : (
      <SettingsFormSkeleton />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={MESSAGES.companies.directory} description={C.directoryDescription}>
        <DirectorySwitch company={company.data} />
      </SettingsSection>
      <SettingsSection title={ACCOUNT_MESSAGES.verification.title}>
        <VerificationPanel company={company.data} />
      </SettingsSection>
      <SettingsSection title={TITLE} description={C.formDescription}>
        <CompanyForm company={company.data} />
      </SettingsSection>
    </div>
  );
}

function CompanyForm({ company }: { company: Company }) {
  const lookups = useLookupOptions();
  const save = useSaveCompany();
  const toDraft = (from: Company) => withTrailerLabels(companyToDraft(from), lookups.trailerTypes);
  const form = useForm<CompanyDraft, unknown, CompanyValues>({
    defaultValues: toDraft(company),
    resolver: companyResolver,
    reValidateMode: 'onSubmit',
  });
  useUnsavedChanges(form.formState.isDirty);
  // What was typed survives the language switch's reload (web/lib/kept-forms.ts).
  useKeptForm(form, 'company');

  const submit = (body: CompanyValues) =>
    save.mutate(withTrailerValues(body, lookups.trailerTypes), {
      onSuccess: (saved) => {
        form.reset(toDraft(saved));
        toast.success(P.companyUpdated);
      },
      onError: (error) => {
        console.error('Saving the company failed', error);
        if (isSessionLost(error)) return;
        // What was typed stays; the field the server refused says why.
        showServerFieldError(form, error);
        toast.error(P.companyUpdateError, {
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
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <F.Text name="companyName" label={C.name} autoComplete="organization" maxLength={200} />
          <F.Select
            name="specialty"
            label={MESSAGES.marketplace.filters.specialty}
            options={lookups.specializations}
          />
          <BasePlaceField />
          <F.Text
            name="vehiclePark"
            label={MESSAGES.companies.fleet}
            placeholder={C.fleetPlaceholder}
            maxLength={500}
            className="sm:col-span-2"
          />
          <F.Tags
            name="transportTypes"
            label={MESSAGES.companies.transportTypes}
            options={lookups.transportTypes}
            maxTags={30}
            hint={C.chooseHint}
          />
          <F.Tags
            name="serviceRegions"
            label={MESSAGES.companies.regions}
            options={lookups.serviceRegions}
            maxTags={30}
            hint={C.chooseHint}
          />
          <div className="sm:col-span-2">
            <RegularRoutesEditor trailerTypes={lookups.trailerTypes} />
          </div>
          <F.TextArea name="description" label={C.description} maxLength={3000} className="sm:col-span-2" />
          <F.Text
            name="website"
            label={C.website}
            type="url"
            inputMode="url"
            placeholder={C.websitePlaceholder}
            maxLength={300}
          />
          <F.Text
            name="logoUrl"
            label={C.logoUrl}
            type="url"
            inputMode="url"
            placeholder={C.logoPlaceholder}
            maxLength={300}
          />
          <F.Text
            name="establishedYear"
            label={C.establishedYear}
            inputMode="numeric"
            placeholder={C.yearPlaceholder}
          />
          <F.Text name="employeesCount" label={C.employeesCount} inputMode="numeric" />
          <IdentityFields verification={company.verification} />
        </div>
        <FormActions dirty={form.formState.isDirty} saving={save.isPending} onDiscard={() => form.reset()} />
      </form>
    </FormProvider>
  );
}

/** Where the company is based: the place the directory's "near a place" measures from (decision 0069). */
function BasePlaceField() {
  const form = useFormContext<CompanyDraft>();
  const { field } = useController({ control: form.control, name: 'basePlace' });
  const error = form.formState.errors.basePlaceId?.message ?? null;
  return (
    <FormField label={C.basePlace} hint={C.basePlaceHint} error={error} className="sm:col-span-2">
      {({ inputId, describedBy, invalid }) => (
        <PlacePick
          id={inputId}
          describedBy={describedBy}
          invalid={invalid}
          place={field.value}
          onChange={(place) => {
            field.onChange(place);
            form.setValue('basePlaceId', place ? String(place.id) : '', { shouldDirty: true });
            form.clearErrors('basePlaceId');
          }}
        />
      )}
    </FormField>
  );
}

// The countries by their names in the page's language, for the country of registration.
const COUNTRY_OPTIONS = referenceCountries(PAGE_LOCALE)
  .map(({ code, label }) => ({ value: code, label }))
  .sort((a, b) => a.label.localeCompare(b.label, PAGE_LOCALE));

/**
 * Who the company is in its country's registers (decision 0078): the country, its registry code (with
 * an example of that country's where its check digit is checked) and the VAT number.
 */
function IdentityFields({ verification }: { verification: Company['verification'] }) {
  const country = useWatch<CompanyDraft, 'country'>({ name: 'country' });
  const example = registryCodeExample(country || null);
  const { dirtyFields } = useFormState<CompanyDraft>();
  // Saving a change of what was checked takes the mark (or the waiting request) away: said before it is.
  const checkedChanged = VERIFIED_FIELDS.some((key) => dirtyFields[key]);
  const warn = checkedChanged && (verification === 'verified' || verification === 'pending');
  return (
    <>
      <F.Select name="country" label={C.country} options={COUNTRY_OPTIONS} className="sm:col-span-2" />
      <F.Text
        name="registryCode"
        label={C.registryCode}
        hint={example ? fillMessage(C.registryHint, { example }) : C.registryAnyHint}
        autoComplete="off"
        maxLength={40}
      />
      <F.Text name="vatNumber" label={C.vatNumber} hint={C.vatHint} autoComplete="off" maxLength={30} />
      {warn && (
        <p
          role="status"
          className="text-sm font-medium text-orange-800 sm:col-span-2"
          data-verification-warning
        >
          {ACCOUNT_MESSAGES.verification.changeWarning}
        </p>
      )}
    </>
  );
}
