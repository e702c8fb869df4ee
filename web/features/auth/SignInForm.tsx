import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { useAuth } from './auth-context';
import { signInErrorToast } from './auth-errors';
import { AUTH_COPY } from './copy';
import { EmailInput, Field, focusField, PasswordInput, SubmitButton } from './fields';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  onSignedIn: () => void;
}

export function SignInForm({ email, onEmailChange, onForgot, onSignedIn }: SignInFormProps) {
  const { signIn } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    const missing = {
      email: address ? undefined : AUTH_COPY.emailRequired,
      password: password ? undefined : AUTH_COPY.passwordRequired,
    };
    setErrors(missing);
    if (missing.email || missing.password) {
      focusField(formRef.current, missing.email ? 'email' : 'password');
      return;
    }

    setPending(true);
    try {
      await signIn({ email: address, password });
      toast.success(AUTH_COPY.signedIn);
      onSignedIn();
    } catch (error) {
      console.error('Sign-in failed', error);
      const { title, description } = signInErrorToast(error);
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
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        )}
      </Field>
      <Field label="Parool" error={errors.password}>
        {({ inputId, describedBy, invalid }) => (
          <PasswordInput
            id={inputId}
            name="password"
            autoComplete="current-password"
            required
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
        )}
      </Field>
      <Button variant="link" className="-mt-1 self-start" onClick={onForgot}>
        Unustasid parooli?
      </Button>
      <SubmitButton pending={pending}>Logi sisse</SubmitButton>
    </form>
  );
}
