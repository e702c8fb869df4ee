import { useSyncExternalStore } from 'react';

/**
 * A number that changes with every navigation: a link, a search-parameter change, the back
 * button, even a link to the page already shown. State remembered "at" a navigation (a menu opened
 * at key 3) is stale as soon as the key moves on, with no effect that would have to chase the URL.
 * wouter announces pushState and replaceState as events of the same name; the browser, popstate.
 */
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

let key = 0;
const listeners = new Set<() => void>();

function onNavigation() {
  key += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) for (const type of NAVIGATION_EVENTS) addEventListener(type, onNavigation);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) for (const type of NAVIGATION_EVENTS) removeEventListener(type, onNavigation);
  };
}

export function useNavigationKey(): number {
  return useSyncExternalStore(
    subscribe,
    () => key,
    () => 0,
  );
}
