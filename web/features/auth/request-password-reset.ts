import { authAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';

// The reset e-mail's link passes through the server, which forwards to this page with the token.
const RESET_PASSWORD_PATH = '/reset-password';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend(
    'POST',
    '/api/auth/request-password-reset',
    { email, redirectTo: RESET_PASSWORD_PATH },
    authAnswerSchema,
  );
}
