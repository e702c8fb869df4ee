import { adminUserSchema, type AdminSubscriptionChange } from '@domain/contract/admin-users';
import { apiSend } from '@web/lib/api';
import { adminUserPath, useUserMutation } from './use-user-mutation';

/** PUT /api/admin/users/{id}/subscription */
export function useSetUserSubscription() {
  return useUserMutation(({ id, change }: { id: string; change: AdminSubscriptionChange }) =>
    apiSend('PUT', `${adminUserPath(id)}/subscription`, change, adminUserSchema),
  );
}
