import { createContext, useContext } from 'react';

/** The views the dialog opens with; the success views are reached from inside it. */
export type AuthDialogEntry = 'signin' | 'signup' | 'forgot';

export interface AuthDialogControls {
  isOpen: boolean;
  openAuthDialog: (view: AuthDialogEntry, options?: { email?: string }) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return controls;
}
