import { lazy, Suspense } from 'react';
import { useLeaveQuestion, type LeaveKind } from '@web/lib/unsaved-changes';

// The dialog's code arrives with the first question: most visits never ask one.
const ConfirmDialog = lazy(() =>
  import('@web/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

const TEXTS: Record<LeaveKind, { title: string; description: string; confirm: string; cancel: string }> = {
  leave: {
    title: 'Salvestamata muudatused',
    description: 'Teil on salvestamata muudatusi. Kui lahkute, lähevad need kaotsi.',
    confirm: 'Lahku salvestamata',
    cancel: 'Jää lehele',
  },
  discard: {
    title: 'Kas loobuda muudatustest?',
    description: 'Sisestatud andmed on salvestamata. Kui akna sulgete, lähevad need kaotsi.',
    confirm: 'Loobu muudatustest',
    cancel: 'Jätka muutmist',
  },
};

/**
 * Asks before a navigation, or the closing of a dialog, would throw away what a form holds unsaved
 * (web/lib/unsaved-changes.ts).
 */
export function UnsavedChangesHost() {
  const question = useLeaveQuestion();
  if (!question) return null;
  const text = TEXTS[question.kind];
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && question.answer(false)}
        title={text.title}
        description={text.description}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        destructive
        onConfirm={() => question.answer(true)}
      />
    </Suspense>
  );
}
