import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton, RequireAdmin, RequireAuth } from '@web/features/auth';
import { useScrollToTopOnNewPage } from '@web/lib/use-scroll-to-top-on-new-page';
import { RootLayout } from './layout/RootLayout';
import { ADMIN_ROUTES, notFoundPage, SITE_ROUTES, type AppRoute } from './route-table';

function PageSlot({ route }: { route: AppRoute }) {
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <route.page.Component />
    </Suspense>
  );
  if (route.access === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
  // A dispatcher whose session ended signs in where they are, not at the admin sign-in.
  if (route.access === 'signedIn') return <RequireAuth>{page}</RequireAuth>;
  return page;
}

export function AppRoutes() {
  useScrollToTopOnNewPage();
  return (
    <Switch>
      {ADMIN_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <PageSlot route={route} />
        </Route>
      ))}
      <Route>
        <RootLayout>
          <Switch>
            {SITE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <PageSlot route={route} />
              </Route>
            ))}
            <Route>
              <PageSlot route={{ path: '*', page: notFoundPage }} />
            </Route>
          </Switch>
        </RootLayout>
      </Route>
    </Switch>
  );
}
