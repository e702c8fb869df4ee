import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myListingsPageSchema } from '@domain/contract/my-listings';
import type { ListingType } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { apiGet } from '@web/lib/api';
import { MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import type { MyListingsFilter } from './my-listings-params';

export function useMyListings(type: ListingType, filter: MyListingsFilter, page: number, pageSize: number) {
  const { status, user } = useAuth();
  const viewer = user?.id ?? null;
  return useQuery({
    queryKey: [MY_LISTINGS_QUERY_ROOT, viewer, { type, filter, page, pageSize }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ type, filter, page: String(page), pageSize: String(pageSize) });
      return apiGet(`/api/me/listings?${params.toString()}`, myListingsPageSchema, { signal });
    },
    enabled: status === 'signedIn',
    // Paging and switching filters keep the previous cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    // Listings expire on their own (the server's job); a minute is soon enough to move them to
    // "Aegunud / peatatud" without a reload. Hidden tabs do not ask.
    refetchInterval: 60_000,
  });
}
