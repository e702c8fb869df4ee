import { lazy, Suspense, useEffect } from 'react';
import { useCredits } from '@web/features/credits';
import { closeContactDialog, useContactDialog } from './contact-dialog-store';
import { useUnlockWithFeedback } from './use-unlock-flow';

// Loads when a panel first asks for it, not with the page.
const UnlockConfirmDialog = lazy(() =>
  import('./UnlockConfirmDialog').then((module) => ({ default: module.UnlockConfirmDialog })),
);

/**
 * The one place the confirm dialog of every contact panel on the page is shown. The buy dialog the
 * store may hold instead is the payments feature's to show (its ContactPaymentsHost).
 */
export function ContactDialogsHost() {
  const dialog = useContactDialog();
  const credits = useCredits();
  const unlock = useUnlockWithFeedback();

  // Leaving the page leaves its dialog behind.
  useEffect(() => closeContactDialog, []);

  if (dialog?.kind !== 'confirm' || !credits.data) return null;
  return (
    <Suspense fallback={null}>
      <UnlockConfirmDialog
        open
        onOpenChange={(open) => !open && closeContactDialog()}
        credits={credits.data}
        subject={dialog.subject}
        pending={unlock.isPending}
        onConfirm={() => unlock.mutate(dialog.target)}
      />
    </Suspense>
  );
}
