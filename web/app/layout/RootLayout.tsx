import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@web/components/SkipLink';
import { AuthDialogProvider } from '@web/features/auth';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  return (
    <AuthDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink target="main" />
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </AuthDialogProvider>
  );
}
