// The back-office pages, each in the admin layout (app/ loads them through pages.ts).
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ActivityLog } from './ActivityLog';
import { AdminLayout } from './AdminLayout';
import { AdminOverview } from './AdminOverview';
import { AdminCredits } from './credits/AdminCredits';
import { AdminEntries } from './entries/AdminEntries';
import { AdminMail } from './mail/AdminMail';
import { AdminPricing } from './pricing/AdminPricing';
import { AdminSupport } from './support/AdminSupport';
import { AdminUsers } from './users/AdminUsers';
import { AdminVariables } from './variables/AdminVariables';

function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <AdminLayout>{children}</AdminLayout>;
}

/** One page of the back office: its title and what it shows. */
const adminPage = (title: string, Content: () => ReactNode) =>
  function Page() {
    return (
      <AdminPage title={title}>
        <Content />
      </AdminPage>
    );
  };

export const AdminOverviewPage = adminPage('Ülevaade', AdminOverview);
export const ActivityLogPage = adminPage('Tegevuslogi', ActivityLog);
export const AdminUsersPage = adminPage('Kasutajad', AdminUsers);
export const AdminEntriesPage = adminPage('Kuulutused', AdminEntries);
export const AdminCreditsPage = adminPage('Krediidid', AdminCredits);
export const AdminPricingPage = adminPage('Hinnakirjad', AdminPricing);
export const AdminVariablesPage = adminPage('Muutujad', AdminVariables);
export const AdminSupportPage = adminPage('Tugi', AdminSupport);
export const AdminMailPage = adminPage('Saatmata e-kirjad', AdminMail);
