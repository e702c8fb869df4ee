import type { JobHandler } from '../../platform/jobs/worker';
import { deliverAlerts, type AlertMailSettings } from './delivery';
import { DELIVER_ALERTS_JOB, matchItem, type AlertItemType } from './matching';

const MATCH_ALERTS_JOB = 'alerts.match';

const ITEM_TYPES: readonly string[] = ['cargo', 'transport', 'company'] satisfies AlertItemType[];

/**
 * The alert jobs: alerts.match (written by the database when a listing becomes live or a company
 * joins the directory, migration 0016) and alerts.deliver (one pending per user, scheduled by
 * matching). Both are safe to run twice.
 */
export function alertJobs(settings: AlertMailSettings): Record<string, JobHandler> {
  return {
    [MATCH_ALERTS_JOB]: {
      async run(payload, { db, now }) {
        const itemType = String(payload.itemType);
        if (!ITEM_TYPES.includes(itemType)) throw new Error(`unknown alert item type ${itemType}`);
        await matchItem(db, itemType as AlertItemType, String(payload.itemId), now);
      },
    },
    [DELIVER_ALERTS_JOB]: {
      async run(payload, ctx) {
        await deliverAlerts([String(payload.userId)], ctx, settings);
      },
      async runMany(payloads, ctx) {
        await deliverAlerts(
          payloads.map((p) => String(p.userId)),
          ctx,
          settings,
        );
      },
    },
  };
}
