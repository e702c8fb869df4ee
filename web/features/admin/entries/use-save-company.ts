import { useMutation } from '@tanstack/react-query';
import { adminCompanyItemSchema, type AdminCompanyBody } from '@domain/contract/admin-entries';
import { apiSend } from '@web/lib/api';
import { useRefreshAfterWrite } from './refresh-after-write';

/** PATCH /api/admin/companies/{id}: the fields sent. */
export function useSaveCompany() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCompanyBody }) =>
      apiSend('PATCH', `/api/admin/companies/${encodeURIComponent(id)}`, body, adminCompanyItemSchema),
    onSettled: refresh,
  });
}
