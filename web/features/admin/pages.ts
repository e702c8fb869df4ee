// What app/ loads on demand from the admin feature (with import() only).
export { ActivityLogPage, AdminOverviewPage } from './AdminPages';
export { AdminVariablesPage } from './AdminPages';
export { AdminSupportPage } from './AdminPages';
