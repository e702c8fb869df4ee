export interface AdminNavItem {
  to: string;
  label: string;
  // Pages still to be built stay out of the menu: a link to nowhere is worse than no link.
  available: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Ülevaade', available: true },
  { to: '/admin/users', label: 'Kasutajad', available: false },
  { to: '/admin/entries', label: 'Kuulutused', available: false },
  { to: '/admin/credits', label: 'Krediidid', available: true },
  { to: '/admin/pricing', label: 'Hinnakirjad', available: true },
  { to: '/admin/variables', label: 'Muutujad', available: false },
  { to: '/admin/support', label: 'Tugi', available: false },
];

export function visibleAdminNavItems(): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => item.available);
}

// "/admin" is the overview only; the other items also own their sub-pages.
export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/admin') return path === '/admin';
  return path === item.to || path.startsWith(`${item.to}/`);
}
