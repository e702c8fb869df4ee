import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Inbox } from 'lucide-react';
import { fillMessage } from '@domain/catalogue';
import type { FeedbackItem } from '@domain/contract/feedback';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackPriority,
  type FeedbackStatus,
} from '@domain/feedback';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Select } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented';
import { toast } from '@web/lib/toast';
import { adminListQuery, useAdminListParams } from '../admin-list-params';
import { AdminCards, listStateOf } from '../AdminList';
import { AdminPageHeader } from '../AdminPageHeader';
import { useLoadErrorToast } from '../use-load-error-toast';
import { AdminSearch } from '../AdminSearch';
import { useAdminFeedback } from './use-admin-feedback';
import { useSetFeedbackStatus } from './use-feedback-status';

const FILTERS = ['type', 'status'] as const;
const ALL = 'all';
const T = ADMIN_MESSAGES.support;
const C = ADMIN_MESSAGES.common;

const TYPE_OPTIONS = [
  { value: ALL, label: MESSAGES.generic.all },
  ...FEEDBACK_TYPES.map((type) => ({ value: type, label: ADMIN_MESSAGES.feedbackLabels.types[type] })),
];

const PRIORITY_TONES: Record<FeedbackPriority, BadgeTone> = { high: 'red', medium: 'orange', low: 'neutral' };
const STATUS_TONES: Record<FeedbackStatus, BadgeTone> = {
  open: 'brand',
  in_progress: 'orange',
  resolved: 'green',
  closed: 'neutral',
};

// A value the address carries but the API does not know (an old or edited link) is "all".
const known = (value: string, values: readonly string[]) => (values.includes(value) ? value : '');

/** /admin/support: feedback and support requests, newest first, by type and status, with their status. */
export function AdminSupport() {
  const view = useAdminListParams(FILTERS);
  const type = known(view.filters.type, FEEDBACK_TYPES);
  const status = known(view.filters.status, FEEDBACK_STATUSES);
  const feedback = useAdminFeedback(adminListQuery({ ...view, filters: { type, status } }));

  useLoadErrorToast(feedback, ADMIN_MESSAGES.fetchFeedbackError);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={ADMIN_MESSAGES.nav.support} description={T.description} />
      <div className="flex flex-col gap-4">
        <SegmentedControl
          label={MESSAGES.wizard.summaryType}
          options={TYPE_OPTIONS}
          value={type || ALL}
          onChange={(next) => view.setFilter('type', next === ALL ? '' : next)}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:w-64">
            <span className="shrink-0">{C.status}</span>
            <Select
              value={status}
              onChange={(event) => view.setFilter('status', event.target.value)}
              aria-label={C.status}
            >
              <option value="">{T.allStatuses}</option>
              {FEEDBACK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {ADMIN_MESSAGES.feedbackLabels.statuses[value]}
                </option>
              ))}
            </Select>
          </label>
          <AdminSearch value={view.q} onSearch={view.setQuery} label={T.search} />
        </div>
      </div>

      <AdminCards
        label={C.feedback}
        rows={feedback.data?.items}
        rowKey={(item) => item.id}
        card={(item) => <FeedbackCard item={item} />}
        placeholderClassName="h-40"
        errorTitle={ADMIN_MESSAGES.fetchFeedbackError}
        empty={{ icon: Inbox, title: T.empty, hint: C.changeFilterOrSearch }}
        {...listStateOf(feedback, view.setPage)}
      />
    </div>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const setStatus = useSetFeedbackStatus();
  const change = (status: FeedbackStatus) =>
    setStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.feedbackStatusUpdated),
        onError: (error) => {
          console.error(ADMIN_MESSAGES.feedbackStatusError, error);
          toast.error(ADMIN_MESSAGES.feedbackStatusError);
        },
      },
    );
  const shown = setStatus.isPending ? setStatus.variables.status : item.status;

  return (
    <Card className="gap-3 p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{item.subject}</h2>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge>{ADMIN_MESSAGES.feedbackLabels.types[item.type]}</Badge>
          <Badge tone={PRIORITY_TONES[item.priority]}>
            {fillMessage(T.priority, { priority: ADMIN_MESSAGES.feedbackLabels.priorities[item.priority] })}
          </Badge>
          <Badge tone={STATUS_TONES[item.status]} data-feedback-status={item.status}>
            {ADMIN_MESSAGES.feedbackLabels.statuses[item.status]}
          </Badge>
        </div>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <a
          href={`mailto:${item.email}`}
          className="min-w-0 font-medium break-all text-brand-700 hover:underline"
        >
          {item.email}
        </a>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">{item.message}</p>
      <label className="flex items-center gap-2 border-t border-slate-100 pt-3 text-sm font-medium text-slate-800">
        <span className="shrink-0">{C.status}</span>
        <Select
          value={shown}
          onChange={(event) => change(event.target.value as FeedbackStatus)}
          disabled={setStatus.isPending}
          className="sm:w-56"
          aria-label={fillMessage(C.statusName, { name: item.subject })}
        >
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ADMIN_MESSAGES.feedbackLabels.statuses[value]}
            </option>
          ))}
        </Select>
      </label>
    </Card>
  );
}
