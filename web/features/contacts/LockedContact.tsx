import { Lock, RotateCw, TicketX } from 'lucide-react';
import { Link } from 'wouter';
import { countMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth, useAuthDialog } from '@web/features/auth';
import { useCredits } from '@web/features/credits';
import { cn } from '@web/lib/cn';
import { PRICING_PATH } from '@web/lib/paths';
import type { ContactTarget } from './contact-api';
import { openContactDialog } from './contact-dialog-store';
import { fillWithNodes } from './message-parts';
import { useUnlockWithFeedback } from './use-unlock-flow';

const LOCKED_CONTACT_LABEL = MESSAGES.contacts.locked;

interface LockedContactProps {
  target: ContactTarget;
  /** What is being opened, in words, for the dialogs ("Tallinn → Riga", a company name). */
  subject: string;
}

/** A listing's locked contact area: why it is locked and the way forward for this viewer. */
export function LockedContactPanel({ target, subject }: LockedContactProps) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  if (status !== 'signedIn') {
    return (
      <>
        <p className="flex items-start gap-2 text-sm font-medium text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {MESSAGES.contacts.signInToView}
        </p>
        <Button
          size="sm"
          className="self-start"
          disabled={status === 'loading'}
          onClick={() => openAuthDialog('signin')}
        >
          {MESSAGES.auth.signIn}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {MESSAGES.contacts.locked}
      </p>
      <UnlockActions target={target} subject={subject} layout="panel" />
    </>
  );
}

/** A directory company's locked contact cell: the lock, and sign-in or the way to open it. */
export function LockedContactCell({
  target,
  subject,
  compact = false,
}: LockedContactProps & { compact?: boolean }) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', compact && 'flex-col items-start')}>
      <span
        role="img"
        aria-label={LOCKED_CONTACT_LABEL}
        title={LOCKED_CONTACT_LABEL}
        className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-2.5 pl-2 text-xs font-medium text-slate-600 ring-1 ring-slate-200 ring-inset"
      >
        <Lock aria-hidden="true" className="size-3.5" />
        {MESSAGES.contacts.lockedShort}
      </span>
      {status === 'signedIn' ? (
        <UnlockActions target={target} subject={subject} layout="cell" />
      ) : (
        <Button
          variant="link"
          className="text-xs"
          onClick={() => openAuthDialog('signin')}
          disabled={status === 'loading'}
        >
          {MESSAGES.auth.signIn}
        </Button>
      )}
    </div>
  );
}

const plansLinkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function UnlockActions({ target, subject, layout }: LockedContactProps & { layout: 'panel' | 'cell' }) {
  const credits = useCredits();
  const unlock = useUnlockWithFeedback();
  const panel = layout === 'panel';
  const buy = () => openContactDialog({ kind: 'buy', target, subject });
  // An access holder opens at once (nothing is spent); a free user confirms first.
  const start = () =>
    credits.data?.unlimited ? unlock.mutate(target) : openContactDialog({ kind: 'confirm', target, subject });

  if (credits.isPending) {
    return (
      <span role="status" aria-label={MESSAGES.credits.loading} className="inline-flex">
        <Skeleton className={panel ? 'h-9 w-32' : 'h-4 w-20'} />
      </span>
    );
  }
  if (credits.isError) {
    return (
      <div className={cn('flex flex-col gap-1.5', panel ? 'text-sm' : 'text-xs')}>
        <span className="text-slate-600">{MESSAGES.credits.loadFailedShort}</span>
        <Button
          variant={panel ? 'outline' : 'link'}
          size="sm"
          className={cn('self-start', !panel && 'text-xs')}
          onClick={() => void credits.refetch()}
          disabled={credits.isFetching}
        >
          <RotateCw aria-hidden="true" className={cn(credits.isFetching && 'animate-spin')} />
          {MESSAGES.generic.retry}
        </Button>
      </div>
    );
  }

  const data = credits.data;
  const outOfCredits = !data.unlimited && data.available === 0;
  if (!panel) {
    return (
      <span className="flex flex-col items-start gap-0.5">
        {outOfCredits ? (
          <Button variant="link" className="text-xs" onClick={buy}>
            {MESSAGES.contacts.buy}
          </Button>
        ) : (
          <Button
            variant="link"
            className="flex-wrap gap-x-1 gap-y-0 text-left text-xs whitespace-normal"
            onClick={start}
            disabled={unlock.isPending}
          >
            {MESSAGES.contacts.open}
            {!data.unlimited && (
              <span className="font-normal text-slate-500">{MESSAGES.contacts.oneCredit}</span>
            )}
          </Button>
        )}
        {outOfCredits && <span className="text-xs text-red-700">{MESSAGES.contacts.creditsOut}</span>}
      </span>
    );
  }

  return (
    <>
      {outOfCredits ? (
        <div
          role="note"
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2.5 text-sm text-amber-900"
        >
          <TicketX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{MESSAGES.contacts.noCredits}.</span>{' '}
            {countMessage(MESSAGES.contacts.nextMonth, data.monthlyCredits)}
          </span>
        </div>
      ) : (
        !data.unlimited && (
          <p className="text-sm text-slate-600">
            {fillWithNodes(MESSAGES.contacts.leftThisMonth, {
              credits: (
                <span className="font-semibold text-slate-900">
                  {data.available}/{data.monthlyCredits}
                </span>
              ),
            })}
          </p>
        )
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {outOfCredits ? (
          <Button size="sm" onClick={buy}>
            {MESSAGES.contacts.buy}
          </Button>
        ) : (
          <Button size="sm" onClick={start} disabled={unlock.isPending}>
            {MESSAGES.contacts.open}
          </Button>
        )}
        {!data.unlimited && (
          <Link to={PRICING_PATH} className={cn('text-sm', plansLinkClass)}>
            {MESSAGES.generic.viewPlans}
          </Link>
        )}
      </div>
    </>
  );
}
