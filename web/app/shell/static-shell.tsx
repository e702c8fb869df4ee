import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { DEFAULT_DENSITY, DEFAULT_TAB, type ListDensity, type MarketTab } from '@domain/home-tabs';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { SkipLink } from '@web/components/SkipLink';
import { AuthContext, type AuthState } from '@web/features/auth';
import { Marketplace, ShellDensityProvider } from '@web/features/marketplace';
import { Header } from '../layout/Header';
import { HomeHero, homeListClassName } from '../pages/HomeHero';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The page's first look, rendered into index.html at build time (scripts/vite/prerender-shell.ts) so
 * the browser paints it before any script has run. It is the app's own header and home hero in the
 * state React first shows them (session and numbers still loading), so when React replaces it the
 * text stays where it was. Never imported by the app, so none of it is in the bundle.
 */
export type ShellPage = 'home' | 'other' | 'notFound';

const notInShell = () => Promise.reject(new Error('The static shell has no session'));
const LOADING: AuthState = {
  status: 'loading',
  user: null,
  isAdmin: false,
  signIn: notInShell,
  signUp: notInShell,
  signOut: notInShell,
  refresh: notInShell,
  forgetSession: () => {},
};

function StaticShell({ page, tab, density }: { page: ShellPage; tab: MarketTab; density: ListDensity }) {
  // The home page's copy shows the tab its address names (?tab=transport) in the density the
  // visitor's cookie chose: one file per tab and density, which
  // the server picks, so React's first commit neither moves nor recolours anything.
  const search = tab === DEFAULT_TAB ? '' : `tab=${tab}`;
  return (
    // Another page's shell marks no menu item: shell.html serves every page but the home page, and
    // 404.html (the header and the not-found page) every address that is no page.
    <Router ssrPath={page === 'home' ? '/' : '/*'} ssrSearch={page === 'home' ? search : ''}>
      <AuthContext.Provider value={LOADING}>
        <ShellDensityProvider density={density}>
          <QueryClientProvider client={new QueryClient()}>
            {/* RootLayout's frame, without the parts that appear only later (dialogs, footer). Marked,
              so a test can wait for the moment React has replaced it (e2e/support/app.ts). */}
            <div className="flex min-h-dvh flex-col" data-static-shell="">
              <SkipLink target="main" />
              <Header />
              <main id="main" className="flex-1">
                {page === 'home' && (
                  <>
                    <HomeHero addType={tab === 'transport' ? 'transport' : 'cargo'} />
                    {/* HomePage's list part in its loading state, so React's first commit draws the
                      same boxes in the same places. Inert: its search and tabs do nothing before the
                      scripts have run, so nobody types into a box that is about to be replaced; and
                      hidden from assistive technology, which hears the "Laadimine" status instead. */}
                    <PageContainer
                      className={homeListClassName(density)}
                      role="status"
                      aria-label={MESSAGES.generic.loading}
                    >
                      <div inert aria-hidden="true">
                        <Marketplace />
                      </div>
                    </PageContainer>
                  </>
                )}
                {page === 'notFound' && <NotFoundPage />}
              </main>
            </div>
          </QueryClientProvider>
        </ShellDensityProvider>
      </AuthContext.Provider>
    </Router>
  );
}

/**
 * Every button and list of the copy is disabled: before the scripts have run it can do nothing (the
 * menu, the sign-in, the language), and a tap on it would be lost without a sign. Disabled, it is skipped by the keyboard and
 * announced as unavailable, and a test's click waits for React's own button. It looks as React's
 * will (styles.css), so nothing changes colour at the first commit. Links stay: they work without
 * scripts.
 */
export function renderStaticShell(
  page: ShellPage,
  tab: MarketTab = DEFAULT_TAB,
  density: ListDensity = DEFAULT_DENSITY,
): string {
  return renderToStaticMarkup(<StaticShell page={page} tab={tab} density={density} />).replace(
    /<(button|select)(?![^>]*\sdisabled(?:[=\s>]))/g,
    '<$1 disabled="" data-until-app=""',
  );
}
