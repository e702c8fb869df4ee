import { lazy, Suspense } from 'react';
import { MESSAGES } from '@domain/messages';
import { useLeaveQuestion, type LeaveKind } from '@web/lib/unsaved-changes';

// The dialog's code arrives with the first question: most visits never ask one.
const ConfirmDialog = lazy(() =>
  import('@web/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

const TEXTS: Record<LeaveKind, { title: string; description: string; confirm: string; cancel: string }> = {
  leave: {
    title: MESSAGES.unsavedChanges.leaveTitle,
    description: MESSAGES.unsavedChanges.leaveText,
    confirm: MESSAGES.unsavedChanges.leaveConfirm,
    cancel: MESSAGES.unsavedChanges.leaveCancel,
  },
  discard: {
    title: MESSAGES.unsavedChanges.discardTitle,
    description: MESSAGES.unsavedChanges.discardText,
    confirm: MESSAGES.unsavedChanges.discardConfirm,
    cancel: MESSAGES.unsavedChanges.discardCancel,
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
