import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportBody } from '@domain/contract/reports';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { ReportDialog } from './ReportDialog';

const R = MESSAGES.reports;

/**
 * "Teata" beside a listing's or a directory company's details, never on one's own. A visitor is
 * asked to sign in, as the contact area asks; once sent (or found sent before) it says "Teatatud".
 */
export function ReportButton({
  target,
  isOwn,
}: {
  target: Pick<ReportBody, 'targetType' | 'targetId'>;
  isOwn: boolean;
}) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (isOwn) return null;

  const onClick = () => (status === 'signedIn' ? setOpen(true) : openAuthDialog('signin'));
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-slate-600"
        title={status === 'signedIn' ? R.reportHint : R.signInToReport}
        disabled={reported || status === 'loading'}
        onClick={onClick}
      >
        <Flag aria-hidden="true" />
        {reported ? R.reported : R.report}
      </Button>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} onReported={() => setReported(true)} />
    </>
  );
}
