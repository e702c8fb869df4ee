// What app/ loads on demand from the admin feature (with import() only).
export { ActivityLogPage, AdminCreditsPage, AdminOverviewPage, AdminPricingPage } from './AdminPages';
