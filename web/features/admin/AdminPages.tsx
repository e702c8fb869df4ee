// The back-office pages, each in the admin layout (app/ loads them through pages.ts).
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ActivityLog } from './ActivityLog';
import { AdminLayout } from './AdminLayout';
import { AdminOverview } from './AdminOverview';
import { AdminSupport } from './support/AdminSupport';
import { AdminVariables } from './variables/AdminVariables';

function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <AdminLayout>{children}</AdminLayout>;
}

export function AdminOverviewPage() {
  return (
    <AdminPage title="Ülevaade">
      <AdminOverview />
    </AdminPage>
  );
}

export function ActivityLogPage() {
  return (
    <AdminPage title="Tegevuslogi">
      <ActivityLog />
    </AdminPage>
  );
}

export function AdminVariablesPage() {
  return (
    <AdminPage title="Muutujad">
      <AdminVariables />
    </AdminPage>
  );
}

export function AdminSupportPage() {
  return (
    <AdminPage title="Tugi">
      <AdminSupport />
    </AdminPage>
  );
}
