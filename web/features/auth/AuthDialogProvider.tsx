import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthDialog } from './AuthDialog';
import { AuthDialogContext, type AuthDialogControls, type AuthDialogEntry } from './auth-dialog-context';

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

  const controls = useMemo<AuthDialogControls>(
    () => ({ isOpen: opening !== null, openAuthDialog, closeAuthDialog }),
    [opening, openAuthDialog, closeAuthDialog],
  );

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      <AuthDialog opening={opening} onClose={closeAuthDialog} />
    </AuthDialogContext.Provider>
  );
}
