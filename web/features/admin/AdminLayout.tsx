import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminHeader } from './AdminHeader';

// Pages may wrap themselves in the layout, or the router may nest them under it (then the outlet fills it).
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Liigu sisu juurde
      </a>
      <AdminHeader />
      <main id="admin-main" className="flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children ?? <Outlet />}</div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
