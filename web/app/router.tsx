import { createBrowserRouter } from 'react-router';
import { RequireAdmin, RequireAuth } from '@web/features/auth/guards';
import { DemoCheckoutPage } from '@web/features/payments/DemoCheckoutPage';
import { AppRoot } from './AppRoot';
import { RouteErrorScreen } from './ErrorScreen';
import { SIGN_IN_PATH } from './layout/nav-items';
import { RootLayout } from './layout/RootLayout';
import { AdminDashboardPage } from './pages/admin/AdminDashboardPage';
import { AdminLoginPage } from './pages/admin/AdminLoginPage';
import { DevMailboxPage } from './pages/admin/DevMailboxPage';
import { HomePage } from './pages/HomePage';
import { InfoPage } from './pages/InfoPage';
import { MyListingsPage } from './pages/MyListingsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PricingPage } from './pages/PricingPage';
import { ProfileSettingsPage } from './pages/ProfileSettingsPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'info', element: <InfoPage /> },
          { path: 'hinnad', element: <PricingPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'minu-kuulutused', element: <MyListingsPage /> },
          {
            path: 'profile-settings',
            // A dispatcher whose session ended belongs at the sign-in dialog, not the admin sign-in.
            element: (
              <RequireAuth redirectTo={SIGN_IN_PATH}>
                <ProfileSettingsPage />
              </RequireAuth>
            ),
          },
          { path: 'demo-makse/:id', element: <DemoCheckoutPage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
          { path: 'dev/mailbox', element: <DevMailboxPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The admin pages bring their own layout (header with the maintenance switch), so they sit
      // beside RootLayout rather than inside it.
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <AdminDashboardPage />
          </RequireAdmin>
        ),
      },
    ],
  },
]);
