import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { MESSAGES } from '@domain/messages';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from './auth-context';
import { SignInRequired } from './SignInRequired';

/** Where admin pages send anyone who is not an administrator. */
export const NOT_ADMIN_REDIRECT = '/admin-login';

/** Handed to the page a guard redirects to, so it can send the user back after signing in. */
interface GuardRedirectState {
  from: string;
}

/**
 * A page for signed-in users. A visitor, or a user whose session ended while on it, is asked to sign
 * in right here: the address (with its tab and query) stays, so signing in shows the page they asked
 * for (docs/decisions/0023-sign-in-in-place.md).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageSkeleton />;
  if (status === 'signedOut') return <SignInRequired openDialog />;
  return children;
}

interface RequireAdminProps {
  children: ReactNode;
  redirectTo?: string;
  fallback?: ReactNode;
}

export function RequireAdmin({ children, redirectTo = NOT_ADMIN_REDIRECT, fallback }: RequireAdminProps) {
  const { status, isAdmin } = useAuth();
  const from = useCurrentAddress();
  // The admin check waits for the session to settle, so an admin is never bounced while it loads.
  if (status === 'loading') return fallback ?? <PageSkeleton />;
  if (!isAdmin) {
    const state: GuardRedirectState = { from };
    return <Redirect to={redirectTo} replace state={state} />;
  }
  return children;
}

function useCurrentAddress(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}

export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-label={MESSAGES.generic.loading}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12"
    >
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
}
