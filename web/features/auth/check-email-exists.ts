import { checkEmailAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';

export async function checkEmailExists(email: string): Promise<boolean> {
  const answer = await apiSend('POST', '/api/check-email-exists', { email }, checkEmailAnswerSchema);
  return answer.exists;
}
