// The back-office pages, each in the admin layout (app/ loads them through pages.ts).
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ActivityLog } from './ActivityLog';
import { AdminLayout } from './AdminLayout';
import { AdminOverview } from './AdminOverview';
import { AdminCredits } from './credits/AdminCredits';
import { AdminPricing } from './pricing/AdminPricing';

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

export function AdminCreditsPage() {
  return (
    <AdminPage title="Krediidid">
      <AdminCredits />
    </AdminPage>
  );
}

export function AdminPricingPage() {
  return (
    <AdminPage title="Hinnakirjad">
      <AdminPricing />
    </AdminPage>
  );
}
