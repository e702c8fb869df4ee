import { authAnswerSchema } from '@domain/contract/accounts';
import { apiSend } from '@web/lib/api';
import type { Credentials } from './sign-in';

// The address parameters of the sign-in dialog itself: never part of where to come back to.
const DIALOG_PARAMS = ['auth', 'confirmed', 'error'];

/**
 * Where the confirmation e-mail's link lands once the server has confirmed the address and signed
 * the user in: the page the account was created on (the plans, say), which greets them
 * (`confirmed=1`, useAuthUrlParams). The server accepts only an address on this site.
 */
export function confirmedCallbackFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  params.set('confirmed', '1');
  return `${pathname}?${params.toString()}`;
}

/** Creates the account without a session: the e-mail must be confirmed first. */
export async function postSignUp(
  { email, password }: Credentials,
  returnTo = '/?confirmed=1',
): Promise<void> {
  await apiSend(
    'POST',
    '/api/auth/sign-up/email',
    // Only the sign-up form calls this, and only once its consent box is ticked (auth-schemas.ts).
    { email, password, name: '', callbackURL: returnTo, acceptTerms: true },
    authAnswerSchema,
  );
}
