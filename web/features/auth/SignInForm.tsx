import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import type * as z from 'zod/mini';
import { Button } from '@web/components/ui/button';
import { FormField, registerField } from '@web/components/ui/form-field';
import { useAuth } from './auth-context';
import { signInErrorToast } from './auth-errors';
import { signInSchema } from './auth-schemas';
import { AUTH_COPY } from './copy';
import { EmailInput, PasswordInput, SubmitButton } from './fields';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  onSignedIn: () => void;
}

export function SignInForm({ email, onEmailChange, onForgot, onSignedIn }: SignInFormProps) {
  const { signIn } = useAuth();
  const form = useForm({
    defaultValues: { email, password: '' },
    resolver: zodResolver(signInSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (credentials: z.output<typeof signInSchema>) => {
    try {
      await signIn(credentials);
      toast.success(AUTH_COPY.signedIn);
      onSignedIn();
    } catch (error) {
      console.error('Sign-in failed', error);
      const { title, description } = signInErrorToast(error);
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
      <FormField label={MESSAGES.auth.password} error={errors.password?.message}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            autoComplete="current-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'password')}
          />
        )}
      </FormField>
      <Button variant="link" className="-mt-1 self-start" onClick={onForgot}>
        {MESSAGES.auth.forgotPassword}
      </Button>
      <SubmitButton pending={isSubmitting}>{MESSAGES.auth.signIn}</SubmitButton>
    </form>
  );
}
