import { noContentSchema } from '@domain/contract/common';
import { apiSend } from '@web/lib/api';

/** DELETE /api/me with the account's e-mail typed again (decision 0042). */
export async function deleteOwnAccount(email: string): Promise<void> {
  await apiSend('DELETE', '/api/me', { email }, noContentSchema);
}
