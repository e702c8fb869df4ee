import { startTransition, StrictMode } from 'react';
import { sessionQuery } from '@web/features/auth';
import { takeLanguageFromAddress } from '@web/features/language';
import { publicSettingsQuery } from '@web/features/settings';
import { loadWhenOnline } from '@web/lib/load-when-online';
import { shouldReloadForNewBuild } from '@web/lib/new-build';
import { createQueryClient } from '@web/lib/query-client';
import { loadPageAt, loadPageDataAt } from './app/route-table';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();

// index.html carries a static copy of the page's first look (scripts/vite/prerender-shell.ts). React
// replaces it on its first commit, so that commit waits for what would otherwise show something
// else for a moment: the page's chunk, the public settings the app waits for behind a spinner
// (asked once here; a failure opens the app as before, and the app's own query keeps trying), and
// the data of the page's first screen (route-table.ts). The session is asked at the same moment,
// not after that first commit, so the header does not wait for two answers one after the other.
// Data that takes longer than FIRST_SCREEN_WAIT_MS arrives after the first render instead.
const FIRST_SCREEN_WAIT_MS = 2_000;
// A link's ?lang= has chosen the page's language already (the server sent the page in it); it is
// kept, and the address goes on without it (features/language).
takeLanguageFromAddress();
const address = window.location.pathname + window.location.search;
void queryClient.prefetchQuery(sessionQuery);
const firstScreen = Promise.all([
  loadPageAt(address).catch(() => undefined),
  queryClient.prefetchQuery({ ...publicSettingsQuery, retry: false }),
  Promise.race([
    loadPageDataAt(queryClient, address).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]),
]);

// The app's code runs in steps, each its own task, while those answers are on their way: this entry
// (which only asks), then React's renderer, then the app's frame, then the first calls that build
// caches (warm-up.ts). Run as one module graph it was one task of a quarter of a second on a
// throttled phone, during which the static copy on screen could not answer a tap (issue 27, item
// 31). The page's own chunk is a step of its own already (its import above).
// These are downloads after the entry's own, so they meet what a page's chunk meets (lazy-page.tsx):
// offline, a step waits for the connection; a file gone after a deploy reloads into the new build.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const download =
  <T,>(loader: () => Promise<T>) =>
  () =>
    loadWhenOnline(loader)().catch(async (error: unknown) => {
      if (await shouldReloadForNewBuild()) window.location.reload();
      throw error;
    });
const renderer = nextTask().then(download(() => import('react-dom/client')));
const app = renderer.then(nextTask).then(download(() => import('./app/App')));
const warmedUp = app
  .then(nextTask)
  .then(() => import('./app/warm-up'))
  .then(({ WARM_UP_STEPS }) =>
    WARM_UP_STEPS.reduce<Promise<unknown>>(
      (previous, step) => previous.then(nextTask).then(step),
      Promise.resolve(),
    ),
  )
  .catch(() => undefined);

void Promise.all([renderer, app, firstScreen, warmedUp]).then(([{ createRoot }, { App }]) => {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets
  // the browser answer input in between, instead of one long task of the whole page (on a phone
  // that was the most of the page's blocking time). The static shell stays on screen meanwhile,
  // so nothing shows later than before; the commit that replaces it is still one step.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
