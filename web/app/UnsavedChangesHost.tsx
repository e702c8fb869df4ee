import { lazy, Suspense } from 'react';
import { useLeaveQuestion } from '@web/lib/unsaved-changes';

// The dialog's code arrives with the first question: most visits never ask one.
const ConfirmDialog = lazy(() =>
  import('@web/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Asks before a navigation would throw away what a form holds unsaved (web/lib/unsaved-changes.ts). */
export function UnsavedChangesHost() {
  const question = useLeaveQuestion();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && question.answer(false)}
        title="Salvestamata muudatused"
        description="Sul on salvestamata muudatusi. Kui lahkud, lähevad need kaotsi."
        confirmLabel="Lahku salvestamata"
        cancelLabel="Jää lehele"
        destructive
        onConfirm={() => question.answer(true)}
      />
    </Suspense>
  );
}
