import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { FormProvider, useForm } from 'react-hook-form';
import type { Company } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { ErrorState } from '@web/components/ui/status-card';
import { useSubscription } from '@web/features/subscriptions';
import { toast } from '@web/lib/toast';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { companyResolver, companyToDraft, type CompanyDraft, type CompanyValues } from './company-draft';
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

const P = ACCOUNT_MESSAGES.profile;
const F = fieldsFor<CompanyDraft>();

const TITLE = 'Ettevõtte andmed';
const PREMIUM_FEATURE =
  'Premium-paketi või prooviajaga saate lisada oma ettevõtte andmed, transpordiliigid ja regulaarsed liinid ning näidata ettevõtet ettevõtete kataloogis, kus kliendid Teid leiavad.';

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
      <SettingsSection title={TITLE} description="Teie ettevõte ettevõtete kataloogis.">
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
      <SettingsSection
        title="Ettevõtete kataloog"
        description="Kas Teie ettevõtet näidatakse avalehe kataloogis."
      >
        <DirectorySwitch company={company.data} />
      </SettingsSection>
      <SettingsSection
        title={TITLE}
        description="Need andmed on näha ettevõtete kataloogis. Tühjaks jäetud välju ei näidata."
      >
        <CompanyForm company={company.data} />
      </SettingsSection>
    </div>
  );
}

function CompanyForm({ company }: { company: Company }) {
  const lookups = useLookupOptions();
  const save = useSaveCompany();
  const form = useForm<CompanyDraft, unknown, CompanyValues>({
    defaultValues: companyToDraft(company),
    resolver: companyResolver,
    reValidateMode: 'onSubmit',
  });
  useUnsavedChanges(form.formState.isDirty);

  const submit = (body: CompanyValues) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(companyToDraft(saved));
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
          <F.Text name="companyName" label="Ettevõtte nimi" autoComplete="organization" maxLength={200} />
          <F.Select name="specialty" label="Tegevusala" options={lookups.specializations} />
          <F.Text
            name="vehiclePark"
            label="Autopark"
            placeholder="nt 12 poolhaagist, 4 kaubikut"
            maxLength={500}
            className="sm:col-span-2"
          />
          <F.Tags
            name="transportTypes"
            label="Transpordiliigid"
            options={lookups.transportTypes}
            maxTags={30}
            hint="Valige soovitustest või kirjutage ja vajutage Enter."
          />
          <F.Tags
            name="serviceRegions"
            label="Teeninduspiirkonnad"
            options={lookups.serviceRegions}
            maxTags={30}
            hint="Valige soovitustest või kirjutage ja vajutage Enter."
          />
          <div className="sm:col-span-2">
            <RegularRoutesEditor trailerTypes={lookups.trailerTypes} />
          </div>
          <F.TextArea name="description" label="Kirjeldus" maxLength={3000} className="sm:col-span-2" />
          <F.Text
            name="website"
            label="Koduleht"
            type="url"
            inputMode="url"
            placeholder="www.firma.ee"
            maxLength={300}
          />
          <F.Text
            name="logoUrl"
            label="Logo aadress"
            type="url"
            inputMode="url"
            placeholder="https://firma.ee/logo.png"
            maxLength={300}
          />
          <F.Text name="establishedYear" label="Asutamisaasta" inputMode="numeric" placeholder="nt 2005" />
          <F.Text name="employeesCount" label="Töötajate arv" inputMode="numeric" />
        </div>
        <FormActions dirty={form.formState.isDirty} saving={save.isPending} onDiscard={() => form.reset()} />
      </form>
    </FormProvider>
  );
}
