import { hasPremiumAccess, TRIAL_DAYS, trialDaysLeft } from '@domain/plans';
import type { Subscription } from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import {
  claimTrial,
  findSubscriber,
  writeAccessEnded,
  writeGrantedPremium,
  type SubscriberRow,
} from './subscriptions.repository';

const DAY_MS = 86_400_000;

/** The answer of GET /api/me/subscription for a stored row (or none: a free account that never had a trial). */
export function presentSubscription(row: SubscriberRow | undefined, now: Date): Subscription {
  const subscriptionRunning = !!row?.subscribed && !!row.subscriptionEnd && row.subscriptionEnd > now;
  const trialRunning = !!row?.isTrial && !!row.trialEnd && row.trialEnd > now;
  return {
    access: hasPremiumAccess(row, now),
    tier: subscriptionRunning ? 'premium' : 'free',
    isTrial: trialRunning,
    trialEnd: row?.trialEnd?.toISOString() ?? null,
    trialDaysLeft: trialRunning ? trialDaysLeft(row.trialEnd, now) : 0,
    trialAvailable: !row?.trialUsedAt,
    subscribed: subscriptionRunning,
    subscriptionEnd: row?.subscriptionEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscriptionRunning && row.cancelAtPeriodEnd,
    canManageBilling: !!row?.paymentCustomerId,
  };
}

/** Whether the user has premium access now (a running trial or subscription): the one question every feature asks. */
export async function hasAccessNow(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return hasPremiumAccess(await findSubscriber(db, userId), now);
}

export async function mySubscription(db: Db, viewer: Viewer, now = new Date()): Promise<Subscription> {
  return presentSubscription(await findSubscriber(db, viewer.userId), now);
}

/**
 * POST /api/subscription/trial: 7 days of access, once per account ever, no card. Refused while a
 * subscription runs (there is nothing to try) and after any earlier trial, however it ended.
 */
export async function startTrial(db: Db, viewer: Viewer, now = new Date()): Promise<Subscription> {
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const row = await claimTrial(db, { userId: viewer.userId, email: viewer.email, now, trialEnd });
  if (row) return presentSubscription(row, now);
  const current = await findSubscriber(db, viewer.userId);
  if (current?.trialUsedAt) throw conflict(MESSAGES.trial.alreadyUsed, 'TRIAL_USED');
  throw conflict(MESSAGES.trial.alreadyPremium, 'ALREADY_PREMIUM');
}

/** The provider's subscription that runs now (a paid one); null when none runs or an admin set it. */
function runningPaidSubscriptionId(row: SubscriberRow | undefined, now: Date): string | null {
  const running = !!row?.subscribed && !!row.subscriptionEnd && row.subscriptionEnd > now;
  return running ? (row.paymentSubscriptionId ?? null) : null;
}

/**
 * A user's subscription as the back office acts on it: the answer of GET /api/me/subscription, and
 * the provider's subscription that runs (to cancel it, or to refuse a grant over it).
 */
export async function subscriptionForAdmin(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ state: Subscription; paidSubscriptionId: string | null }> {
  const row = await findSubscriber(db, userId);
  return { state: presentSubscription(row, now), paidSubscriptionId: runningPaidSubscriptionId(row, now) };
}

/**
 * An admin's premium: access until `end` without a payment (DECISIONS.md, "Subscriptions and
 * billing"). The caller has made sure no paid subscription runs, and writes its activity row in `tx`.
 */
export async function grantPremiumWithoutPayment(
  tx: DbOrTx,
  user: { userId: string; email: string },
  end: Date,
  now = new Date(),
): Promise<void> {
  await writeGrantedPremium(tx, { ...user, end, now });
}

/**
 * An admin's "free" (or a deleted account): a running trial or subscription ends now. A paid one is
 * cancelled at the provider by the caller (billing.service.ts, cancelPaidSubscriptionNow).
 */
export async function endAccessNow(tx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  await writeAccessEnded(tx, userId, now);
}
