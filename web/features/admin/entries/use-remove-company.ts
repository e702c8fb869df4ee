import { useMutation } from '@tanstack/react-query';
import { noContentSchema } from '@domain/contract/common';
import { apiSend } from '@web/lib/api';
import { useRefreshAfterWrite } from './refresh-after-write';

/** DELETE /api/admin/companies/{id}: out of the directory; the profile stays. */
export function useRemoveCompany() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/admin/companies/${encodeURIComponent(id)}`, undefined, noContentSchema),
    onSettled: refresh,
  });
}
