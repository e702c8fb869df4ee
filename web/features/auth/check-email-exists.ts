import { apiSend } from '@web/lib/api';

export async function checkEmailExists(email: string): Promise<boolean> {
  const answer = await apiSend<{ exists?: unknown }>('POST', '/api/check-email-exists', { email });
  return answer?.exists === true;
}
