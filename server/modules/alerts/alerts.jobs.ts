import type { JobHandler } from '../../platform/jobs/worker';
import { deliverAlerts, type AlertMailSettings } from './delivery';
import { DELIVER_ALERTS_JOB, matchItems, type AlertItemRef, type AlertItemType } from './matching';

const MATCH_ALERTS_JOB = 'alerts.match';

const ITEM_TYPES: readonly string[] = ['cargo', 'transport', 'company'] satisfies AlertItemType[];

function itemOf(payload: Record<string, unknown>): AlertItemRef {
  const itemType = String(payload.itemType);
  if (!ITEM_TYPES.includes(itemType)) throw new Error(`unknown alert item type ${itemType}`);
  return { itemType: itemType as AlertItemType, itemId: String(payload.itemId) };
}

/**
 * The alert jobs: alerts.match (written by the database when a listing becomes live or a company
 * joins the directory, migration 0016) and alerts.deliver (one pending per user, scheduled by
 * matching). Both are safe to run twice, and both take the due jobs of their kind together
 * (`runMany`): a burst of publishes is matched in one statement, its deliveries composed in one pass.
 */
export function alertJobs(settings: AlertMailSettings): Record<string, JobHandler> {
  return {
    [MATCH_ALERTS_JOB]: {
      async run(payload, { db, now }) {
        await matchItems(db, [itemOf(payload)], now);
      },
      // The listings published since the worker last looked, matched in one statement.
      async runMany(payloads, { db, now }) {
        await matchItems(db, payloads.map(itemOf), now);
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
