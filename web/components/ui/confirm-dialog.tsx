import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone from the page. */
  destructive?: boolean;
  pending?: boolean;
  /** The confirm button waits for this (e.g. the account's e-mail typed again). */
  confirmDisabled?: boolean;
  /** What the question needs besides its text: a field to type the confirmation into. */
  children?: ReactNode;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before a step that removes something. The confirm button does not close the dialog
 * by itself: the caller closes it once the action succeeded, so a failure leaves the question open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = MESSAGES.generic.cancel,
  destructive = false,
  pending = false,
  confirmDisabled = false,
  children,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{description}</AlertDialog.Description>
          {children}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              onClick={onConfirm}
              disabled={pending || confirmDisabled}
              aria-busy={pending || undefined}
              className={cn(destructive && 'bg-red-600 hover:bg-red-700 active:bg-red-800')}
            >
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
