import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/mini';
import { MESSAGES } from '@domain/messages';
import { DIRECTORY_RULE } from '@domain/plans';
import { FormField, registerField } from '@web/components/ui/form-field';
import { useAuth } from './auth-context';
import { signUpErrorToast } from './auth-errors';
import { signUpSchema } from './auth-schemas';
import { checkEmailExists } from './check-email-exists';
import { confirmedCallbackFor } from './sign-up';
import { EmailInput, PasswordChecklist, PasswordInput, SubmitButton } from './fields';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: () => void;
}

type SignUpValues = z.input<typeof signUpSchema>;

export function SignUpForm({ email, onEmailChange, onSignedUp }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [pathname] = useLocation();
  const search = useSearch();
  const form = useForm({
    defaultValues: { email, password: '', confirmPassword: '' },
    resolver: zodResolver(signUpSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  // Empty fields are only marked; a weak or unconfirmed password also gets the spec's toast.
  const refused = (found: FieldErrors<SignUpValues>) => {
    const values = form.getValues();
    if (found.password?.message && values.password) {
      toast.error(MESSAGES.signup.weakPasswordTitle, { description: found.password.message });
    } else if (found.confirmPassword?.message && values.confirmPassword) {
      toast.error(MESSAGES.password.mismatch);
    }
  };

  const submit = async ({ email: address, password: chosen }: z.output<typeof signUpSchema>) => {
    try {
      let exists = false;
      try {
        exists = await checkEmailExists(address);
      } catch (error) {
        // The check only saves a round trip; sign-up itself refuses a taken address too.
        console.warn('The e-mail check failed; signing up anyway', error);
      }
      if (exists) {
        form.setError('email', { message: MESSAGES.signup.emailExists }, { shouldFocus: true });
        toast.error(MESSAGES.signup.errorTitle, { description: MESSAGES.signup.emailExists });
        return;
      }

      // The confirmation link brings the new user back to this page (the plans, a listing...).
      await signUp({ email: address, password: chosen }, confirmedCallbackFor(pathname, search));
      onEmailChange(address);
      onSignedUp();
    } catch (error) {
      console.error('Sign-up failed', error);
      const { title, description } = signUpErrorToast(error);
      toast.error(title, { description });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, refused)(event)}
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
      <FormField
        label="Parool"
        error={errors.password?.message}
        details={<PasswordChecklist password={password} />}
      >
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            autoComplete="new-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registerField(form, 'password')}
          />
        )}
      </FormField>
      <FormField label="Korda parooli" error={errors.confirmPassword?.message}>
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
      <SubmitButton pending={isSubmitting}>Loo konto</SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Saadame kinnituslingi Teie e-posti aadressile. Konto on kasutusvalmis pärast kinnitamist.
      </p>
      <p className="text-center text-sm text-slate-600">{DIRECTORY_RULE}</p>
    </form>
  );
}
