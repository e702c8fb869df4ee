import { LoaderCircle, LockOpen } from 'lucide-react';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { creditWord, type Credits } from '@web/features/credits';
import { fillWithNodes } from './message-parts';

interface UnlockConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: Credits;
  /** What is being opened, in words ("Tallinn → Riga", a company name). */
  subject: string;
  pending: boolean;
  onConfirm: () => void;
}

/** "Use 1 of your N credits?" before a free credit goes on a contact. */
export function UnlockConfirmDialog({
  open,
  onOpenChange,
  credits,
  subject,
  pending,
  onConfirm,
}: UnlockConfirmDialogProps) {
  const left = Math.max(0, credits.available - 1);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
          <LockOpen aria-hidden="true" className="size-5" />
        </span>
      }
      title={MESSAGES.contacts.confirmTitle}
      description={fillMessage(MESSAGES.contacts.confirmText, { available: credits.available })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {MESSAGES.generic.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {MESSAGES.contacts.confirmAction}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <li className="font-semibold break-words text-slate-900">{subject}</li>
        <li>
          {fillWithNodes(MESSAGES.contacts.afterOpening, {
            credits: (
              <span className="font-semibold text-slate-900">
                {left}/{credits.monthlyCredits}
              </span>
            ),
            word: creditWord(left),
          })}
        </li>
        <li>{MESSAGES.contacts.staysOpen}</li>
      </ul>
    </DialogFrame>
  );
}
