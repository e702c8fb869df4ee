import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { passwordChangeFormSchema, type PasswordChangeForm } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { FormField, registerField } from '@web/components/ui/form-field';
import {
  PasswordChecklist,
  PasswordInput,
  PasswordStrengthMeter,
  SubmitButton,
  useAuth,
} from '@web/features/auth';
import { toast } from '@web/lib/toast';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { failureDescription, isSessionLost, showServerFieldError } from './server-field-error';
import { SettingsSection } from './SettingsSection';
import { useChangePassword } from './use-change-password';

const T = ACCOUNT_MESSAGES.security;
const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The security tab: a password change. The current password is checked by the server; the new one
 * follows the one policy, with the reset page's strength meter and checklist.
 */
export function SecurityTab() {
  return (
    <SettingsSection title={T.title} description={T.description}>
      <PasswordChangeForm />
    </SettingsSection>
  );
}

function PasswordChangeForm() {
  const { user } = useAuth();
  const change = useChangePassword();
  const form = useForm({
    defaultValues: EMPTY,
    resolver: zodResolver(passwordChangeFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  useUnsavedChanges(isDirty);

  const submit = async ({ currentPassword, newPassword: chosen }: PasswordChangeForm) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword: chosen });
      form.reset(EMPTY);
      toast.success(MESSAGES.password.changed, { description: MESSAGES.password.otherSessionsEnded });
    } catch (error) {
      // The typed passwords stay: a wrong current one is fixed without typing the new one again.
      if (isSessionLost(error)) return;
      if (showServerFieldError(form, error)) return;
      console.error('Changing the password failed', error);
      toast.error(MESSAGES.password.changeError, {
        description: failureDescription(error, MESSAGES.generic.unknown),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex max-w-lg flex-col gap-5"
      aria-label={T.title}
    >
      {/* For password managers: the account whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <FormField label={T.current} error={errors.currentPassword?.message}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            autoComplete="current-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'currentPassword')}
          />
        )}
      </FormField>
      <FormField
        label={MESSAGES.reset.newPassword}
        error={errors.newPassword?.message}
        details={
          <div className="flex flex-col gap-2 pt-1">
            <PasswordStrengthMeter password={newPassword} />
            <PasswordChecklist password={newPassword} />
          </div>
        }
      >
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            autoComplete="new-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'newPassword', { alsoClear: ['confirmPassword'] })}
          />
        )}
      </FormField>
      <FormField label={MESSAGES.reset.repeatNewPassword} error={errors.confirmPassword?.message}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            autoComplete="new-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'confirmPassword')}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} className="sm:w-auto sm:self-start">
        {T.submit}
      </SubmitButton>
    </form>
  );
}
