import { ADMIN_MESSAGES } from '@domain/admin-messages';

export interface AdminNavItem {
  to: string;
  label: string;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: ADMIN_MESSAGES.nav.overview },
  { to: '/admin/users', label: ADMIN_MESSAGES.common.users },
  { to: '/admin/entries', label: ADMIN_MESSAGES.common.listings },
  { to: '/admin/verifications', label: ADMIN_MESSAGES.nav.verifications },
  { to: '/admin/reports', label: ADMIN_MESSAGES.nav.reports },
  { to: '/admin/credits', label: ADMIN_MESSAGES.nav.credits },
  { to: '/admin/pricing', label: ADMIN_MESSAGES.nav.pricing },
  { to: '/admin/variables', label: ADMIN_MESSAGES.nav.variables },
  { to: '/admin/support', label: ADMIN_MESSAGES.nav.support },
];

// "/admin" is the overview only; the other items also own their sub-pages.
export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/admin') return path === '/admin';
  return path === item.to || path.startsWith(`${item.to}/`);
}
