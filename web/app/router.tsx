import { createBrowserRouter, Outlet } from 'react-router';
import { RequireAdmin, RequireAuth } from '@web/features/auth';
import { AppRoot } from './AppRoot';
import { RouteErrorScreen } from './ErrorScreen';
import { SIGN_IN_PATH } from './layout/nav-items';
import { RootLayout } from './layout/RootLayout';

// Every page is its own chunk, loaded when its address is first opened: a visitor of the home page
// does not download the admin, settings, payment or development pages. The router loads the chunk
// before it shows the page, so a navigation keeps the current page on screen until the next is ready.
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })) },
          { path: 'info', lazy: () => import('./pages/InfoPage').then((m) => ({ Component: m.InfoPage })) },
          {
            path: 'hinnad',
            lazy: () => import('./pages/PricingPage').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: 'pricing',
            lazy: () => import('./pages/PricingPage').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: 'reset-password',
            lazy: () => import('./pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: 'minu-kuulutused',
            lazy: () => import('./pages/MyListingsPage').then((m) => ({ Component: m.MyListingsPage })),
          },
          {
            // A dispatcher whose session ended belongs at the sign-in dialog, not the admin sign-in.
            element: (
              <RequireAuth redirectTo={SIGN_IN_PATH}>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                path: 'profile-settings',
                lazy: () =>
                  import('./pages/ProfileSettingsPage').then((m) => ({ Component: m.ProfileSettingsPage })),
              },
            ],
          },
          {
            path: 'demo-makse/:id',
            lazy: () =>
              import('@web/features/payments/pages').then((m) => ({
                Component: m.DemoCheckoutPage,
              })),
          },
          {
            path: 'admin-login',
            lazy: () => import('./pages/admin/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
          },
          {
            path: 'dev/mailbox',
            lazy: () => import('./pages/admin/DevMailboxPage').then((m) => ({ Component: m.DevMailboxPage })),
          },
          {
            path: '*',
            lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      // The admin pages bring their own layout (header with the maintenance switch), so they sit
      // beside RootLayout rather than inside it.
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          {
            path: 'admin',
            lazy: () =>
              import('./pages/admin/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
          },
        ],
      },
    ],
  },
]);

/**
 * Resolves once the router has loaded the chunk of the page at the current address. Rendering
 * after that makes React's first commit the page itself, which replaces the static shell of
 * index.html in one step instead of blanking it while the chunk loads.
 */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
