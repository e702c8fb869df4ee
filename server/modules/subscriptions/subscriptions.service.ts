import { hasPremiumAccess, TRIAL_DAYS, trialDaysLeft } from '@domain/plans';
import type { Subscription } from '@domain/contract/subscriptions';
import { MESSAGES } from '@domain/messages';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { claimTrial, findSubscriber, type SubscriberRow } from './subscriptions.repository';

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
