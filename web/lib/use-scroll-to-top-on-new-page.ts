import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// Whether the address last changed through the back or forward button. wouter announces its own
// history changes as events named after the History API's methods.
let lastChangeFromHistory = false;
if (typeof window !== 'undefined') {
  addEventListener('popstate', () => (lastChangeFromHistory = true));
  for (const type of ['pushState', 'replaceState'])
    addEventListener(type, () => (lastChangeFromHistory = false));
}

/**
 * A new page starts at the top; the back and forward buttons leave the scroll to the browser, which
 * restores where the visitor was. A change of the query alone (filters, tabs, paging) keeps the scroll.
 */
export function useScrollToTopOnNewPage(): void {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!lastChangeFromHistory) window.scrollTo(0, 0);
  }, [pathname]);
}
