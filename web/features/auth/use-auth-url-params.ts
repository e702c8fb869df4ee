import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { useAuth } from './auth-context';
import { useAuthDialog, type AuthDialogEntry } from './auth-dialog-context';
import { AUTH_COPY } from './copy';

const DIALOG_VIEWS: Record<string, AuthDialogEntry> = {
  signin: 'signin',
  signup: 'signup',
  forgot: 'forgot',
};

/**
 * The sign-in parameters of any page of the public layout: `auth=signin|signup|forgot` opens the
 * dialog (the header's buttons link to the home page with it), `confirmed=1` greets a user arriving
 * from the confirmation e-mail (on the page they signed up on) and `error=…` reports a confirmation
 * link that did not work. Each is removed once handled, so a reload or a shared address does not
 * repeat it. The reset-password page reads its own `error`.
 */
// Its `error` is the reset link's, and the page handles it itself.
const RESET_PASSWORD_PATH = '/reset-password';

export function useAuthUrlParams(): void {
  const [params, setParams] = useSearchParams();
  const [pathname] = useLocation();
  const ownPage = pathname !== RESET_PASSWORD_PATH;
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  const auth = ownPage ? params.get('auth') : null;
  const confirmed = ownPage ? params.get('confirmed') : null;
  const error = ownPage ? params.get('error') : null;

  useEffect(() => {
    // Whether to greet, or to offer the sign-in, depends on who the server says is here.
    if (status === 'loading' || (auth === null && confirmed === null && error === null)) return;

    if (error !== null) {
      if (/token/i.test(error)) {
        toast.error(AUTH_COPY.confirmLinkInvalidTitle, {
          id: 'confirm-link-invalid',
          description: AUTH_COPY.confirmLinkInvalid,
        });
      } else {
        toast.error(MESSAGES.generic.error, {
          id: 'auth-url-error',
          description: MESSAGES.generic.somethingWentWrong,
        });
      }
      if (status === 'signedOut') openAuthDialog('signin');
    } else if (confirmed !== null) {
      if (status === 'signedIn') {
        toast.success(AUTH_COPY.emailConfirmedTitle, {
          id: 'email-confirmed',
          description: AUTH_COPY.emailConfirmedSignedIn,
        });
      } else {
        // Confirmed, but the session cookie did not stick (another browser, blocked cookies).
        toast.success(AUTH_COPY.emailConfirmedTitle, {
          id: 'email-confirmed',
          description: AUTH_COPY.emailConfirmedSignIn,
        });
        openAuthDialog('signin');
      }
    } else if (auth !== null) {
      const view = DIALOG_VIEWS[auth];
      // A signed-in user may still want a reset link; signing in or up again makes no sense.
      if (view && (status === 'signedOut' || view === 'forgot')) openAuthDialog(view);
    }

    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['auth', 'confirmed', 'error']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [status, auth, confirmed, error, openAuthDialog, setParams]);
}
