import { tallinnDateKey } from '@domain/format';
import { pastDatesCleared } from '@domain/listing-input';
import type { OwnerAction } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { badRequest } from '../../platform/errors';
import { signedToken, verifySignedToken } from '../../platform/auth/signed-token';
import { listingExpiresAt, type ListingType } from '@domain/plans';
import type { Db, Tx } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import type { Actor } from '../../policies/decision';
import { mayDoListingAction, mayExpireListing } from '../../policies/listing.policy';
import { duplicateDuration, mayReactivateFor } from '../../policies/plan.policy';
import { hasAccessNow } from '../subscriptions/subscriptions.service';
import { logListingWrite } from './listing-activity';
import type { CargoRow, TransportRow } from './listings.repository';
import {
  actionDenied,
  actorOf,
  durationNotAllowed,
  fieldsOf,
  lifecycleOnPublish,
  LISTING_NOT_FOUND,
  ownedListing,
  presentOwn,
} from './listing-owner';
import {
  changeLifecycle,
  findListing,
  insertCargo,
  insertTransport,
  type LifecycleGuard,
  type LifecycleSet,
  type ListingRow,
} from './listing-writes.repository';
import type { ConfirmedListing, OwnItem } from '@domain/contract/my-listings';

/**
 * The owner's lifecycle actions (docs/product-rules.md, Listings): delete, complete, reactivate, pause,
 * resume, duplicate. Each state change is one conditional UPDATE, so it applies at most once.
 */

const L = MESSAGES.listings;

/**
 * Soft delete: the row stays for admins (docs/product-rules.md); users never see it again. An admin
 * deleting someone else's listing is logged in the same transaction.
 */
export async function deleteListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  await db.transaction((tx) => deleteListingIn(tx, viewer, type, id, now));
}

/** deleteListing inside a transaction of the caller's (a moderator's decision to delete, decision 0092). */
export async function deleteListingIn(tx: Tx, viewer: Viewer, type: ListingType, id: string, now: Date) {
  const current = await ownedListing(tx, viewer, type, id);
  const decision = mayDoListingAction(await actorOf(tx, viewer, now), current, 'delete', now);
  if (!decision.allowed) throw actionDenied(decision.reason, '');
  const row = await changeLifecycle(tx, type, id, 'any', { deletedAt: now, updatedAt: now }, now);
  if (!row) throw LISTING_NOT_FOUND();
  await logListingWrite(tx, viewer, 'listing_deleted', type, current, row);
}

/**
 * Applies a lifecycle change the policy allows for the listing as it is (listing.policy.ts), then
 * once more in the UPDATE itself (`when`, the same state in SQL), so a change made meanwhile by
 * another tab is not undone. A listing not (or no longer) in that state is a 409 with `conflict`,
 * a vanished one a 404. An admin's change of someone else's listing is logged in its transaction.
 */
async function transition(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  change: {
    action: OwnerAction | 'expire';
    when: LifecycleGuard;
    /** The columns to set, or a function of the listing as it is (locked) that answers them. */
    set: LifecycleSet | ((current: ListingRow) => LifecycleSet);
    conflict: string;
    /** Runs in the change's transaction: its queries go through `tx`. */
    before?: (actor: Actor, listing: { userId: string }, tx: Tx) => void | Promise<void>;
  },
  now: Date,
): Promise<OwnItem> {
  const row = await db.transaction(async (tx) => {
    const current = await ownedListing(tx, viewer, type, id);
    const actor = await actorOf(tx, viewer, now);
    await change.before?.(actor, current, tx);
    const decision =
      change.action === 'expire'
        ? mayExpireListing(actor, current, now)
        : mayDoListingAction(actor, current, change.action, now);
    if (!decision.allowed) throw actionDenied(decision.reason, change.conflict);
    const set = typeof change.set === 'function' ? change.set(current) : change.set;
    const changed = await changeLifecycle(tx, type, id, change.when, { ...set, updatedAt: now }, now);
    if (!changed) {
      const latest = await findListing(tx, type, id);
      if (!latest || latest.deletedAt) throw LISTING_NOT_FOUND();
      throw actionDenied('INVALID_LISTING_STATE', change.conflict);
    }
    await logListingWrite(tx, viewer, 'listing_updated', type, current, changed);
    return changed;
  });
  return presentOwn(db, viewer, type, row, now);
}

/** Marks an active listing done; it leaves the feeds (the row trigger sends the live removal). */
export function completeListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  const set = { status: 'completed', completedByUser: true } as const;
  return transition(
    db,
    viewer,
    type,
    id,
    { action: 'complete', when: 'running', set, conflict: L.completeNotActive },
    now,
  );
}

/**
 * Brings an expired, paused or completed listing back for a new duration, or extends a running one
 * in its last day (domain/freshness.ts isExpiringSoon): 7 days for everybody,
 * 14 and 30 with premium: the owner's plan, also when an admin does it.
 * It is published again: created_at is the publication time the feeds sort by, so the offer
 * comes back at the top instead of pages deep (docs/decisions/0008). Resuming keeps its time.
 */
export async function reactivateListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  days: number,
  now = new Date(),
): Promise<OwnItem> {
  return transition(
    db,
    viewer,
    type,
    id,
    {
      action: 'reactivate',
      when: 'reactivatable',
      // Published again: its dates before today go, as a new listing may not have them.
      set: (current) => ({
        status: 'active',
        completedByUser: false,
        postDurationDays: days,
        expiresAt: listingExpiresAt(now, days),
        createdAt: now,
        confirmedAt: now,
        ...pastDatesCleared(current, tallinnDateKey(now)),
      }),
      conflict: L.reactivateNotAllowed,
      // The plan's durations come first: a wrong duration is 403 whatever the listing's state.
      before: async (actor, listing, tx) => {
        // The owner's plan decides the durations, also when an admin reactivates the listing.
        const ownerHasAccess =
          listing.userId === actor.userId ? actor.hasPremium : await hasAccessNow(tx, listing.userId, now);
        if (!mayReactivateFor({ hasPremium: ownerHasAccess }, days).allowed) throw durationNotAllowed();
      },
    },
    now,
  );
}

export function pauseListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  return transition(
    db,
    viewer,
    type,
    id,
    { action: 'pause', when: 'running', set: { status: 'inactive' }, conflict: L.pauseNotActive },
    now,
  );
}

/**
 * The back office's "Aegunud": the listing ends now, as the expiry job ends it when its time runs
 * out (status expired; an expiry still ahead is brought to now), so it reads "Aegunud" to its owner
 * and the back office, leaves the feeds by the one live rule, and comes back only by reactivating.
 * Admins only, and only a running listing (a paused or completed one is already out of the feeds).
 */
export function expireListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  return transition(
    db,
    viewer,
    type,
    id,
    {
      action: 'expire',
      when: 'running',
      set: (current) => ({
        status: 'expired',
        expiresAt: current.expiresAt && current.expiresAt < now ? current.expiresAt : now,
      }),
      conflict: L.expireNotActive,
    },
    now,
  );
}

/** Resumes a paused listing, unless its time ran out meanwhile: that one needs reactivating. */
export async function resumeListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<OwnItem> {
  return transition(
    db,
    viewer,
    type,
    id,
    { action: 'resume', when: 'resumable', set: { status: 'active' }, conflict: L.resumeNotPaused },
    now,
  );
}

/**
 * A new active copy owned by the caller, for the original's duration as far as the caller's
 * plan allows, expiring from now, without the original's dates before today.
 */
export async function duplicateListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<OwnItem> {
  const original = await ownedListing(db, viewer, type, id);
  const actor = await actorOf(db, viewer, now);
  const decision = mayDoListingAction(actor, original, 'duplicate', now);
  if (!decision.allowed) throw actionDenied(decision.reason, MESSAGES.myListings.duplicateError);
  const days = duplicateDuration(actor, original.postDurationDays);
  // A new publication: the original's dates before today are not copied.
  const lifecycle = {
    userId: viewer.userId,
    ...lifecycleOnPublish(days, now),
    ...pastDatesCleared(original, tallinnDateKey(now)),
  };
  if (type === 'cargo') {
    const row = await insertCargo(db, { ...fieldsOf(original as CargoRow), ...lifecycle });
    return presentOwn(db, viewer, 'cargo', row, now);
  }
  const row = await insertTransport(db, { ...fieldsOf(original as TransportRow), ...lifecycle });
  return presentOwn(db, viewer, 'transport', row, now);
}

/**
 * The owner says the listing is still available (issue 31, item 3): its confirmedAt becomes now,
 * which the feeds' age, their freshness order and the "possibly outdated" mark read. Only while it
 * runs, and only its owner: an admin cannot say it for them.
 */
export function confirmListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  return transition(
    db,
    viewer,
    type,
    id,
    { action: 'confirm', when: 'running', set: { confirmedAt: now }, conflict: L.confirmNotActive },
    now,
  );
}

const CONFIRM_LINK = 'listing-confirm';

/** The token of a reminder mail's confirm link: the listing, signed (platform/auth/signed-token.ts). */
export const confirmToken = (type: ListingType, id: string, secret: string) =>
  signedToken(CONFIRM_LINK, `${type}:${id}`, secret);

/**
 * The confirm link of a reminder mail, used without a sign-in: the page it opens asks first and
 * posts the token, so a mail scanner opening the link confirms nothing. The token names the
 * listing; it confirms it as its owner would, while it runs. 400 for a token that is not ours,
 * 404 for a deleted listing, 409 for one that no longer runs (with the reason).
 */
export async function confirmListingByToken(
  db: Db,
  token: string,
  secret: string,
  now = new Date(),
): Promise<ConfirmedListing> {
  const { type, id } = confirmTokenListing(token, secret);
  const row = await db.transaction(async (tx) => {
    const current = await findListing(tx, type, id);
    if (!current || current.deletedAt) throw LISTING_NOT_FOUND();
    const owner: Actor = { userId: current.userId, isAdmin: false, hasPremium: false };
    const decision = mayDoListingAction(owner, current, 'confirm', now);
    if (!decision.allowed) throw actionDenied(decision.reason, L.confirmNotActive);
    const changed = await changeLifecycle(tx, type, id, 'running', { confirmedAt: now, updatedAt: now }, now);
    if (!changed) throw actionDenied('INVALID_LISTING_STATE', L.confirmNotActive);
    return changed;
  });
  return confirmedListing(type, row, true);
}

/** The listing a confirm link names, as its page shows it before asking; nothing changes. */
export async function listingOfConfirmToken(
  db: Db,
  token: string,
  secret: string,
  now = new Date(),
): Promise<ConfirmedListing> {
  const { type, id } = confirmTokenListing(token, secret);
  const row = await findListing(db, type, id);
  if (!row || row.deletedAt) throw LISTING_NOT_FOUND();
  const owner: Actor = { userId: row.userId, isAdmin: false, hasPremium: false };
  return confirmedListing(type, row, mayDoListingAction(owner, row, 'confirm', now).allowed);
}

function confirmTokenListing(token: string, secret: string): { type: ListingType; id: string } {
  const subject = verifySignedToken(CONFIRM_LINK, token, secret);
  const [type, id] = subject?.split(':') ?? [];
  if ((type !== 'cargo' && type !== 'transport') || !id) {
    throw badRequest(L.confirmLinkInvalid, 'token', 'INVALID_TOKEN');
  }
  return { type, id };
}

function confirmedListing(type: ListingType, row: ListingRow, running: boolean): ConfirmedListing {
  return {
    type,
    id: row.id,
    confirmedAt: row.confirmedAt.toISOString(),
    originCity: row.originCity,
    destinationCity: row.destinationCity,
    running,
  };
}
