import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from './auth-context';

/** Where login-only pages send a signed-out visitor unless told otherwise (the spec's default). */
const SIGNED_OUT_REDIRECT = '/admin-login';
/** Where admin pages send anyone who is not an administrator. */
export const NOT_ADMIN_REDIRECT = '/admin-login';

/** Handed to the page a guard redirects to, so it can send the user back after signing in. */
interface GuardRedirectState {
  from: string;
}

interface RequireAuthProps {
  children: ReactNode;
  redirectTo?: string;
  fallback?: ReactNode;
}

export function RequireAuth({ children, redirectTo = SIGNED_OUT_REDIRECT, fallback }: RequireAuthProps) {
  const { status } = useAuth();
  const from = useCurrentAddress();
  if (status === 'loading') return fallback ?? <PageSkeleton />;
  if (status === 'signedOut') {
    const state: GuardRedirectState = { from };
    return <Redirect to={redirectTo} replace state={state} />;
  }
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
      aria-label="Laadimine"
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
