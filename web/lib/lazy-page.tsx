import { use, type ComponentType } from 'react';

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

export function lazyPage(loader: () => Promise<ComponentType>): LazyPage {
  let component: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;

  // A failed download is forgotten, so the next attempt (a retry, a reload of the route) asks again.
  const load = () =>
    (loading ??= loader().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Page() {
    const Loaded = component ?? use(load());
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
