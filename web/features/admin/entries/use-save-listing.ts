import { useMutation } from '@tanstack/react-query';
import type { AdminListingItem, AdminListingStatus } from '@domain/contract/admin-entries';
import { OWN_ITEM_SCHEMAS } from '@domain/contract/my-listings';
import { apiSend } from '@web/lib/api';
import { useRefreshAfterWrite } from './refresh-after-write';

export interface ListingSave {
  item: AdminListingItem;
  body: Record<string, unknown>;
  /** Whether any field differs from the listing's: an unchanged form sends no edit. */
  changed: boolean;
  status: AdminListingStatus;
  /** The reactivation's days, from the owner's plan, when an expired listing becomes active. */
  durationDays: number;
}

/**
 * The admin's edit through the owner's own endpoints, which serve admins and log what they do: the
 * fields (PATCH /api/listings/{type}/{id}), then the status. Active again is a reactivation for one
 * of the owner's durations; expired ends the listing now as the expiry job does (the back office's
 * own POST /api/admin/listings/{type}/{id}/expire): out of the feeds at once, "Aegunud" to its owner.
 */
export function useSaveListing() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async ({ item, body, changed, status, durationDays }: ListingSave) => {
      const path = `/api/listings/${item.type}/${encodeURIComponent(item.id)}`;
      const schema = OWN_ITEM_SCHEMAS[item.type];
      if (changed) await apiSend('PATCH', path, body, schema);
      if (status === item.state) return;
      if (status === 'active') await apiSend('POST', `${path}/reactivate`, { durationDays }, schema);
      else
        await apiSend(
          'POST',
          `/api/admin/listings/${item.type}/${encodeURIComponent(item.id)}/expire`,
          {},
          schema,
        );
    },
    onSettled: refresh,
  });
}
