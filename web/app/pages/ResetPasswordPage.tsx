import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { newPasswordSchema } from '@domain/password';
import { SIGN_IN_PATH } from '@web/app/layout/nav-items';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, registerField } from '@web/components/ui/form-field';
import {
  AUTH_COPY,
  PasswordChecklist,
  PasswordInput,
  PasswordStrengthMeter,
  resetPassword,
  resetPasswordErrorMessage,
  SubmitButton,
  useAuth,
} from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';

const REDIRECT_DELAY_MS = 3_000;
const FORGOT_PATH = '/?auth=forgot';

export function ResetPasswordPage() {
  useDocumentTitle(MESSAGES.reset.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkFailed = params.has('error') || !token;

  useEffect(() => {
    // The id keeps React's double effect run in development from showing it twice.
    if (linkFailed) {
      toast.error(AUTH_COPY.resetLinkInvalidTitle, {
        id: 'reset-link-invalid',
        description: AUTH_COPY.resetLinkInvalid,
      });
    }
  }, [linkFailed]);

  // Without a recovery token there is nothing this page can do (spec: it redirects home).
  if (linkFailed) return <Redirect to="/" replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const { forgetSession } = useAuth();
  const form = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(newPasswordSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const [tokenRejected, setTokenRejected] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async ({ password: chosen }: { password: string }) => {
    try {
      await resetPassword(token, chosen);
      // The reset ended every session of the account, this browser's too, and the user knows it.
      forgetSession();
      setDone(true);
    } catch (cause) {
      console.error('Password reset failed', cause);
      const message = resetPasswordErrorMessage(cause);
      setTokenRejected(cause instanceof ApiError && cause.code === 'INVALID_TOKEN');
      form.setError('root.server', { message });
      toast.error(MESSAGES.generic.error, { description: message });
    }
  };
  // Any change takes every message away, the server's too: the next attempt is checked afresh.
  const clearAll = () => form.clearErrors();
  const serverError = errors.root?.server?.message;

  if (done) {
    return (
      <PageContainer className="flex justify-center py-16">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
              <CircleCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="text-2xl font-bold text-slate-900">{AUTH_COPY.passwordChanged}</h1>
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
              {AUTH_COPY.redirectingHome}
            </p>
            <Button
              size="lg"
              className="mt-2 w-full"
              onClick={() => navigate(SIGN_IN_PATH, { replace: true })}
            >
              {MESSAGES.reset.signInWithNew}
            </Button>
          </CardContent>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-start gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {MESSAGES.reset.pageTitle}
          </CardTitle>
          <CardDescription>{MESSAGES.reset.lead}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => void form.handleSubmit(submit)(event)}
            className="flex flex-col gap-4"
          >
            <FormField
              label={MESSAGES.reset.newPassword}
              error={errors.password?.message}
              details={
                <div className="flex flex-col gap-2 pt-1">
                  <PasswordStrengthMeter password={password} />
                  <PasswordChecklist password={password} />
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
                  {...registerField(form, 'password', { onChange: clearAll })}
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
                  {...registerField(form, 'confirmPassword', { onChange: clearAll })}
                />
              )}
            </FormField>
            {serverError && (
              <div
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                <p>{serverError}</p>
                {tokenRejected && (
                  <Link
                    to={FORGOT_PATH}
                    className="mt-1 inline-block font-semibold underline underline-offset-4"
                  >
                    {MESSAGES.reset.requestNewLink}
                  </Link>
                )}
              </div>
            )}
            <SubmitButton pending={isSubmitting}>{MESSAGES.reset.saveNewPassword}</SubmitButton>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
