import { authAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';

export interface Credentials {
  email: string;
  password: string;
}

/** Sets the session cookie; the caller reads the signed-in user from GET /api/session afterwards. */
export async function postSignIn({ email, password }: Credentials): Promise<void> {
  await apiSend('POST', '/api/auth/sign-in/email', { email, password }, authAnswerSchema);
}
