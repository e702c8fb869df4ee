import type { QueryClient } from '@tanstack/react-query';
import { lastPagedPage } from '@domain/pagination';
import { sessionQuery } from '@web/features/auth';
import { statsQuery } from '@web/features/stats';
import { referenceQuery } from '@web/lib/reference-query';
import { readFilters, readPage, readPageSize, readSort, readTab } from './home-params';
import { readStoredPageSize } from './page-size-storage';
import { feedQuery } from './use-feed';

/**
 * Asks for what the home page's first screen shows (the counters, the lookup lists and, on a listing
 * tab, the page of the feed the address names, in its order, for this viewer) before its first
 * render, under the keys the page's own queries use. The first render then draws the finished page
 * in one interruptible pass; an answer arriving after it would re-render the list in one long
 * synchronous task, since an external store's update is never a transition
 * (docs/decisions/0055-first-render-waits-for-its-data.md).
 */
export async function prefetchMarketplace(queryClient: QueryClient, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const tab = readTab(params);
  const asks: Promise<unknown>[] = [
    queryClient.prefetchQuery(referenceQuery),
    queryClient.prefetchQuery(statsQuery),
  ];
  if (tab !== 'companies') {
    asks.push(
      // The feed's rows depend on who asks (contact details): its key carries the viewer.
      queryClient.ensureQueryData(sessionQuery).then((user) => {
        const pageSize = readPageSize(params) ?? readStoredPageSize(tab);
        const page = Math.min(readPage(params), lastPagedPage(pageSize));
        return queryClient.prefetchQuery(
          feedQuery(tab, readFilters(tab, params), page, pageSize, readSort(params), user?.id ?? null),
        );
      }),
    );
  }
  await Promise.allSettled(asks);
}
