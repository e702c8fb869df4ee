// What app/ loads on demand from the admin feature (with import() only).
export {
  ActivityLogPage,
  AdminEntriesPage,
  AdminOverviewPage,
  AdminSupportPage,
  AdminUsersPage,
  AdminVariablesPage,
} from './AdminPages';
