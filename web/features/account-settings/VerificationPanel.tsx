import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { fillMessage } from '@domain/catalogue';
import type { Company } from '@domain/contract/profile';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { canRequestVerification, mayAskForVerification, type VerificationStatus } from '@domain/verification';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { failureDescription, isSessionLost } from './server-field-error';
import { useRequestVerification } from './use-request-verification';

const V = ACCOUNT_MESSAGES.verification;

const TONES: Record<VerificationStatus, BadgeTone> = {
  unverified: 'neutral',
  pending: 'orange',
  verified: 'green',
  rejected: 'red',
};
const ICONS = { unverified: ShieldQuestion, pending: Clock, verified: BadgeCheck, rejected: ShieldAlert };

/** What the status means for the company, with the day it was asked or decided. */
function statusText(company: Company): string {
  const date = (value: string | null) => (value ? formatDate(value) : '');
  switch (company.verification) {
    case 'pending':
      return fillMessage(V.pending, { date: date(company.verificationRequestedAt) });
    case 'verified':
      return fillMessage(V.verified, { date: date(company.verificationDecidedAt) });
    case 'rejected':
      return fillMessage(V.rejected, { date: date(company.verificationDecidedAt) });
    default:
      return V.unverified;
  }
}

/**
 * The company's verification (decision 0081): its status, what it means, the admin's note on a
 * rejection, and the request. Asking reads the saved company (a name, a country and a valid registry
 * code), so the button waits for them to be saved and says why.
 */
export function VerificationPanel({ company }: { company: Company }) {
  const request = useRequestVerification();
  const status = company.verification;
  const Icon = ICONS[status];
  const askable = canRequestVerification(status);
  const ready = mayAskForVerification(company);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(V.requested),
      onError: (error) => {
        console.error('Asking for verification failed', error);
        if (isSessionLost(error)) return;
        toast.error(V.requestError, { description: failureDescription(error, MESSAGES.generic.unknown) });
      },
    });

  return (
    <div className="flex flex-col gap-3" data-verification={status}>
      <div>
        <Badge tone={TONES[status]}>
          <Icon aria-hidden="true" />
          {V.status[status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">{statusText(company)}</p>
      {company.verificationNote && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset">
          {fillMessage(V.note, { note: company.verificationNote })}
        </p>
      )}
      {askable && (
        <div className="flex flex-col items-start gap-2">
          {!ready && <p className="text-sm text-slate-600">{V.needs}</p>}
          <Button type="button" onClick={ask} disabled={!ready || request.isPending}>
            {V.request}
          </Button>
        </div>
      )}
    </div>
  );
}
