import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { DialogContent, type DialogSize } from './dialog';

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
  /** Width from tablet up; below it the dialog spans the screen. */
  size?: DialogSize;
  className?: string;
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
  size = 'sm',
  className,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        size={size}
        // keepOpenForToasts (inside DialogContent) already keeps a toast click from closing it.
        onInteractOutside={(event) => busy && event.preventDefault()}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        className={cn('gap-5 border border-slate-200 p-5 sm:p-6', className)}
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">{footer}</div>
        )}
        {!busy && (
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={MESSAGES.ui.close}
              className="absolute top-2 right-2 text-slate-500"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          </Dialog.Close>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
