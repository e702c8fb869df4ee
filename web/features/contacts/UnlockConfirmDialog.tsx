import { LoaderCircle, LockOpen } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { creditWord, type Credits } from '@web/features/credits';

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
      title="Ava kontakt?"
      description={`Selle kontakti avamine kasutab 1 krediidi Teie ${credits.available}-st.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Tühista
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Kasuta 1 krediit
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <li className="font-semibold break-words text-slate-900">{subject}</li>
        <li>
          Pärast avamist jääb sel kuul alles{' '}
          <span className="font-semibold text-slate-900">
            {left}/{credits.monthlyCredits}
          </span>{' '}
          ({creditWord(left)}).
        </li>
        <li>Avatud kontakt jääb Teile alatiseks nähtavaks.</li>
      </ul>
    </DialogFrame>
  );
}
