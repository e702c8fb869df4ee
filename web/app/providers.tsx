import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@web/features/auth';
import { useToastRequested } from '@web/lib/toast';
import { UnsavedChangesHost } from './UnsavedChangesHost';

const AppToaster = lazy(() => import('@web/components/ui/toaster'));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToastHost />
      <UnsavedChangesHost />
    </QueryClientProvider>
  );
}

// The toaster and its code arrive with the first toast (web/lib/toast.ts).
function ToastHost() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
