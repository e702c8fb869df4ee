import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingType } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { MY_LISTINGS_QUERY_ROOT } from '@web/features/listings/use-publish-listing';
import { isListingItem } from '@web/features/marketplace/live-events';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';
import { MY_FILTERS, type MyListingsFilter } from './my-listings-params';
import type { FilterCounts, MyListing, MyListingsPage } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseCounts(value: unknown): FilterCounts {
  const data = isRecord(value) ? value : {};
  const counts = {} as FilterCounts;
  for (const filter of MY_FILTERS) counts[filter] = typeof data[filter] === 'number' ? data[filter] : 0;
  return counts;
}

export function parseMyListingsPage(value: unknown, type: ListingType): MyListingsPage {
  if (!isRecord(value) || !Array.isArray(value.items) || typeof value.total !== 'number') {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error('GET /api/me/listings: not a list'),
    });
  }
  const counts = isRecord(value.counts) ? value.counts : {};
  return {
    items: value.items
      .filter((item) => isListingItem(item, type))
      .map((item) => {
        const record = item as MyListing;
        return { ...record, completedByUser: record.completedByUser ?? null };
      }),
    total: value.total,
    page: typeof value.page === 'number' ? value.page : 1,
    pageSize: typeof value.pageSize === 'number' ? value.pageSize : value.items.length,
    counts: { cargo: parseCounts(counts.cargo), transport: parseCounts(counts.transport) },
  };
}

export function useMyListings(type: ListingType, filter: MyListingsFilter, page: number, pageSize: number) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: [MY_LISTINGS_QUERY_ROOT, viewer, { type, filter, page, pageSize }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ type, filter, page: String(page), pageSize: String(pageSize) });
      return parseMyListingsPage(
        await apiGet<unknown>(`/api/me/listings?${params.toString()}`, { signal }),
        type,
      );
    },
    enabled: status === 'signedIn',
    // Paging and switching filters keep the previous cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    // Listings expire on their own (the server's job); a minute is soon enough to move them to
    // "Aegunud / peatatud" without a reload. Hidden tabs do not ask.
    refetchInterval: 60_000,
  });
}
