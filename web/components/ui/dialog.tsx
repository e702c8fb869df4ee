import { ArrowLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { Button } from './button';

const SIZES = {
  sm: 'md:max-w-md',
  md: 'md:max-w-lg',
  lg: 'md:max-w-2xl',
  xl: 'md:max-w-3xl',
} as const;

export type DialogSize = keyof typeof SIZES;

// Closing a toast (an error shown over the dialog) must not close the dialog and throw away what was typed.
function keepOpenForToasts(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) {
    event.preventDefault();
  }
}

interface DialogContentProps extends ComponentProps<typeof Dialog.Content> {
  size?: DialogSize;
  /**
   * Below 768 px the dialog fills the screen (a full-height sheet with its own scrolling body), for
   * forms too long for a floating card on a phone.
   */
  sheet?: boolean;
}

/** The overlay and the panel of a dialog, centred from tablet width up. */
export function DialogContent({
  size = 'md',
  sheet = false,
  className,
  children,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Dialog.Content
        onInteractOutside={(event) => {
          keepOpenForToasts(event);
          onInteractOutside?.(event);
        }}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          sheet ? 'inset-0 h-dvh' : 'inset-x-3 top-3 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-xl',
          'md:inset-auto md:top-1/2 md:left-1/2 md:h-auto md:max-h-[calc(100dvh-3rem)] md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl',
          SIZES[size],
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a back arrow before the title (the wizard's "one step back"). */
  onBack?: () => void;
  backLabel?: string;
  /** Disables the close button, e.g. while a save is under way and closing would lose its outcome. */
  closeDisabled?: boolean;
  className?: string;
  children?: ReactNode;
}

export function DialogHeader({
  title,
  description,
  onBack,
  backLabel = MESSAGES.wizard.back,
  closeDisabled,
  className,
  children,
}: DialogHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4', className)}>
      <div className="flex items-start gap-2">
        {onBack && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={backLabel}
            onClick={onBack}
            className="-ml-2 shrink-0 text-slate-700"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Button>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1 py-1.5">
          <Dialog.Title className="text-lg leading-tight font-bold text-slate-900 sm:text-xl">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={MESSAGES.ui.close}
            disabled={closeDisabled}
            className="-mr-2 shrink-0 text-slate-500"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </Dialog.Close>
      </div>
      {children}
    </div>
  );
}

/** The scrolling middle of a dialog; header and footer stay put. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5', className)} {...props} />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:gap-3 sm:px-6 sm:py-4',
        className,
      )}
      {...props}
    />
  );
}

export { Dialog };
