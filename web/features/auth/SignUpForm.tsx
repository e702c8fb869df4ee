import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@domain/messages';
import { firstPasswordError, passwordsMatch } from '@domain/password';
import { useAuth } from './auth-context';
import { signUpErrorToast } from './auth-errors';
import { checkEmailExists } from './check-email-exists';
import { AUTH_COPY } from './copy';
import { EmailInput, Field, focusField, PasswordChecklist, PasswordInput, SubmitButton } from './fields';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: () => void;
}

type FieldName = 'email' | 'password' | 'confirmPassword';

export function SignUpForm({ email, onEmailChange, onSignedUp }: SignUpFormProps) {
  const { signUp } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(false);

  const clearError = (name: FieldName) => setErrors((current) => ({ ...current, [name]: undefined }));

  const refuse = (name: FieldName, message: string, toastTitle?: string) => {
    setErrors({ [name]: message });
    if (toastTitle) toast.error(toastTitle, { description: toastTitle === message ? undefined : message });
    focusField(formRef.current, name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    const missing: Partial<Record<FieldName, string>> = {
      email: address ? undefined : AUTH_COPY.emailRequired,
      password: password ? undefined : AUTH_COPY.passwordRequired,
      confirmPassword: confirmPassword ? undefined : AUTH_COPY.confirmationRequired,
    };
    const firstMissing = (['email', 'password', 'confirmPassword'] as const).find((name) => missing[name]);
    if (firstMissing) {
      setErrors(missing);
      focusField(formRef.current, firstMissing);
      return;
    }
    const weakness = firstPasswordError(password);
    if (weakness) return refuse('password', weakness, MESSAGES.signup.weakPasswordTitle);
    if (!passwordsMatch(password, confirmPassword)) {
      return refuse('confirmPassword', MESSAGES.password.mismatch, MESSAGES.password.mismatch);
    }
    setErrors({});

    setPending(true);
    try {
      let exists = false;
      try {
        exists = await checkEmailExists(address);
      } catch (error) {
        // The check only saves a round trip; sign-up itself refuses a taken address too.
        console.warn('The e-mail check failed; signing up anyway', error);
      }
      if (exists) {
        setPending(false);
        return refuse('email', MESSAGES.signup.emailExists, MESSAGES.signup.errorTitle);
      }

      await signUp({ email: address, password });
      onEmailChange(address);
      onSignedUp();
    } catch (error) {
      console.error('Sign-up failed', error);
      const { title, description } = signUpErrorToast(error);
      toast.error(title, { description });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="E-post" error={errors.email}>
        {({ inputId, describedBy, invalid }) => (
          <EmailInput
            id={inputId}
            name="email"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder="nimi@ettevote.ee"
            value={email}
            onChange={(event) => {
              onEmailChange(event.target.value);
              clearError('email');
            }}
          />
        )}
      </Field>
      <Field label="Parool" error={errors.password} hint={<PasswordChecklist password={password} />}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            name="password"
            autoComplete="new-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clearError('password');
            }}
          />
        )}
      </Field>
      <Field label="Korda parooli" error={errors.confirmPassword}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              clearError('confirmPassword');
            }}
          />
        )}
      </Field>
      <SubmitButton pending={pending}>Loo konto</SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Saadame kinnituslingi sinu e-posti aadressile. Konto on kasutusvalmis pärast kinnitamist.
      </p>
    </form>
  );
}
