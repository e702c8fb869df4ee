import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ExternalLink, Inbox, MailX, RefreshCw, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import type { MailboxMessage } from '@domain/contract/dev-mailbox';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { PageContainer } from '@web/components/PageContainer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { devMailboxQuery, isMailboxUnavailable, isSafeLink, mailboxStatusLabel } from '@web/features/admin';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';

const T = ADMIN_MESSAGES.mailbox;

export function DevMailboxPage() {
  useDocumentTitle(T.title);
  const mailbox = useQuery(devMailboxQuery);
  const unavailable = mailbox.isError && isMailboxUnavailable(mailbox.error);

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.title}</h1>
          <p className="text-slate-600">{T.description}</p>
        </div>
        {!unavailable && (
          <Button variant="outline" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(mailbox.isFetching && 'animate-spin')} />
            {ADMIN_MESSAGES.common.refresh}
          </Button>
        )}
      </div>

      {mailbox.isPending ? (
        <MailboxSkeleton />
      ) : unavailable ? (
        <Notice icon={<MailX aria-hidden="true" className="size-6" />} text={T.unavailable} />
      ) : mailbox.isError && !mailbox.data ? (
        <Card role="alert" className="items-center gap-3 p-8 text-center">
          <p className="text-slate-800">{MESSAGES.generic.loadError}</p>
          <Button variant="outline" onClick={() => void mailbox.refetch()}>
            <RotateCcw aria-hidden="true" />
            {MESSAGES.generic.retry}
          </Button>
        </Card>
      ) : mailbox.data.length === 0 ? (
        <Notice icon={<Inbox aria-hidden="true" className="size-6" />} text={T.empty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={ADMIN_MESSAGES.mail.heading}>
          {mailbox.data.map((message) => (
            <li key={message.id}>
              <MailboxItem message={message} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

function MailboxItem({ message }: { message: MailboxMessage }) {
  const [open, setOpen] = useState(false);
  const panelId = `mail-${message.id}`;
  const links = message.links.filter(isSafeLink);

  return (
    <Card className="overflow-hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold break-words text-slate-900">{message.subject || T.noSubject}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="break-all">{fillMessage(T.to, { to: message.to })}</span>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            <StatusBadge status={message.status} />
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-4 border-t border-slate-200 p-4 sm:p-5">
          <MailHeaders message={message} />
          <pre className="font-sans text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
            {message.text}
          </pre>
          {links.length > 0 && (
            <div className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold text-slate-900">{T.links}</h2>
              <ul className="flex flex-col gap-1.5">
                {links.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      className="inline-flex items-start gap-1.5 text-sm text-brand-700 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                    >
                      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

/** The envelope as a mail program shows it, with the extra headers (List-Unsubscribe on alerts). */
function MailHeaders({ message }: { message: MailboxMessage }) {
  const rows: [string, string][] = [
    ['To', message.to],
    ['Subject', message.subject],
    ...Object.entries(message.headers),
  ];
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-900">{T.headers}</h2>
      <dl
        aria-label={T.headers}
        className="grid grid-cols-1 gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-700 sm:grid-cols-[max-content_1fr]"
      >
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-slate-900">{name}:</dt>
            <dd className="mb-1 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'sent' && 'bg-emerald-50 text-emerald-800',
        status === 'failed' && 'bg-red-50 text-red-800',
        status !== 'sent' && status !== 'failed' && 'bg-slate-100 text-slate-700',
      )}
    >
      {mailboxStatusLabel(status)}
    </span>
  );
}

function Notice({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Card className="items-center gap-3 p-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </span>
      <p className="text-slate-800">{text}</p>
    </Card>
  );
}

function MailboxSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{MESSAGES.generic.loading}</span>
      {[0, 1, 2].map((key) => (
        <Card key={key} className="gap-2 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}
