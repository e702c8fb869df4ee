import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import type { useCancellation } from './use-billing';

const S = ACCOUNT_MESSAGES.subscription;

/** "Tühistada tellimus?": the one confirmation before a subscription ends at its period's end. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  end,
  cancellation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The period's end, as shown (dd.MM.yyyy). */
  end: string;
  cancellation: ReturnType<typeof useCancellation>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={S.cancelTitle}
      description={fillMessage(S.cancelText, { date: end })}
      confirmLabel={S.confirmCancel}
      cancelLabel={S.keep}
      destructive
      pending={cancellation.isPending}
      onConfirm={() => cancellation.mutate(true, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
