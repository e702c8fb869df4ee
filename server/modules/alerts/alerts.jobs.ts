import type { JobHandler } from '../../platform/jobs/worker';
import { pruneAlertMatches } from './alerts.service';
import { deliverAlerts, type AlertMailSettings } from './delivery';
import { DELIVER_ALERTS_JOB, matchItems, type AlertItemRef, type AlertItemType } from './matching';

const MATCH_ALERTS_JOB = 'alerts.match';
const PRUNE_ALERTS_JOB = 'alerts.prune';

/**
 * Items a match statement takes: with 100 000 preferences an item matches about 2 000 users, so 50
 * are about 100 000 matches, a few seconds of one transaction (bench/README.md, "Alerts at a rate").
 */
const MATCH_CHUNK = 50;

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
 * alerts.prune removes old matches every hour (alerts.service.ts, docs/decisions/0057).
 */
export function alertJobs(settings: AlertMailSettings): Record<string, JobHandler> {
  return {
    [MATCH_ALERTS_JOB]: {
      async run(payload, { db, now }) {
        await matchItems(db, [itemOf(payload)], now);
      },
      // The items published since the worker last looked, matched MATCH_CHUNK a statement: each
      // commits its matches and schedules their deliveries while the next is matched.
      async runMany(payloads, { db, now }) {
        const refs = payloads.map(itemOf);
        for (let i = 0; i < refs.length; i += MATCH_CHUNK) {
          await matchItems(db, refs.slice(i, i + MATCH_CHUNK), now);
        }
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
    [PRUNE_ALERTS_JOB]: {
      every: 3_600_000,
      async run(_payload, { db, now, log }) {
        const removed = await pruneAlertMatches(db, now);
        if (removed > 0) log.info({ removed }, 'alert matches pruned');
      },
    },
  };
}
