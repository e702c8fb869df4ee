import { authAnswerSchema } from '@domain/contract/accounts';
import { ApiError, apiSend } from '@web/lib/api';

export type AdminSignInResult = 'admin' | 'denied';

interface SessionControls {
  /** Asks the server who is signed in now (GET /api/session). */
  refresh: () => Promise<{ isAdmin: boolean } | null>;
  signOut: () => Promise<void>;
}

// Signs in, then asks the server who that is: only its answer decides admin rights, and a failed check
// counts as "not admin" (the spec's rule). A user without the rights is signed out again at once, so the
// admin sign-in never leaves an ordinary session behind.
export async function signInAsAdmin(
  credentials: { email: string; password: string },
  session: SessionControls,
): Promise<AdminSignInResult> {
  await apiSend(
    'POST',
    '/api/auth/sign-in/email',
    {
      email: credentials.email.trim(),
      password: credentials.password,
    },
    authAnswerSchema,
  );
  let isAdmin = false;
  try {
    isAdmin = (await session.refresh())?.isAdmin === true;
  } catch (error) {
    console.error('Admin check after sign-in failed', error);
  }
  if (isAdmin) return 'admin';
  try {
    await session.signOut();
  } catch (error) {
    // The refusal stands either way; a session that outlived this call only reaches non-admin pages.
    if (!(error instanceof ApiError)) throw error;
    console.error('Sign-out after a refused admin sign-in failed', error);
  }
  return 'denied';
}
