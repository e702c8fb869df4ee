import { createContext, useContext } from 'react';
import type { Credentials } from './sign-in';
import type { SessionUser } from './use-session';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Signs in and answers the signed-in user (with isAdmin), so a caller can decide where to go next. */
  signIn: (credentials: Credentials) => Promise<SessionUser>;
  /**
   * Creates an account; there is no session until the e-mail is confirmed. `returnTo` is where the
   * confirmation link lands (site-relative, with `confirmed=1`).
   */
  signUp: (credentials: Credentials, returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<SessionUser | null>;
  /** Forgets the session without the "session expired" notice, for when the user ended it knowingly. */
  forgetSession: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
