import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Button } from './button';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An icon or mark shown beside the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** The actions row: stacked on a phone with the last (main) action on top, in a row from 640 px. */
  footer?: ReactNode;
  /** While something is on its way the dialog stays put: no close button, no Escape, no outside click. */
  busy?: boolean;
  className?: string;
}

// Closing a toast must not close the dialog it reports on.
function fromToast(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;
}

/** A small modal dialog: title, description, body and actions, with the product's frame and close button. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  footer,
  busy = false,
  className,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onInteractOutside={(event) => (busy || fromToast(event)) && event.preventDefault()}
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            className,
          )}
        >
          <div className="flex items-start gap-3 pr-8">
            {icon && <span className="shrink-0">{icon}</span>}
            <div className="flex min-w-0 flex-col gap-1.5">
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
          </div>
          {children}
          {footer && (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              {footer}
            </div>
          )}
          {!busy && (
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Sulge"
                className="absolute top-2 right-2 text-slate-500"
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
