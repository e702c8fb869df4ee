import { useCallback, useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: below 768 px lists are shown as cards. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The static copy in index.html is rendered with no screen; what it shows must not depend on one.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
