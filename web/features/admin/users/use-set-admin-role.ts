import { adminUserSchema } from '@domain/contract/admin-users';
import { apiSend } from '@web/lib/api';
import { adminUserPath, useUserMutation } from './use-user-mutation';

/** PUT /api/admin/users/{id}/role */
export function useSetAdminRole() {
  return useUserMutation(({ id, admin }: { id: string; admin: boolean }) =>
    apiSend('PUT', `${adminUserPath(id)}/role`, { admin }, adminUserSchema),
  );
}
