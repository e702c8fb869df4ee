import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { formatDateTime } from '@domain/format';
import type { ActivityItem } from '@domain/contract/admin';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { activityChanges, activityLabel, activityTarget } from './activity-text';

/** Activity entries as a compact list: what, to what, by whom and when, with the changed values. */
export function ActivityEntries({ items }: { items: readonly ActivityItem[] }) {
  const labelOf = useLookupLabels();
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {items.map((item) => {
        const changes = activityChanges(item, labelOf);
        return (
          <li key={item.id} className="flex flex-col gap-0.5 py-2.5 text-sm" data-activity-entry>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-slate-900">{activityLabel(item)}</span>
              <time dateTime={item.createdAt} className="text-xs text-slate-500">
                {formatDateTime(item.createdAt)}
              </time>
            </div>
            <p className="break-words text-slate-700">
              {activityTarget(item)}
              <span className="text-slate-500">
                {' '}
                · {item.adminEmail ?? ADMIN_MESSAGES.common.deletedAccount}
              </span>
            </p>
            {changes.length > 0 && (
              <ul className="text-xs break-words text-slate-600">
                {changes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
