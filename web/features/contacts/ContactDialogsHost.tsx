import { useEffect } from 'react';
import { useCredits } from '@web/features/credits/use-credits';
import { BuyContactDialog } from '@web/features/payments/BuyContactDialog';
import { closeContactDialog, useContactDialog } from './contact-dialog-store';
import { UnlockConfirmDialog } from './UnlockConfirmDialog';
import { useUnlockWithFeedback } from './use-unlock-flow';

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
      <BuyContactDialog
        key={`${dialog.target.type}-${dialog.target.id}`}
        open
        onOpenChange={onOpenChange}
        target={dialog.target}
        subject={dialog.subject}
      />
    );
  }
  if (!credits.data) return null;
  return (
    <UnlockConfirmDialog
      open
      onOpenChange={onOpenChange}
      credits={credits.data}
      subject={dialog.subject}
      pending={unlock.isPending}
      onConfirm={() => unlock.mutate(dialog.target)}
    />
  );
}
