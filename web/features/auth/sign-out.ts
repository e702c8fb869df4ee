import { authAnswerSchema } from '@domain/contract/accounts';
import { ApiError, apiSend } from '@web/lib/api';

export async function postSignOut(): Promise<void> {
  try {
    await apiSend('POST', '/api/auth/sign-out', {}, authAnswerSchema);
  } catch (error) {
    // The session is already gone on the server, which is what signing out wants.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
