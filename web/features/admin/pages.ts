// What app/ loads on demand from the admin feature (with import() only).
export {
  ActivityLogPage,
  AdminCreditsPage,
  AdminEntriesPage,
  AdminMailPage,
  AdminOverviewPage,
  AdminPricingPage,
  AdminReportsPage,
  AdminSupportPage,
  AdminUsersPage,
  AdminVariablesPage,
  AdminVerificationsPage,
} from './AdminPages';
