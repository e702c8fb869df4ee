import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ITEM_SCHEMAS } from '@domain/contract/my-listings';
import type { ListingType } from '@domain/plans';
import { apiSend } from '@web/lib/api';
import { MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';
import type { ListingBody } from './listing-resolver';

/** Everything that lists the user's own listings; a write makes it stale. */

/** POST /api/listings/{type}: publishes; the answer is the new listing as the feeds show it. */
export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: ListingType; body: ListingBody }) =>
      apiSend('POST', `/api/listings/${type}`, body, OWN_ITEM_SCHEMAS[type]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_QUERY_ROOT] }),
  });
}
