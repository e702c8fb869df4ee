import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@domain/messages';
import { ApiError } from '@web/lib/api';
import { passwordResetRequestErrorToast } from './auth-errors';
import { checkEmailExists } from './check-email-exists';
import { AUTH_COPY } from './copy';
import { EmailInput, Field, focusField, SubmitButton } from './fields';
import { requestPasswordReset } from './request-password-reset';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent }: ForgotPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!address) {
      setError(AUTH_COPY.emailRequired);
      focusField(formRef.current, 'email');
      return;
    }

    setPending(true);
    try {
      let exists = true;
      try {
        exists = await checkEmailExists(address);
      } catch (checkError) {
        // A refused check has something to say (a malformed address, too many tries); a failed one is
        // only a convenience lost, and the reset request itself still works.
        if (checkError instanceof ApiError && checkError.status === 429) throw checkError;
        if (checkError instanceof ApiError && checkError.status === 400) {
          setError(MESSAGES.signup.invalidEmail);
          toast.error(MESSAGES.generic.error, { description: MESSAGES.signup.invalidEmail });
          focusField(formRef.current, 'email');
          setPending(false);
          return;
        }
        console.warn('The e-mail check failed; requesting the reset anyway', checkError);
      }
      if (!exists) {
        toast.error(MESSAGES.reset.emailNotFoundTitle, { description: MESSAGES.reset.emailNotFound });
        focusField(formRef.current, 'email');
        setPending(false);
        return;
      }

      await requestPasswordReset(address);
      onEmailChange(address);
      onSent();
    } catch (requestError) {
      console.error('Password reset request failed', requestError);
      const { title, description } = passwordResetRequestErrorToast(requestError);
      toast.error(title, { description });
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="E-post" error={error}>
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
              setError(null);
            }}
          />
        )}
      </Field>
      <SubmitButton pending={pending}>Saada lähtestamise link</SubmitButton>
    </form>
  );
}
