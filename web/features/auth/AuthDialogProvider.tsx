import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { whenIdle } from '@web/lib/when-idle';
import { AuthDialogContext, type AuthDialogControls, type AuthDialogEntry } from './auth-dialog-context';

// The dialog and its forms (react-hook-form, the tabs) are not needed to show a page: they load
// when the browser is idle a few seconds after the first render (their evaluation is one task of
// some 60 ms on a throttled phone, which would otherwise fall among the first taps), or at the
// first opening if that comes sooner.
const loadAuthDialog = () => import('./AuthDialog');
const AUTH_DIALOG_PRELOAD_AFTER_MS = 5_000;
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

interface Opening {
  view: AuthDialogEntry;
  email: string;
  // Each opening mounts fresh forms, so nothing typed before a close comes back.
  key: number;
}

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [opening, setOpening] = useState<Opening | null>(null);

  const openAuthDialog = useCallback<AuthDialogControls['openAuthDialog']>((view, options) => {
    setOpening((current) => ({ view, email: options?.email ?? '', key: (current?.key ?? 0) + 1 }));
  }, []);
  const closeAuthDialog = useCallback(() => setOpening(null), []);
  const wanted = useOpenedOnce(opening !== null);

  useEffect(() => whenIdle(() => void loadAuthDialog(), { after: AUTH_DIALOG_PRELOAD_AFTER_MS }), []);

  const controls = useMemo<AuthDialogControls>(
    () => ({ isOpen: opening !== null, openAuthDialog, closeAuthDialog }),
    [opening, openAuthDialog, closeAuthDialog],
  );

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <AuthDialog opening={opening} onClose={closeAuthDialog} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
