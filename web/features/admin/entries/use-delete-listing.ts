import { useMutation } from '@tanstack/react-query';
import type { AdminListingItem } from '@domain/contract/admin-entries';
import { noContentSchema } from '@domain/contract/common';
import { apiSend } from '@web/lib/api';
import { useRefreshAfterWrite } from './refresh-after-write';

/** DELETE /api/listings/{type}/{id} (the owner's endpoint, which serves admins): gone from the feeds at once. */
export function useDeleteListing() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (item: Pick<AdminListingItem, 'type' | 'id'>) =>
      apiSend(
        'DELETE',
        `/api/listings/${item.type}/${encodeURIComponent(item.id)}`,
        undefined,
        noContentSchema,
      ),
    onSettled: refresh,
  });
}
