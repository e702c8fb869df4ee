import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useId } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/mini';
import { MESSAGES } from '@domain/messages';
import { DIRECTORY_RULE } from '@domain/plans';
import { FormField, registerField } from '@web/components/ui/form-field';
import { useAuth } from './auth-context';
import { signUpErrorToast } from './auth-errors';
import { signUpSchema } from './auth-schemas';
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
    defaultValues: { email, password: '', confirmPassword: '', acceptTerms: false },
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
      // The server answers alike whether the address has an account or not (a taken one gets a mail
      // saying so), so the form says "check your mail" either way.
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
      <FormField
        label={MESSAGES.auth.password}
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
      <FormField label={MESSAGES.auth.repeatPassword} error={errors.confirmPassword?.message}>
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
      <ConsentField error={errors.acceptTerms?.message} form={form} />
      <SubmitButton pending={isSubmitting}>{MESSAGES.auth.createAccount}</SubmitButton>
      <p className="text-center text-sm text-slate-600">{MESSAGES.auth.signupMailNote}</p>
      <p className="text-center text-sm text-slate-600">{DIRECTORY_RULE}</p>
    </form>
  );
}

const consentLink = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

// "Olen tutvunud {terms} ja {privacy}": each language puts the two links where its sentence needs them.
function consentWords() {
  const links = {
    terms: (
      <a href="/kasutustingimused" target="_blank" rel="noopener" className={consentLink}>
        {MESSAGES.auth.consentTerms}
      </a>
    ),
    privacy: (
      <a href="/privaatsus" target="_blank" rel="noopener" className={consentLink}>
        {MESSAGES.auth.consentPrivacy}
      </a>
    ),
  };
  return MESSAGES.auth.consent.split(/\{(terms|privacy)\}/).map((piece, index) => (
    // Odd pieces are the names the split matched.
    <Fragment key={index}>{index % 2 === 1 ? links[piece as keyof typeof links] : piece}</Fragment>
  ));
}

/**
 * The consent the server requires (decision 0042). The pages open in a new tab, so what is typed in
 * the dialog stays.
 */
function ConsentField({
  error,
  form,
}: {
  error?: string;
  form: Pick<UseFormReturn<SignUpValues>, 'register' | 'getFieldState' | 'clearErrors'>;
}) {
  const id = useId();
  // Registered as it renders, after the fields above it: the first field with an error gets the focus.
  const registration = registerField(form, 'acceptTerms');
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {consentWords()}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
