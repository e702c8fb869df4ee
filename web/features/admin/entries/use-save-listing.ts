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
 * fields (PATCH /api/listings/{type}/{id}), then the status by the owner's lifecycle rules. Active
 * again is a reactivation for one of the owner's durations; expired is a pause, which takes the
 * listing out of the feeds at once and which its owner can undo.
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
      else await apiSend('POST', `${path}/pause`, {}, schema);
    },
    onSettled: refresh,
  });
}
