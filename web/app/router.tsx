import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { RouteErrorScreen } from './ErrorScreen';
import { RootLayout } from './layout/RootLayout';
import { HomePage } from './pages/HomePage';
import { InfoPage } from './pages/InfoPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PricingPage } from './pages/PricingPage';
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
