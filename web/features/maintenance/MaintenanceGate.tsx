import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@web/components/ui/spinner';
import { usePublicSettings } from '@web/features/settings';
import { MaintenancePage } from './MaintenancePage';

// Administrators must be able to reach their sign-in and switch maintenance off again.
function isExemptPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const settings = usePublicSettings();

  // Wait for the first answer only: once an attempt has failed the app opens while the query keeps
  // retrying in the background, so broken settings never lock anyone out.
  if (settings.isPending && settings.failureCount === 0) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }

  const data = settings.data;
  if (data?.maintenance.enabled && !isExemptPath(pathname)) {
    return <MaintenancePage maintenance={data.maintenance} support={data.support} />;
  }

  return children;
}
