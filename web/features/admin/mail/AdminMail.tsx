import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { MailCheck, RotateCw } from 'lucide-react';
import { countMessage, fillMessage } from '@domain/catalogue';
import { useEffect, useState } from 'react';
import { UNDELIVERED_MAIL_STATES, type AdminMailItem } from '@domain/contract/admin-mail';
import { formatDateTime, formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { pageCount } from '@domain/pagination';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { SegmentedControl } from '@web/components/ui/segmented';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminList, listStateOf, type AdminColumn } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminSearch } from '../AdminSearch';
import { richMessage } from '../rich-text';
import { MAIL_STATE_LABELS, MAIL_STATE_TONES, mailKindLabel } from './mail-text';
import { useAdminMail, useResendAllFailedMail, useResendMail } from './use-admin-mail';

const FILTERS = ['state'] as const;
const ALL = 'all';
const T = ADMIN_MESSAGES.mail;

const when = (value: string | null) => (value ? formatDateTime(value) : '–');

const COLUMNS: AdminColumn<AdminMailItem>[] = [
  {
    header: T.recipient,
    cell: (mail) => <span className="break-all">{mail.to}</span>,
    className: 'max-w-64',
    hideOnCard: true,
  },
  {
    header: T.subject,
    cell: (mail) => (
      <>
        <div>{mail.subject}</div>
        <div className="text-xs text-slate-600">{mailKindLabel(mail.kind)}</div>
      </>
    ),
    className: 'max-w-64 break-words',
  },
  {
    header: ADMIN_MESSAGES.common.status,
    cell: (mail) => (
      <Badge tone={MAIL_STATE_TONES[mail.state]} data-mail-state={mail.state}>
        {MAIL_STATE_LABELS[mail.state]}
      </Badge>
    ),
  },
  { header: ADMIN_MESSAGES.fields.attempts, cell: (mail) => mail.attempts, className: 'tabular-nums' },
  {
    header: T.lastError,
    cell: (mail) => mail.lastError ?? '–',
    className: 'max-w-72 break-words text-xs text-slate-700',
  },
  {
    header: MESSAGES.marketplace.fields.created,
    cell: (mail) => when(mail.createdAt),
    className: 'whitespace-nowrap',
  },
  { header: T.lastAttempt, cell: (mail) => when(mail.lastAttemptAt), className: 'whitespace-nowrap' },
];

// A value the address carries but the API does not know (an old or edited link) is "all".
const readState = (value: string) =>
  (UNDELIVERED_MAIL_STATES as readonly string[]).includes(value) ? value : '';

const failure = (title: string) => (error: Error) => {
  console.error(title, error);
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(title, { description: error instanceof ApiError ? error.message : undefined });
};

/**
 * /admin/mail: mail that could not be delivered, newest first: given up after three days of retries
 * (sent again from here), or waiting for the job queue's next attempt.
 */
export function AdminMail() {
  const view = useAdminListParams(FILTERS);
  const state = readState(view.filters.state);
  const mail = useAdminMail(adminListQuery({ ...view, filters: { state } }));
  const data = mail.data;
  const resend = useResendMail();
  const resendAll = useResendAllFailedMail();
  const [target, setTarget] = useState<AdminMailItem | null>(null);
  const [allOpen, setAllOpen] = useState(false);

  // The last message of the last page was sent again (or filtered away): show the page before it.
  const { setPage } = view;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && data.page > 1) {
      setPage(Math.max(1, pageCount(data.total, data.pageSize)));
    }
  }, [data, setPage]);

  const confirmOne = () => {
    if (!target) return;
    resend.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.mailResent);
          setTarget(null);
        },
        onError: failure(ADMIN_MESSAGES.mailResendError),
      },
    );
  };

  const confirmAll = () =>
    resendAll.mutate(undefined, {
      onSuccess: ({ count }) => {
        toast.success(count > 0 ? ADMIN_MESSAGES.mailResentAll(count) : ADMIN_MESSAGES.mailNothingToResend);
        setAllOpen(false);
      },
      onError: failure(ADMIN_MESSAGES.mailResendError),
    });

  const failed = data?.counts.failed ?? 0;
  const filtered = view.q !== '' || state !== '';

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={T.title}
        description={T.description}
        actions={
          failed > 0 && (
            <Button variant="outline" onClick={() => setAllOpen(true)}>
              <RotateCw aria-hidden="true" />
              {fillMessage(T.resendAllCount, { count: formatNumber(failed) })}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SegmentedControl
          label={ADMIN_MESSAGES.common.status}
          options={[
            { value: ALL, label: MESSAGES.generic.all },
            ...UNDELIVERED_MAIL_STATES.map((value) => ({
              value,
              label: MAIL_STATE_LABELS[value],
              count: data?.counts[value],
            })),
          ]}
          value={state || ALL}
          onChange={(next) => view.setFilter('state', next === ALL ? '' : next)}
        />
        <AdminSearch value={view.q} onSearch={view.setQuery} label={T.search} />
      </div>
      <AdminList
        label={T.title}
        rows={data?.items}
        rowKey={(item) => item.id}
        columns={COLUMNS}
        cardTitle={(item) => <span className="break-all">{item.to}</span>}
        actions={(item) =>
          item.state === 'failed' ? (
            <Button variant="outline" size="sm" onClick={() => setTarget(item)}>
              <RotateCw aria-hidden="true" />
              {T.resend}
            </Button>
          ) : null
        }
        {...listStateOf(mail, view.setPage)}
        errorTitle={ADMIN_MESSAGES.mailLoadError}
        empty={{
          icon: MailCheck,
          title: filtered ? T.noneFound : ADMIN_MESSAGES.mailNothingToResend,
          hint: filtered ? ADMIN_MESSAGES.common.changeFilterOrSearch : T.allDelivered,
        }}
      />

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={T.resendTitle}
        description={
          target &&
          richMessage(T.resendText, {
            subject: target.subject,
            to: <strong className="font-semibold break-words">{target.to}</strong>,
          })
        }
        confirmLabel={T.resend}
        pending={resend.isPending}
        onConfirm={confirmOne}
      />
      <ConfirmDialog
        open={allOpen}
        onOpenChange={(open) => !open && setAllOpen(false)}
        title={T.resendAllTitle}
        description={countMessage(T.resendAllText, failed)}
        confirmLabel={T.resendAll}
        pending={resendAll.isPending}
        onConfirm={confirmAll}
      />
    </div>
  );
}
