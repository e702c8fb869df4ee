import { lazy, Suspense, useEffect } from 'react';
import { useCredits } from '@web/features/credits/use-credits';
import { closeContactDialog, useContactDialog } from './contact-dialog-store';
import { useUnlockWithFeedback } from './use-unlock-flow';

// Both dialogs load when a panel first asks for one, not with the page.
const BuyContactDialog = lazy(() =>
  import('@web/features/payments/BuyContactDialog').then((module) => ({ default: module.BuyContactDialog })),
);
const UnlockConfirmDialog = lazy(() =>
  import('./UnlockConfirmDialog').then((module) => ({ default: module.UnlockConfirmDialog })),
);

/** The one place the confirm and buy dialogs of every contact panel on the page are shown. */
export function ContactDialogsHost() {
  const dialog = useContactDialog();
  const credits = useCredits();
  const unlock = useUnlockWithFeedback();

  // Leaving the page leaves its dialog behind.
  useEffect(() => closeContactDialog, []);

  if (!dialog) return null;
  const onOpenChange = (open: boolean) => !open && closeContactDialog();
  if (dialog.kind === 'buy') {
    return (
      <Suspense fallback={null}>
        <BuyContactDialog
          key={`${dialog.target.type}-${dialog.target.id}`}
          open
          onOpenChange={onOpenChange}
          target={dialog.target}
          subject={dialog.subject}
        />
      </Suspense>
    );
  }
  if (!credits.data) return null;
  return (
    <Suspense fallback={null}>
      <UnlockConfirmDialog
        open
        onOpenChange={onOpenChange}
        credits={credits.data}
        subject={dialog.subject}
        pending={unlock.isPending}
        onConfirm={() => unlock.mutate(dialog.target)}
      />
    </Suspense>
  );
}
