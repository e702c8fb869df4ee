import type { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { parse } from 'regexparam';
import { matchRoute, useLocation, type AroundNavHandler } from 'wouter';
import { SITE_PAGE_LIST, type SitePageKey } from '@domain/site-pages';
import { lazyPage, type LazyPage } from '@web/lib/lazy-page';
import { confirmLeave, hasUnsavedChanges } from '@web/lib/unsaved-changes';

// Every page is its own chunk, loaded when its address is first opened: a visitor of the home page
// does not download the admin, settings, payment or development pages.
const pricingPage = lazyPage(() => import('./pages/PricingPage').then((m) => m.PricingPage));
export const notFoundPage = lazyPage(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));

// The code of each page of domain/site-pages.ts, whose list the server shares (which addresses are
// pages, robots.txt, sitemap.xml): a page added there must get its code here.
const PAGE_CODE: Record<SitePageKey, LazyPage> = {
  home: lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage)),
  info: lazyPage(() => import('./pages/InfoPage').then((m) => m.InfoPage)),
  privacy: lazyPage(() => import('./pages/PrivacyPage').then((m) => m.PrivacyPage)),
  terms: lazyPage(() => import('./pages/TermsPage').then((m) => m.TermsPage)),
  pricing: pricingPage,
  pricingEnglish: pricingPage,
  resetPassword: lazyPage(() => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  myListings: lazyPage(() => import('./pages/MyListingsPage').then((m) => m.MyListingsPage)),
  watchlist: lazyPage(() => import('./pages/WatchlistPage').then((m) => m.WatchlistPage)),
  myContacts: lazyPage(() => import('./pages/MyContactsPage').then((m) => m.MyContactsPage)),
  settings: lazyPage(() => import('@web/features/account-settings/pages').then((m) => m.SettingsPage)),
  unsubscribe: lazyPage(() => import('@web/features/account-settings/pages').then((m) => m.UnsubscribePage)),
  confirmListing: lazyPage(() => import('@web/features/my-listings/pages').then((m) => m.ConfirmListingPage)),
  demoCheckout: lazyPage(() => import('@web/features/payments/pages').then((m) => m.DemoCheckoutPage)),
  demoPortal: lazyPage(() => import('@web/features/subscriptions/pages').then((m) => m.DemoPortalPage)),
  adminLogin: lazyPage(() => import('./pages/admin/AdminLoginPage').then((m) => m.AdminLoginPage)),
  devMailbox: lazyPage(() => import('./pages/admin/DevMailboxPage').then((m) => m.DevMailboxPage)),
  adminOverview: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminOverviewPage)),
  adminActivity: lazyPage(() => import('@web/features/admin/pages').then((m) => m.ActivityLogPage)),
  adminUsers: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminUsersPage)),
  adminEntries: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminEntriesPage)),
  adminVerifications: lazyPage(() =>
    import('@web/features/admin/pages').then((m) => m.AdminVerificationsPage),
  ),
  adminVariables: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminVariablesPage)),
  adminSupport: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminSupportPage)),
  adminReports: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminReportsPage)),
  adminCredits: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminCreditsPage)),
  adminPricing: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminPricingPage)),
  adminMail: lazyPage(() => import('@web/features/admin/pages').then((m) => m.AdminMailPage)),
};

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Who may see the page; others are sent to sign in (and back afterwards). */
  access?: 'signedIn' | 'admin';
}

const routesIn = (layout: 'site' | 'admin'): readonly AppRoute[] =>
  SITE_PAGE_LIST.filter((page) => page.layout === layout).map(({ key, path, access }) => ({
    path,
    page: PAGE_CODE[key],
    access,
  }));

/** Pages inside the public layout (header, footer, sign-in dialog). */
export const SITE_ROUTES = routesIn('site');

/** The admin pages bring their own layout (header with the maintenance switch). */
export const ADMIN_ROUTES = routesIn('admin');

function pageAt(pathname: string): LazyPage {
  const route = [...ADMIN_ROUTES, ...SITE_ROUTES].find(({ path }) => matchRoute(parse, path, pathname)[0]);
  return route?.page ?? notFoundPage;
}

/** Loads the code of the page at an address (the first render waits for it, see main.tsx). */
export function loadPageAt(address: string): Promise<void> {
  return pageAt(new URL(address, window.location.href).pathname).load();
}

/**
 * What a page's first screen shows, asked before the app's first render (main.tsx) under the keys the
 * page's own queries use, so that render is the finished page. Through the page's own module, with
 * the same import as its code: none of it is in the entry chunk, and no chunk is split off for it.
 */
const PAGE_DATA: Partial<Record<SitePageKey, (queryClient: QueryClient, search: string) => Promise<void>>> = {
  home: (queryClient, search) =>
    import('./pages/HomePage').then((m) => m.prefetchFirstScreen(queryClient, search)),
};

/** Asks for the first screen's data of the page at an address (nothing for most pages). */
export function loadPageDataAt(queryClient: QueryClient, address: string): Promise<void> {
  const url = new URL(address, window.location.href);
  const page = SITE_PAGE_LIST.find(({ path }) => matchRoute(parse, path, url.pathname)[0]);
  const load = page && PAGE_DATA[page.key];
  return load ? load(queryClient, url.search) : Promise.resolve();
}

// The latest navigation wins: a slow page asked for first does not open after a later click or the
// back button has already taken the visitor elsewhere.
let latestNavigation = 0;
if (typeof window !== 'undefined') addEventListener('popstate', () => (latestNavigation += 1));

/**
 * The router's navigations load the next page's code before the address changes, so the page on
 * screen stays until the next can replace it in one step (no loading skeleton in between).
 */
export const loadPageThenNavigate: AroundNavHandler = (navigate, to, options) => {
  // A replace is the app tidying its own address (a handled query parameter); a push is the user
  // going somewhere, which must not silently drop a form's unsaved changes.
  if (!options?.replace && hasUnsavedChanges()) {
    void confirmLeave().then((leave) => leave && loadThenNavigate(navigate, to, options));
    return;
  }
  loadThenNavigate(navigate, to, options);
};

const loadThenNavigate: AroundNavHandler = (navigate, to, options) => {
  const ticket = (latestNavigation += 1);
  const page = pageAt(new URL(to, window.location.href).pathname);
  if (page.loaded) {
    navigate(to, options);
    return;
  }
  const go = () => {
    if (ticket === latestNavigation) navigate(to, options);
  };
  // A failed download navigates too: the page then shows the error screen with its reload button.
  page.load().then(go, go);
};

/**
 * Navigates and renders the new page before resolving: for a sign-out, which must leave a page that
 * needs the session before the session ends (otherwise that page would offer to sign in again).
 */
export function useNavigateAndRender(): (address: string) => Promise<void> {
  const [, navigate] = useLocation();
  return async (address) => {
    await loadPageAt(address).catch(() => undefined);
    flushSync(() => navigate(address));
  };
}
