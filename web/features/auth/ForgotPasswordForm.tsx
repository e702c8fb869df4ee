import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/mini';
import { MESSAGES } from '@domain/messages';
import { FormField, registerField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api';
import { passwordResetRequestErrorToast } from './auth-errors';
import { forgotPasswordSchema } from './auth-schemas';
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
      // The answer is the same whether the address has an account or not (decision 0041).
      await requestPasswordReset(address);
      onEmailChange(address);
      onSent();
    } catch (requestError) {
      if (requestError instanceof ApiError && requestError.status === 400) {
        form.setError('email', { message: MESSAGES.signup.invalidEmail }, { shouldFocus: true });
        toast.error(MESSAGES.generic.error, { description: MESSAGES.signup.invalidEmail });
        return;
      }
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
      <FormField label={MESSAGES.listingFields.email} error={errors.email?.message}>
        {({ inputId, describedBy, invalid }) => (
          <EmailInput
            id={inputId}
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder={MESSAGES.wizard.emailPlaceholder}
            {...registerField(form, 'email', { onChange: onEmailChange })}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting}>{MESSAGES.auth.sendResetLink}</SubmitButton>
    </form>
  );
}
