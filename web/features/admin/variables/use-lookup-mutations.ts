import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLookupItemSchema } from '@domain/contract/admin-lookups';
import { noContentSchema } from '@domain/contract/common';
import type { LookupLabels } from '@domain/lookup-labels';
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

// A rename rewrites every listing that carries the value, in one transaction: for the most common
// cargo type of a million listings that took about a minute on a busy two-core machine.
const RENAME_TIMEOUT_MS = 180_000;

/** PATCH /api/admin/lookups/{list}/{id} */
export function useRenameLookup(list: LookupTable) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiSend('PATCH', `${lookupPath(list)}/${encodeURIComponent(id)}`, { name }, adminLookupItemSchema, {
        timeoutMs: RENAME_TIMEOUT_MS,
      }),
    onSettled: refresh,
  });
}

/** PUT /api/admin/lookups/{list}/{id}/labels: the labels replace the stored ones (a blank one is removed). */
export function useSetLookupLabels(list: LookupTable) {
  const refresh = useRefresh(list);
  return useMutation({
    mutationFn: ({ id, labels }: { id: string; labels: LookupLabels }) =>
      apiSend(
        'PUT',
        `${lookupPath(list)}/${encodeURIComponent(id)}/labels`,
        { labels },
        adminLookupItemSchema,
      ),
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
