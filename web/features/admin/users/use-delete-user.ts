import { noContentSchema } from '@domain/contract/common';
import { apiSend } from '@web/lib/api';
import { adminUserPath, useUserMutation } from './use-user-mutation';

/** DELETE /api/admin/users/{id} */
export function useDeleteUser() {
  return useUserMutation(({ id }: { id: string }) =>
    apiSend('DELETE', adminUserPath(id), undefined, noContentSchema),
  );
}
