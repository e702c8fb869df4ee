import { authAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';

/** Sets the new password; the server then ends every session of that account. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiSend('POST', '/api/auth/reset-password', { newPassword, token }, authAnswerSchema);
}
