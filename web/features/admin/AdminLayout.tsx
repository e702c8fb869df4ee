import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@web/components/SkipLink';
import { AdminHeader } from './AdminHeader';

// Pages may wrap themselves in the layout, or the router may nest them under it (then the outlet fills it).
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink target="admin-main" />
      <AdminHeader />
      <main id="admin-main" className="flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children ?? <Outlet />}</div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
