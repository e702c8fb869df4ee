import type { ReactNode } from 'react';
import { SkipLink } from '@web/components/SkipLink';
import { AuthDialogProvider } from '@web/features/auth';
import { Footer } from './Footer';
import { Header } from './Header';
import { ServiceBanner } from './ServiceBanner';

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <AuthDialogProvider>
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
