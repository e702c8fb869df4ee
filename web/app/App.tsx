import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppRoot } from './AppRoot';
import { Providers } from './providers';
import { loadPageThenNavigate } from './route-table';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <Router aroundNav={loadPageThenNavigate}>
        <AppRoot />
      </Router>
    </Providers>
  );
}
