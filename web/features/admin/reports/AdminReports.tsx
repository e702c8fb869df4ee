import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { EyeOff, Flag, ShieldCheck, Trash2, UserX, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { fillMessage } from '@domain/catalogue';
import {
  REPORT_MESSAGE_MAX,
  REPORT_STATUSES,
  type AdminReportGroup,
  type ReportStatus,
} from '@domain/contract/reports';
import { formatDate, formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { listingPath } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminCards, listStateOf } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { useLoadErrorToast } from '../use-load-error-toast';
import { useAdminReports, useModerate, type ModerationAction } from './use-admin-reports';

const FILTERS = ['status'] as const;
const DANGER = 'text-red-700 hover:border-red-300 hover:bg-red-50';
const T = ADMIN_MESSAGES.reports;
const C = ADMIN_MESSAGES.common;

const STATUS_OPTIONS = REPORT_STATUSES.map((value) => ({ value, label: T.statuses[value] }));

const DONE: Record<ModerationAction, string> = {
  dismiss: ADMIN_MESSAGES.reports.decided,
  hide: ADMIN_MESSAGES.reports.decided,
  delete: ADMIN_MESSAGES.reports.listingDeleted,
  suspend: ADMIN_MESSAGES.reports.suspendedDone,
  unsuspend: ADMIN_MESSAGES.reports.unsuspendedDone,
};

/**
 * /admin/reports: the moderation queue, one card per reported target (open ones by default), with
 * its reports, its owner's history and the decisions, each logged by the server.
 */
export function AdminReports() {
  const view = useAdminListParams(FILTERS);
  const status: ReportStatus = (REPORT_STATUSES as readonly string[]).includes(view.filters.status)
    ? (view.filters.status as ReportStatus)
    : 'open';
  const reports = useAdminReports(adminListQuery({ ...view, filters: { status } }));

  useLoadErrorToast(reports, T.fetchError);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={ADMIN_MESSAGES.nav.reports} description={T.description} />
      <SegmentedControl
        label={C.status}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(next) => view.setFilter('status', next === 'open' ? '' : next)}
      />
      <AdminCards
        label={T.list}
        rows={reports.data?.items}
        rowKey={(group) => `${group.targetType}:${group.targetId}`}
        card={(group) => <ReportGroupCard group={group} />}
        placeholderClassName="h-48"
        errorTitle={T.fetchError}
        empty={{ icon: Flag, title: T.empty }}
        {...listStateOf(reports, view.setPage)}
      />
    </div>
  );
}

function TargetLink({ group }: { group: AdminReportGroup }) {
  const text = group.exists ? group.label : `${group.label || group.targetId} ${T.gone}`;
  const className = 'min-w-0 font-semibold break-words text-brand-700 hover:underline';
  if (!group.exists) return <span className="min-w-0 font-semibold break-words text-slate-600">{text}</span>;
  if (group.targetType === 'company') {
    const href = `/admin/entries?${new URLSearchParams({ tab: 'companies', q: group.label }).toString()}`;
    return (
      <Link to={href} className={className}>
        {text}
      </Link>
    );
  }
  return (
    <a
      href={listingPath(group.targetType, group.targetId)}
      target="_blank"
      rel="noreferrer"
      className={className}
    >
      {text}
    </a>
  );
}

function ReportGroupCard({ group }: { group: AdminReportGroup }) {
  const moderate = useModerate();
  const [asking, setAsking] = useState<'delete' | 'suspend' | null>(null);
  // Kept when a decision fails, so it can be sent again; cleared once one is saved.
  const [note, setNote] = useState('');
  const run = (action: ModerationAction) =>
    moderate.mutate(
      { group, action, note },
      {
        onSuccess: () => {
          setAsking(null);
          if (action !== 'suspend' && action !== 'unsuspend') setNote('');
          toast.success(DONE[action]);
        },
        onError: (error) => {
          console.error(T.decideError, error);
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(T.decideError, { description: error instanceof ApiError ? error.message : undefined });
        },
      },
    );
  const busy = moderate.isPending;
  const isListing = group.targetType !== 'company';
  const owner = group.owner;

  return (
    <Card className="gap-4 p-4 sm:p-5" data-report-target={group.targetId}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h2 className="flex min-w-0 flex-wrap items-baseline gap-2 text-base">
          <Badge>{T.targetTypes[group.targetType]}</Badge>
          <TargetLink group={group} />
        </h2>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          {group.hidden && (
            <Badge tone="orange" data-hidden>
              <EyeOff aria-hidden="true" />
              {T.hidden}
            </Badge>
          )}
          {group.openReports > 0 ? (
            <Badge tone="red">{fillMessage(T.openCount, { count: group.openReports })}</Badge>
          ) : (
            group.decision && <Badge tone="green">{T.statuses[group.decision]}</Badge>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-slate-600">{T.owner}</span>
          <span className="font-medium break-all text-slate-900">{owner.email ?? owner.id}</span>
          {owner.suspended && <Badge tone="red">{T.suspended}</Badge>}
        </p>
        <p className="text-slate-600">
          {fillMessage(T.ownerHistory, {
            date: owner.createdAt ? formatDate(owner.createdAt) : '—',
            listings: owner.listings,
            reports: owner.otherReports,
          })}
        </p>
      </div>

      <ul aria-label={T.list} className="flex flex-col divide-y divide-slate-100">
        {group.reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-1 py-2.5 first:pt-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Badge tone={report.reason === 'fraud' ? 'red' : 'neutral'}>
                {MESSAGES.reports.reasons[report.reason]}
              </Badge>
              <span className="text-slate-600">
                {T.reporter}:{' '}
                <span className="font-medium break-all text-slate-800">{report.reporterEmail}</span>
              </span>
              <time dateTime={report.createdAt} className="text-slate-500">
                {formatDateTime(report.createdAt)}
              </time>
            </p>
            <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
              {report.message || <span className="text-slate-500 italic">{T.noMessage}</span>}
            </p>
          </li>
        ))}
      </ul>

      {/* A target that is gone is mailed to nobody (decision 0092), so it takes no note. */}
      {group.exists && (
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
          <FormField label={T.note} hint={T.noteHint}>
            {({ inputId, describedBy }) => (
              <Textarea
                id={inputId}
                rows={2}
                maxLength={REPORT_MESSAGE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        </div>
      )}

      <div
        className={cn(
          'flex flex-col gap-2 sm:flex-row sm:flex-wrap',
          !group.exists && 'border-t border-slate-100 pt-3',
        )}
      >
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          title={T.dismissHint}
          onClick={() => run('dismiss')}
        >
          <ShieldCheck aria-hidden="true" />
          {T.dismiss}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} title={T.hideHint} onClick={() => run('hide')}>
          <EyeOff aria-hidden="true" />
          {T.hide}
        </Button>
        {isListing && group.exists && (
          <Button
            size="sm"
            variant="outline"
            className={DANGER}
            disabled={busy}
            onClick={() => setAsking('delete')}
          >
            <Trash2 aria-hidden="true" />
            {T.deleteListing}
          </Button>
        )}
        {owner.suspended ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run('unsuspend')}>
            <UserCheck aria-hidden="true" />
            {T.unsuspend}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className={DANGER}
            disabled={busy}
            onClick={() => setAsking('suspend')}
          >
            <UserX aria-hidden="true" />
            {T.suspend}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking === 'delete'
            ? fillMessage(T.deleteConfirmTitle, { label: group.label })
            : fillMessage(T.suspendConfirmTitle, { email: owner.email ?? owner.id })
        }
        description={asking === 'delete' ? T.deleteConfirmText : T.suspendConfirmText}
        confirmLabel={asking === 'delete' ? T.deleteListing : T.suspend}
        cancelLabel={T.cancel}
        destructive
        pending={busy}
        onConfirm={() => asking && run(asking)}
      />
    </Card>
  );
}
