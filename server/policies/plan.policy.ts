import { allowedDurations, allowedReactivationDurations } from '@domain/plans';
import { ALLOW, deny, type Actor, type Decision } from './decision';

/**
 * What the viewer's plan allows (docs/product-rules.md, domain/plans.ts): the durations of publishing and
 * of reactivating, and templates. Premium and an active trial are the same here.
 */

type Plan = Pick<Actor, 'hasPremium' | 'isAdmin'>;

export function publishDurations(plan: Pick<Plan, 'hasPremium'>): readonly number[] {
  return allowedDurations(plan.hasPremium);
}

/** Publishing (and the wizard's choice): 1–7 days free, up to 30 with premium. */
export function mayPublishFor(plan: Plan, days: number): Decision<'DURATION_NOT_ALLOWED'> {
  return publishDurations(plan).includes(days) ? ALLOW : deny('DURATION_NOT_ALLOWED');
}

export function reactivationDurations(plan: Pick<Plan, 'hasPremium'>): readonly number[] {
  return allowedReactivationDurations(plan.hasPremium);
}

/**
 * Reactivating: 7 days free, 14 and 30 too with premium. The plan is the listing owner's, whoever
 * reactivates it: an admin acting for a free owner gives it the free owner's durations.
 */
export function mayReactivateFor(
  ownerPlan: Pick<Plan, 'hasPremium'>,
  days: number,
): Decision<'DURATION_NOT_ALLOWED'> {
  return reactivationDurations(ownerPlan).includes(days) ? ALLOW : deny('DURATION_NOT_ALLOWED');
}

/**
 * A copy keeps the original's duration as far as the plan allows: the longest allowed one not
 * longer than the original's (7 days for a listing without one).
 */
export function duplicateDuration(plan: Pick<Plan, 'hasPremium'>, original: number | null): number {
  const allowed = publishDurations(plan);
  const wanted = original ?? 7;
  const fitting = allowed.filter((d) => d <= wanted);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...allowed);
}

/** Saved templates, and saving a listing as one: premium or trial only. */
export function mayUseTemplates(plan: Pick<Plan, 'hasPremium'>): Decision<'ACCESS_REQUIRED'> {
  return plan.hasPremium ? ALLOW : deny('ACCESS_REQUIRED');
}

/**
 * The company's data and its directory place, alert preferences and the invoice list: premium or
 * trial only (the spec's "user with access").
 */
export function mayUsePremiumFeatures(plan: Pick<Plan, 'hasPremium'>): Decision<'ACCESS_REQUIRED'> {
  return plan.hasPremium ? ALLOW : deny('ACCESS_REQUIRED');
}
