import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/mini';
import { MESSAGES } from '@domain/messages';
import { FormField, registerField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api';
import { passwordResetRequestErrorToast } from './auth-errors';
import { forgotPasswordSchema } from './auth-schemas';
import { checkEmailExists } from './check-email-exists';
import { EmailInput, SubmitButton } from './fields';
import { requestPasswordReset } from './request-password-reset';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent }: ForgotPasswordFormProps) {
  const form = useForm({
    defaultValues: { email },
    resolver: zodResolver(forgotPasswordSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ email: address }: z.output<typeof forgotPasswordSchema>) => {
    try {
      let exists = true;
      try {
        exists = await checkEmailExists(address);
      } catch (checkError) {
        // A refused check has something to say (a malformed address, too many tries); a failed one is
        // only a convenience lost, and the reset request itself still works.
        if (checkError instanceof ApiError && checkError.status === 429) throw checkError;
        if (checkError instanceof ApiError && checkError.status === 400) {
          form.setError('email', { message: MESSAGES.signup.invalidEmail }, { shouldFocus: true });
          toast.error(MESSAGES.generic.error, { description: MESSAGES.signup.invalidEmail });
          return;
        }
        console.warn('The e-mail check failed; requesting the reset anyway', checkError);
      }
      if (!exists) {
        toast.error(MESSAGES.reset.emailNotFoundTitle, { description: MESSAGES.reset.emailNotFound });
        form.setFocus('email');
        return;
      }

      await requestPasswordReset(address);
      onEmailChange(address);
      onSent();
    } catch (requestError) {
      console.error('Password reset request failed', requestError);
      const { title, description } = passwordResetRequestErrorToast(requestError);
      toast.error(title, { description });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      <FormField label="E-post" error={errors.email?.message}>
        {({ inputId, describedBy, invalid }) => (
          <EmailInput
            id={inputId}
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder="nimi@ettevote.ee"
            {...registerField(form, 'email', { onChange: onEmailChange })}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting}>Saada lähtestamise link</SubmitButton>
    </form>
  );
}
