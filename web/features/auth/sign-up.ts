import { authAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';
import type { Credentials } from './sign-in';

// Where the confirmation e-mail's link lands once the server has confirmed the address and signed
// the user in; the home page greets them there.
const CONFIRMED_CALLBACK_URL = '/?confirmed=1';

/** Creates the account without a session: the e-mail must be confirmed first. */
export async function postSignUp({ email, password }: Credentials): Promise<void> {
  await apiSend(
    'POST',
    '/api/auth/sign-up/email',
    {
      email,
      password,
      name: '',
      callbackURL: CONFIRMED_CALLBACK_URL,
    },
    authAnswerSchema,
  );
}
