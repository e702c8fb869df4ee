import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { ArrowRight, MailCheck, MailWarning } from 'lucide-react';
import { Link } from 'wouter';
import type { UndeliveredMailCounts } from '@domain/contract/admin';
import { cn } from '@web/lib/cn';
import { undeliveredSummary } from './mail-text';

/**
 * The dashboard's mail figure: a quiet line while everything is delivered, a warning while mail
 * is undelivered (given up, or waiting for a retry), with the way to /admin/mail either way.
 */
export function UndeliveredMailNotice({ counts }: { counts: UndeliveredMailCounts }) {
  const warn = counts.failed > 0 || counts.retrying > 0;
  const Icon = warn ? MailWarning : MailCheck;
  return (
    <section
      aria-labelledby="undelivered-mail-title"
      data-warning={warn || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        warn ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0', warn ? 'text-amber-700' : 'text-green-700')}
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2
            id="undelivered-mail-title"
            className={cn('font-semibold', warn ? 'text-amber-900' : 'text-slate-900')}
          >
            {ADMIN_MESSAGES.mail.heading}
          </h2>
          <p className={cn('text-sm', warn ? 'font-medium text-amber-900' : 'text-slate-600')}>
            {undeliveredSummary(counts)}
          </p>
        </div>
      </div>
      <Link
        href="/admin/mail"
        className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        {warn ? ADMIN_MESSAGES.mail.viewUnsent : ADMIN_MESSAGES.common.open}{' '}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
