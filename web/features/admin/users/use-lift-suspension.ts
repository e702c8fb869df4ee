import { suspensionSchema } from '@domain/contract/reports';
import { apiSend } from '@web/lib/api';
import { adminUserPath, useUserMutation } from './use-user-mutation';

/** PUT /api/admin/users/{id}/suspension with `false`: the account signs in again (decision 0082). */
export function useLiftSuspension() {
  return useUserMutation(({ id }: { id: string }) =>
    apiSend('PUT', `${adminUserPath(id)}/suspension`, { suspended: false }, suspensionSchema),
  );
}
