import { History } from 'lucide-react';
import { ADMIN_ACTION_LABELS, ADMIN_ACTIONS } from '@domain/admin-activity';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { DateRangePicker } from '@web/components/ui/date-range-picker';
import { Select } from '@web/components/ui/input';
import type { LabelOf } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useIsMobile } from '@web/lib/use-media-query';
import { adminListQuery, useAdminListParams } from './admin-list-params';
import { AdminList, listStateOf, type AdminColumn } from './AdminList';
import { AdminPageHeader } from './AdminPageHeader';
import { activityChanges, activityLabel, activityTarget } from './activity-text';
import { useAdminActivity } from './use-admin-overview';
import type { ActivityItem } from '@domain/contract/admin';

const FILTERS = ['action', 'from', 'to'] as const;
const T = ADMIN_MESSAGES.activity;

/** The log's columns; `labelOf` names lookup values in the page's language (activityChanges). */
const columns = (labelOf: LabelOf): AdminColumn<ActivityItem>[] => [
  {
    header: ADMIN_MESSAGES.common.time,
    cell: (item) => formatDateTime(item.createdAt),
    className: 'whitespace-nowrap',
  },
  { header: T.action, cell: activityLabel, hideOnCard: true },
  { header: T.target, cell: activityTarget },
  {
    header: T.change,
    cell: (item) => {
      const lines = activityChanges(item, labelOf);
      return lines.length === 0 ? '–' : lines.map((line) => <div key={line}>{line}</div>);
    },
    className: 'max-w-md break-words',
  },
  {
    header: T.actor,
    cell: (item) => item.adminEmail ?? ADMIN_MESSAGES.common.deletedAccount,
    className: 'break-all',
  },
];

/**
 * /admin/activity: every admin write, and the users' sign-ups, sign-ins and sign-outs, new listings and
 * companies and profile changes (decision 0043), newest first, by action and by day.
 */
export function ActivityLog() {
  const view = useAdminListParams(FILTERS);
  const activity = useAdminActivity(adminListQuery(view));
  const mobile = useIsMobile();
  const labelOf = useLookupLabels();
  const data = activity.data;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={T.title} description={T.description} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:w-80">
          {T.action}
          <Select
            value={view.filters.action}
            onChange={(event) => view.setFilter('action', event.target.value)}
          >
            <option value="">{T.allActions}</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ADMIN_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        </label>
        <div className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:w-72">
          <span>{ADMIN_MESSAGES.common.period}</span>
          <DateRangePicker
            label={ADMIN_MESSAGES.common.period}
            numberOfMonths={mobile ? 1 : 2}
            value={{ from: view.filters.from || undefined, to: view.filters.to || undefined }}
            onChange={(range) => view.setFilters({ from: range.from ?? '', to: range.to ?? '' })}
          />
        </div>
      </div>
      <AdminList
        label={T.title}
        rows={data?.items}
        rowKey={(item) => item.id}
        columns={columns(labelOf)}
        cardTitle={activityLabel}
        {...listStateOf(activity, view.setPage)}
        errorTitle={MESSAGES.generic.loadError}
        empty={{ icon: History, title: T.emptyTitle, hint: T.emptyHint }}
      />
    </div>
  );
}
