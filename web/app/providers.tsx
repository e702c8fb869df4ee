import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@web/features/auth';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* On narrow screens sonner spans the full width itself; top-right applies from tablet size up.
          The offsets keep toasts below the sticky header, where they would cover the account buttons. */}
      <Toaster
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        visibleToasts={3}
        duration={4000}
        closeButton
        richColors
        containerAriaLabel="Teavitused"
        toastOptions={{ closeButtonAriaLabel: 'Sulge teavitus' }}
      />
    </QueryClientProvider>
  );
}
