import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { LanguageSync } from '@web/features/language';
import { AppRoot } from './AppRoot';
import { Providers } from './providers';
import { loadPageThenNavigate } from './route-table';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <Router aroundNav={loadPageThenNavigate}>
        <AppRoot />
      </Router>
      {/* A signed-in user's pages are in their profile's language (features/language). */}
      <LanguageSync />
    </Providers>
  );
}
