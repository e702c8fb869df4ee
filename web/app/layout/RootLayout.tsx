import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogProvider } from '@web/features/auth';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  return (
    <AuthDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Liigu sisu juurde
        </a>
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
