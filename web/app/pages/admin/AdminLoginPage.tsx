import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { signInAsAdmin } from '@web/features/admin';
import { EmailInput, PasswordInput, signInSchema, SubmitButton, useAuth } from '@web/features/auth';
import { ApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';

const ADMIN_HOME = '/admin';
const T = ADMIN_MESSAGES.login;

// The admin guard hands over the page it turned the visitor away from; only admin pages are worth
// returning to from here.
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string') return ADMIN_HOME;
  const path = from.split(/[?#]/)[0] ?? '';
  return path === ADMIN_HOME || path.startsWith(`${ADMIN_HOME}/`) ? from : ADMIN_HOME;
}

export function AdminLoginPage() {
  useDocumentTitle(T.title);
  const [, navigate] = useLocation();
  const target = returnPath(useHistoryState());
  const session = useAuth();
  const form = useForm({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(signInSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useMutation({
    // The session's own refresh and sign-out keep the guards and the header in step with the cookie.
    mutationFn: (credentials: { email: string; password: string }) => signInAsAdmin(credentials, session),
    onSuccess: (result) => {
      if (result === 'admin') {
        navigate(target, { replace: true });
        return;
      }
      form.setValue('password', '');
      setFailure(ADMIN_MESSAGES.accessDenied);
      toast.error(ADMIN_MESSAGES.accessDenied);
    },
    onError: (error) => {
      console.error('Admin sign-in failed', error);
      const message = error instanceof ApiError ? error.message : ADMIN_MESSAGES.unexpected;
      setFailure(message);
      toast.error(MESSAGES.auth.signInError, { description: message });
    },
  });

  if (session.status === 'loading') {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  // An admin who is already signed in has nothing to do here; the pending check keeps the redirect from
  // racing the one the sign-in itself makes.
  if (session.status === 'signedIn' && session.isAdmin && !signIn.isPending) {
    return <Redirect to={target} replace />;
  }

  return (
    <div className="flex min-h-[calc(100dvh-12rem)] items-center justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-start gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {T.title}
          </CardTitle>
          <CardDescription>{T.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => {
              setFailure(null);
              void form.handleSubmit((credentials) => signIn.mutate(credentials))(event);
            }}
            className="flex flex-col gap-5"
          >
            {failure && (
              <div
                role="alert"
                className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>{failure}</p>
              </div>
            )}
            <FormField label={MESSAGES.listingFields.email} error={errors.email?.message}>
              {({ inputId, describedBy, invalid }) => (
                <EmailInput
                  id={inputId}
                  autoComplete="username"
                  required
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...registerField(form, 'email')}
                />
              )}
            </FormField>
            <FormField label={T.password} error={errors.password?.message}>
              {({ inputId, describedBy, invalid }) => (
                <PasswordInput
                  id={inputId}
                  autoComplete="current-password"
                  required
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...registerField(form, 'password')}
                />
              )}
            </FormField>
            <SubmitButton pending={signIn.isPending}>{MESSAGES.auth.signIn}</SubmitButton>
          </form>
          <div className="mt-6 border-t border-slate-200 pt-5">
            <Button asChild variant="link">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {ADMIN_MESSAGES.common.backToPlatform}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
