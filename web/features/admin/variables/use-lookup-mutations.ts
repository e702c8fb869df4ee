import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLookupItemSchema } from '@domain/contract/admin-lookups';
import { noContentSchema } from '@domain/contract/common';
import type { LookupTable } from '@domain/reference';
import { apiSend } from '@web/lib/api';
import { lookupPath, lookupsQueryKey } from './use-lookups';

// One hook per endpoint. Each refreshes the list shown here and this tab's copies of GET /api/reference
// (the wizard's and the filters' choices); other tabs hear of it through the public event.
function useRefresh(list: LookupTable) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lookupsQueryKey(list) }),
      queryClient.invalidateQueries({ queryKey: ['reference'] }),
    ]);
}

/** POST /api/admin/lookups/{list} */
export function useAddLookup(list: LookupTable) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: (name: string) => apiSend('POST', lookupPath(list), { name }, adminLookupItemSchema),
    onSettled: refresh,
  });
}

/** PATCH /api/admin/lookups/{list}/{id} */
export function useRenameLookup(list: LookupTable) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiSend('PATCH', `${lookupPath(list)}/${encodeURIComponent(id)}`, { name }, adminLookupItemSchema),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/lookups/{list}/{id} */
export function useDeleteLookup(list: LookupTable) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `${lookupPath(list)}/${encodeURIComponent(id)}`, undefined, noContentSchema),
    onSettled: refresh,
  });
}
