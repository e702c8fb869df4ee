import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@domain/contract/common';
import { ownItemSchema } from '@domain/contract/my-listings';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { apiSend, type SessionNotice } from '@web/lib/api';
import { MY_LISTINGS_QUERY_ROOT } from '@web/lib/query-roots';

// The owner's actions on one listing (POST /api/listings/{type}/{id}/…, DELETE …). Each refreshes the
// user's lists; the open feeds hear the change through the live updates. A 401 is announced by the
// session layer in this page's words.

/** How Minu kuulutused words a session lost under an owner action. */
export const OWNER_SESSION_NOTICE: SessionNotice = {
  title: MESSAGES.myListings.userNotSignedIn,
  description: MESSAGES.myListings.signIn,
};
const options = { sessionNotice: OWNER_SESSION_NOTICE };

export interface ListingRef {
  type: ListingType;
  id: string;
}

function listingPath({ type, id }: ListingRef): string {
  return `/api/listings/${type}/${encodeURIComponent(id)}`;
}

function useRefreshMyListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_QUERY_ROOT] });
}

// "Dubleeri" is no call here: it opens the copy in the wizard, which publishes it (decision 0051).
export type SimpleAction = 'confirm' | 'complete' | 'pause' | 'resume';

/** POST …/confirm, …/complete, …/pause, …/resume: no body. */
export function useListingAction(action: SimpleAction) {
  const refresh = useRefreshMyListings();
  return useMutation({
    mutationFn: (ref: ListingRef) =>
      apiSend('POST', `${listingPath(ref)}/${action}`, undefined, ownItemSchema, options),
    onSettled: refresh,
  });
}

/** POST …/reactivate {durationDays}: active again with a new expiry. */
export function useReactivateListing() {
  const refresh = useRefreshMyListings();
  return useMutation({
    mutationFn: ({ durationDays, ...ref }: ListingRef & { durationDays: number }) =>
      apiSend('POST', `${listingPath(ref)}/reactivate`, { durationDays }, ownItemSchema, options),
    onSettled: refresh,
  });
}

/** DELETE …: soft delete; the listing disappears from every list. */
export function useDeleteListing() {
  const refresh = useRefreshMyListings();
  return useMutation({
    mutationFn: (ref: ListingRef) => apiSend('DELETE', listingPath(ref), undefined, noContentSchema, options),
    onSettled: refresh,
  });
}
