import { use, useEffect, type ComponentType } from 'react';
import { loadWhenOnline } from './load-when-online';
import { shouldReloadForNewBuild } from './new-build';

/**
 * A page whose code is its own chunk. Unlike React.lazy it can be loaded before it is shown, and
 * once loaded it renders at once: the router loads the next page's chunk first and navigates after,
 * so the current page stays on screen meanwhile instead of a loading fallback flashing in between.
 * Rendered before its chunk has arrived (the back button to a page never opened), it suspends.
 */
export interface LazyPage {
  readonly Component: ComponentType;
  readonly loaded: boolean;
  load(): Promise<void>;
}

/** Shown in place of a page whose code is gone because a new build is out: reloads into that build. */
let reloading = false;
function ReloadIntoNewBuild() {
  // After the navigation, so the reload opens the page that was asked for. Once per page life: the
  // component can mount twice (a render that suspended, the router's and the page's own load), and
  // a second reload() restarts the first, a second request for the page.
  useEffect(() => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  }, []);
  return null;
}

/**
 * Offline, a failed download waits for the connection (load-when-online.ts). Online, a file that is
 * gone after a deploy reloads the tab into the new build once (new-build.ts); any other failure goes
 * to the error screen.
 */
async function downloadPage(loader: () => Promise<ComponentType>): Promise<ComponentType> {
  try {
    return await loadWhenOnline(loader)();
  } catch (error) {
    if (await shouldReloadForNewBuild()) return ReloadIntoNewBuild;
    throw error;
  }
}

export function lazyPage(loader: () => Promise<ComponentType>): LazyPage {
  let component: ComponentType | undefined;
  let attempt: Promise<ComponentType> | undefined;
  let failed = false;

  const start = (): Promise<ComponentType> => {
    failed = false;
    const current: Promise<ComponentType> = downloadPage(loader).then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        if (attempt === current) failed = true;
        throw error;
      },
    );
    attempt = current;
    return current;
  };

  // Asked for (a navigation, the error screen's "Proovi uuesti"), a page whose last download failed
  // downloads again. A render never starts a second download: it takes the failed one's error to the
  // error screen. Starting a new one on every render would ask for a missing file again and again
  // while the screen stayed blank.
  const load = () => (attempt && !failed ? attempt : start());

  function Page() {
    const Loaded = component ?? use(attempt ?? start());
    return <Loaded />;
  }

  return {
    Component: Page,
    get loaded() {
      return component !== undefined;
    },
    load: () => load().then(() => undefined),
  };
}
