import type { ReactNode } from 'react';
import { SkipLink } from '@web/components/SkipLink';
import { AuthDialogProvider, useAuthUrlParams } from '@web/features/auth';
import { Footer } from './Footer';
import { Header } from './Header';
import { ServiceBanner } from './ServiceBanner';

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <AuthDialogProvider>
      <AuthUrlParams />
      <div className="flex min-h-dvh flex-col">
        <SkipLink target="main" />
        <Header />
        <ServiceBanner />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
      </div>
    </AuthDialogProvider>
  );
}

/** Inside the dialog's provider: opens it, or greets, from the address on whichever page (use-auth-url-params.ts). */
function AuthUrlParams() {
  useAuthUrlParams();
  return null;
}
