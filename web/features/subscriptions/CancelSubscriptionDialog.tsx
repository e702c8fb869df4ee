import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import type { useCancellation } from './use-billing';

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
      title="Tühistada tellimus?"
      description={`Tellimus tühistatakse arveldusperioodi lõpus. Premium jääb kehtima kuni ${end}, seejärel on konto tasuta.`}
      confirmLabel="Kinnita tühistamine"
      cancelLabel="Jäta tellimus alles"
      destructive
      pending={cancellation.isPending}
      onConfirm={() => cancellation.mutate(true, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
