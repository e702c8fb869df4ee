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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
