import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ITEM_SCHEMAS } from '@domain/contract/my-listings';
import type { ListingType } from '@domain/plans';
import { apiSend, type SessionNotice } from '@web/lib/api';
import { MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import type { ListingBody } from './listing-resolver';

/** PATCH /api/listings/{type}/{id}: the edit form's save (owner or admin). */
export function useUpdateListing(sessionNotice?: SessionNotice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, body }: { type: ListingType; id: string; body: ListingBody }) =>
      apiSend('PATCH', `/api/listings/${type}/${encodeURIComponent(id)}`, body, OWN_ITEM_SCHEMAS[type], {
        sessionNotice,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_QUERY_ROOT] }),
  });
}
