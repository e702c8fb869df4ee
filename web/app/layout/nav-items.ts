import { BookUser, Star, type LucideIcon } from 'lucide-react';
import { MESSAGES } from '@domain/messages';

export interface NavItem {
  to: string;
  label: string;
  // Other paths that show the same page, so the link stays highlighted there too.
  aliases?: string[];
  signedInOnly?: boolean;
  /**
   * On a desktop the item is this icon beside the settings instead of a word in the nav (the header's
   * line holds no more words in Estonian at 1366 px); the phone's menu lists it as any other.
   */
  icon?: LucideIcon;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: MESSAGES.nav.home },
  { to: '/info', label: MESSAGES.nav.info },
  { to: '/hinnad', label: MESSAGES.nav.pricing, aliases: ['/pricing'] },
  { to: '/minu-kuulutused', label: MESSAGES.nav.myListings, signedInOnly: true },
  { to: '/minu-kontaktid', label: MESSAGES.nav.myContacts, signedInOnly: true, icon: BookUser },
  { to: '/jalgitavad', label: MESSAGES.nav.watchlist, signedInOnly: true, icon: Star },
];

export const SETTINGS_PATH = '/profile-settings';
export const ADMIN_PATH = '/admin';

// The home page reads these query parameters to open the sign-in dialog.
export const SIGN_IN_PATH = '/?auth=signin';
export const SIGN_UP_PATH = '/?auth=signup';

export function navItemsFor(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.to || (item.aliases?.includes(path) ?? false);
}
