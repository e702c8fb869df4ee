export interface NavItem {
  to: string;
  label: string;
  // Other paths that show the same page, so the link stays highlighted there too.
  aliases?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Avaleht' },
  { to: '/info', label: 'Info' },
  { to: '/hinnad', label: 'Hinnad', aliases: ['/pricing'] },
];

// The sign-in work reads these query parameters to open its dialog on the home page.
export const SIGN_IN_PATH = '/?auth=signin';
export const SIGN_UP_PATH = '/?auth=signup';

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.to || (item.aliases?.includes(path) ?? false);
}
