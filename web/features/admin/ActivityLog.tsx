import { History } from 'lucide-react';
import { ADMIN_ACTION_LABELS, ADMIN_ACTIONS } from '@domain/admin-activity';
import { formatDateTime } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { DateRangePicker } from '@web/components/ui/date-range-picker';
import { Select } from '@web/components/ui/input';
import { useIsMobile } from '@web/lib/use-media-query';
import { adminListQuery, useAdminListParams } from './admin-list-params';
import { AdminList, listStateOf, type AdminColumn } from './AdminList';
import { AdminPageHeader } from './AdminPageHeader';
import { activityChanges, activityLabel, activityTarget } from './activity-text';
import { useAdminActivity } from './use-admin-overview';
import type { ActivityItem } from '@domain/contract/admin';

const FILTERS = ['action', 'from', 'to'] as const;

const COLUMNS: AdminColumn<ActivityItem>[] = [
  { header: 'Aeg', cell: (item) => formatDateTime(item.createdAt), className: 'whitespace-nowrap' },
  { header: 'Tegevus', cell: activityLabel, hideOnCard: true },
  { header: 'Sihtmärk', cell: activityTarget },
  {
    header: 'Muudatus',
    cell: (item) => {
      const lines = activityChanges(item);
      return lines.length === 0 ? '–' : lines.map((line) => <div key={line}>{line}</div>);
    },
    className: 'max-w-md break-words',
  },
  { header: 'Tegija', cell: (item) => item.adminEmail ?? 'kustutatud konto', className: 'break-all' },
];

/**
 * /admin/activity: every admin write, and the users' sign-ups, sign-ins and sign-outs, new listings and
 * companies and profile changes (decision 0043), newest first, by action and by day.
 */
export function ActivityLog() {
  const view = useAdminListParams(FILTERS);
  const activity = useAdminActivity(adminListQuery(view));
  const mobile = useIsMobile();
  const data = activity.data;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Tegevuslogi"
        description="Administraatorite muudatused ning kasutajate registreerumised, sisse- ja väljalogimised, uued kuulutused ja ettevõtted ning profiilimuudatused, uuemad eespool."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:w-80">
          Tegevus
          <Select
            value={view.filters.action}
            onChange={(event) => view.setFilter('action', event.target.value)}
          >
            <option value="">Kõik tegevused</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {ADMIN_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        </label>
        <div className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:w-72">
          <span>Periood</span>
          <DateRangePicker
            label="Periood"
            numberOfMonths={mobile ? 1 : 2}
            value={{ from: view.filters.from || undefined, to: view.filters.to || undefined }}
            onChange={(range) => view.setFilters({ from: range.from ?? '', to: range.to ?? '' })}
          />
        </div>
      </div>
      <AdminList
        label="Tegevuslogi"
        rows={data?.items}
        rowKey={(item) => item.id}
        columns={COLUMNS}
        cardTitle={activityLabel}
        {...listStateOf(activity, view.setPage)}
        errorTitle={MESSAGES.generic.loadError}
        empty={{ icon: History, title: 'Selliseid tegevusi ei ole', hint: 'Muutke filtrit või perioodi.' }}
      />
    </div>
  );
}
