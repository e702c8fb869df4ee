import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { ApiError, onUnauthorized, type SessionNotice, type UnauthorizedEvent } from '@web/lib/api';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import { postSignIn } from './sign-in';
import { postSignOut } from './sign-out';
import { postSignUp } from './sign-up';
import { fetchSessionUser, SESSION_QUERY_KEY, useSessionQuery, type SessionUser } from './use-session';

// Data anyone may see survives a change of user; everything else may belong to the previous one.
const PUBLIC_QUERY_ROOTS = new Set<unknown>(['settings', 'reference']);

function isUserData(query: Query): boolean {
  const root = query.queryKey[0];
  return root !== SESSION_QUERY_KEY[0] && !PUBLIC_QUERY_ROOTS.has(root);
}

function clearUserData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: isUserData });
  queryClient.removeQueries({ predicate: (query) => isUserData(query) && !query.isActive() });
  // Queries on screen are reset rather than removed, so their components show the empty state at once
  // and fetch again as whoever is (not) signed in now.
  void queryClient.resetQueries({ predicate: (query) => isUserData(query) && query.isActive() });
  queryClient.getMutationCache().clear();
}

// 401s from the sign-in endpoints mean wrong credentials or a bad link, not a lost session; /api/session
// is the session check itself and answers through its query.
function revealsLostSession({ path }: UnauthorizedEvent): boolean {
  return !path.startsWith('/api/auth/') && path !== '/api/session';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionQuery();

  const user = session.data ?? null;
  // A first check that failed outright (server unreachable) leaves the visitor signed out rather than
  // stuck behind skeletons; the interval check corrects it once the server answers.
  const status: AuthStatus = session.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';

  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);
  const previousUserRef = useRef<SessionUser | null>(null);
  const quietEndRef = useRef(false);
  const noticeRef = useRef<SessionNotice | undefined>(undefined);

  useEffect(() => {
    const previous = previousUserRef.current;
    previousUserRef.current = user;
    if (previous && !user) {
      clearUserData(queryClient);
      const notice = noticeRef.current;
      noticeRef.current = undefined;
      if (quietEndRef.current) {
        quietEndRef.current = false;
        return;
      }
      // The client believed it was signed in and the server no longer agrees: expired, or revoked
      // (a password reset elsewhere ends every session). The request that found out may have its own
      // words for it (Minu kuulutused: "Kasutaja pole sisse logitud").
      toast.error(notice?.title ?? MESSAGES.auth.sessionExpired, {
        description: notice?.description ?? MESSAGES.auth.signInAgain,
      });
    } else if (previous && user && previous.id !== user.id) {
      clearUserData(queryClient);
    }
  }, [user, queryClient]);

  const endSession = useCallback(
    (quiet: boolean, notice?: SessionNotice) => {
      if (queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY)) {
        quietEndRef.current = quiet;
        noticeRef.current = notice;
      }
      void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, null);
    },
    [queryClient],
  );

  useEffect(
    () =>
      onUnauthorized((event) => {
        if (!revealsLostSession(event)) return;
        if (statusRef.current === 'signedIn') endSession(false, event.notice);
        // Sent with no session at all (from a form left open after it ended): the request still gets
        // its answer, in its own words; the general notice was given when the session ended.
        else if (event.notice) toast.error(event.notice.title, { description: event.notice.description });
      }),
    [endSession],
  );

  const refresh = useCallback(async () => {
    // A check already under way may have started before the cookie changed; its answer would be stale.
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    return queryClient.fetchQuery({
      queryKey: SESSION_QUERY_KEY,
      queryFn: ({ signal }) => fetchSessionUser(signal),
      staleTime: 0,
      retry: false,
    });
  }, [queryClient]);

  const signIn = useCallback(
    async (credentials: Parameters<AuthState['signIn']>[0]) => {
      await postSignIn(credentials);
      const signedIn = await refresh();
      // The cookie was set but did not come back (blocked cookies): better say so than pretend.
      if (!signedIn) throw new ApiError(0, 'SESSION_NOT_STORED', MESSAGES.generic.somethingWentWrong);
      return signedIn;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    await postSignOut();
    endSession(true);
  }, [endSession]);

  const forgetSession = useCallback(() => endSession(true), [endSession]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      isAdmin: user?.isAdmin ?? false,
      signIn,
      signUp: postSignUp,
      signOut,
      refresh,
      forgetSession,
    }),
    [status, user, signIn, signOut, refresh, forgetSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
