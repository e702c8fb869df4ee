import { useMutation } from '@tanstack/react-query';
import { noContentSchema } from '@domain/contract/common';
import type { PasswordChangeBody } from '@domain/contract/profile';
import { apiSend } from '@web/lib/api';

/**
 * POST /api/me/password: 204 when the current password was right. The server ends the account's
 * other sessions and keeps this one, so nothing here changes for this browser.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => apiSend('POST', '/api/me/password', body, noContentSchema),
  });
}
