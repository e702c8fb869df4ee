import { ADMIN_ACTION_LABELS } from '@domain/admin-activity';
import type { ActivityItem } from '@domain/contract/admin';

/** The action's Estonian label. */
export function activityLabel(item: Pick<ActivityItem, 'action'>): string {
  return ADMIN_ACTION_LABELS[item.action];
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'jah' : 'ei';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * What changed, one line per field, "field: old → new", from the entry's `before` and `after`
 * (server/modules/admin/activity.ts). Fields that did not change are left out.
 */
export function activityChanges(item: Pick<ActivityItem, 'details'>): string[] {
  const before = (item.details?.before ?? {}) as Record<string, unknown>;
  const after = (item.details?.after ?? {}) as Record<string, unknown>;
  return Object.keys(after)
    .filter((key) => show(before[key]) !== show(after[key]))
    .map((key) =>
      key in before ? `${key}: ${show(before[key])} → ${show(after[key])}` : `${key}: ${show(after[key])}`,
    );
}

/** The entry's subject for a person: the e-mail or name it carries, else the target's kind and short id. */
export function activityTarget(item: Pick<ActivityItem, 'details' | 'targetType' | 'targetId'>): string {
  const label = item.details?.label;
  if (typeof label === 'string' && label) return label;
  if (!item.targetType) return '';
  return item.targetId ? `${item.targetType} ${item.targetId.slice(0, 8)}` : item.targetType;
}
