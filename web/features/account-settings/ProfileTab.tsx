import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { profileBodySchema, type Profile } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorState } from '@web/components/ui/status-card';
import { SubmitButton } from '@web/features/auth';
import { toast } from '@web/lib/toast';
import { useKeptForm } from '@web/lib/kept-forms';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { profileFormValues } from './profile-form';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';
import { SettingsSection } from './SettingsSection';
import { useProfile } from './use-profile';
import { useSaveProfile } from './use-save-profile';
import { YourDataSection } from './YourDataSection';

const T = ACCOUNT_MESSAGES.profileForm;
const FIELDS = MESSAGES.listingFields;

/** The profile tab: the sign-in e-mail (read-only) and the personal contact data. */
export function ProfileTab() {
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <ProfileCard profile={profile} />
      <YourDataSection />
    </div>
  );
}

function ProfileCard({ profile }: { profile: ReturnType<typeof useProfile> }) {
  return (
    <SettingsSection title={T.title} description={T.description}>
      {/* A failed refresh keeps the form and what is typed in it; only a first load that failed says so. */}
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <ErrorState
          title={ACCOUNT_MESSAGES.profile.loadError}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          className="border-none shadow-none"
        />
      ) : (
        <ProfileSkeleton />
      )}
    </SettingsSection>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="flex flex-col gap-5">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-full sm:w-48 sm:self-end" />
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const form = useForm({
    defaultValues: profileFormValues(profile),
    resolver: zodResolver(profileBodySchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  // What was typed survives the language switch's reload (web/lib/kept-forms.ts).
  useKeptForm(form, 'profile');

  const submit = async (body: z.output<typeof profileBodySchema>) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(profileFormValues(saved));
      toast.success(ACCOUNT_MESSAGES.profile.updated);
    } catch (error) {
      // What was typed stays in the form for another try.
      if (isSessionLost(error)) return;
      console.error('Saving the profile failed', error);
      showServerFieldError(form, error);
      toast.error(ACCOUNT_MESSAGES.profile.updateError, {
        description: failureDescription(error, MESSAGES.generic.unknown),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-5"
      aria-label={T.title}
    >
      <FormField label={FIELDS.email} hint={T.emailHint}>
        {({ inputId, describedBy }) => (
          <Input
            id={inputId}
            type="email"
            value={profile.email}
            readOnly
            aria-describedby={describedBy}
            className="bg-slate-50 text-slate-700"
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={FIELDS.contactPerson} error={errors.contactPerson?.message}>
          {({ inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              autoComplete="name"
              maxLength={200}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...registerField(form, 'contactPerson')}
            />
          )}
        </FormField>
        <FormField label={FIELDS.phone} error={errors.phone?.message} hint={T.phoneHint}>
          {({ inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...registerField(form, 'phone')}
            />
          )}
        </FormField>
      </div>
      <FormField label={T.address} error={errors.address?.message}>
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            autoComplete="street-address"
            maxLength={300}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'address')}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} className="sm:w-auto sm:self-end">
        {MESSAGES.listings.saveChanges}
      </SubmitButton>
    </form>
  );
}
