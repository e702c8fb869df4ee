import type { ReactNode } from 'react';
import { SkipLink } from '@web/components/SkipLink';
import { AdminHeader } from './AdminHeader';

// Each admin page wraps itself in the layout.
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink target="admin-main" />
      <AdminHeader />
      <main id="admin-main" className="flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>
      </main>
    </div>
  );
}
