export interface AdminNavItem {
  to: string;
  label: string;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Ülevaade' },
  { to: '/admin/users', label: 'Kasutajad' },
  { to: '/admin/entries', label: 'Kuulutused' },
  { to: '/admin/credits', label: 'Krediidid' },
  { to: '/admin/pricing', label: 'Hinnakirjad' },
  { to: '/admin/variables', label: 'Muutujad' },
  { to: '/admin/support', label: 'Tugi' },
];

// "/admin" is the overview only; the other items also own their sub-pages.
export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/admin') return path === '/admin';
  return path === item.to || path.startsWith(`${item.to}/`);
}
