// The back-office pages, each in the admin layout (app/ loads them through pages.ts).
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ActivityLog } from './ActivityLog';
import { AdminLayout } from './AdminLayout';
import { AdminOverview } from './AdminOverview';
import { AdminCredits } from './credits/AdminCredits';
import { AdminEntries } from './entries/AdminEntries';
import { AdminMail } from './mail/AdminMail';
import { AdminPricing } from './pricing/AdminPricing';
import { AdminReports } from './reports/AdminReports';
import { AdminSupport } from './support/AdminSupport';
import { AdminUsers } from './users/AdminUsers';
import { AdminVariables } from './variables/AdminVariables';
import { AdminVerifications } from './verifications/AdminVerifications';

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

const T = ADMIN_MESSAGES;

export const AdminOverviewPage = adminPage(T.nav.overview, AdminOverview);
export const ActivityLogPage = adminPage(T.activity.title, ActivityLog);
export const AdminUsersPage = adminPage(T.common.users, AdminUsers);
export const AdminEntriesPage = adminPage(T.common.listings, AdminEntries);
export const AdminCreditsPage = adminPage(T.nav.credits, AdminCredits);
export const AdminPricingPage = adminPage(T.nav.pricing, AdminPricing);
export const AdminVariablesPage = adminPage(T.nav.variables, AdminVariables);
export const AdminSupportPage = adminPage(T.nav.support, AdminSupport);
export const AdminVerificationsPage = adminPage(T.nav.verifications, AdminVerifications);
export const AdminReportsPage = adminPage(T.nav.reports, AdminReports);
export const AdminMailPage = adminPage(T.mail.title, AdminMail);
