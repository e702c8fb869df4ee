import { MESSAGES } from '@domain/messages';
import {
  allowedDurations,
  allowedReactivationDurations,
  listingExpiresAt,
  type ListingType,
} from '@domain/plans';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import type { CargoRow, TransportRow } from './listings.repository';
import {
  durationNotAllowed,
  fieldsOf,
  hasPremium,
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
import type { OwnItem } from '@domain/contract/my-listings';

/**
 * The owner's lifecycle actions (account-and-admin.md §4): delete, complete, reactivate, pause,
 * resume, duplicate. Each state change is one conditional UPDATE, so it applies at most once.
 */

const L = MESSAGES.listings;

/** Soft delete: the row stays for admins (DECISIONS.md); users never see it again. */
export async function deleteListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  await ownedListing(db, viewer, type, id);
  const row = await changeLifecycle(db, type, id, 'any', { deletedAt: now, updatedAt: now }, now);
  if (!row) throw LISTING_NOT_FOUND();
}

/**
 * Applies a lifecycle change that needs the listing in a given state. A listing that is not (or
 * no longer) in it is a 409 with `message`, a vanished one a 404.
 */
async function transition(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  change: {
    when: LifecycleGuard;
    set: LifecycleSet;
    conflict: string;
    before?: (row: ListingRow) => Promise<void> | void;
  },
  now: Date,
): Promise<OwnItem> {
  const current = await ownedListing(db, viewer, type, id);
  await change.before?.(current);
  const row = await changeLifecycle(db, type, id, change.when, { ...change.set, updatedAt: now }, now);
  if (!row) {
    const latest = await findListing(db, type, id);
    if (!latest || latest.deletedAt) throw LISTING_NOT_FOUND();
    throw conflict(change.conflict, 'INVALID_LISTING_STATE');
  }
  return presentOwn(db, viewer, type, row, now);
}

/** Marks an active listing done; it leaves the feeds (the row trigger sends the live removal). */
export function completeListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  const set = { status: 'completed', completedByUser: true } as const;
  return transition(db, viewer, type, id, { when: 'completable', set, conflict: L.completeNotActive }, now);
}

/**
 * Brings an expired, paused or completed listing back for a new duration: 7 days for everybody,
 * 14 and 30 with premium. Admins (who manage any listing) are not limited by their own plan.
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
      when: 'reactivatable',
      set: {
        status: 'active',
        completedByUser: false,
        postDurationDays: days,
        expiresAt: listingExpiresAt(now, days),
        createdAt: now,
      },
      conflict: L.reactivateNotAllowed,
      before: async () => {
        if (viewer.isAdmin) return;
        if (!allowedReactivationDurations(await hasPremium(db, viewer, now)).includes(days)) {
          throw durationNotAllowed();
        }
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
    { when: 'live', set: { status: 'inactive' }, conflict: L.pauseNotActive },
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
    {
      when: 'paused',
      set: { status: 'active' },
      conflict: L.resumeNotPaused,
      before: (row) => {
        if (row.status === 'inactive' && row.expiresAt && row.expiresAt <= now) {
          throw conflict(L.resumePastExpiry, 'LISTING_EXPIRED');
        }
      },
    },
    now,
  );
}

/** The longest duration the plan allows that is not longer than the original's. */
function cappedDuration(original: number | null, allowed: readonly number[]): number {
  const wanted = original ?? 7;
  const fitting = allowed.filter((d) => d <= wanted);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...allowed);
}

/**
 * A new active copy owned by the caller, for the original's duration as far as the caller's
 * plan allows, expiring from now.
 */
export async function duplicateListing(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<OwnItem> {
  const original = await ownedListing(db, viewer, type, id);
  const days = cappedDuration(original.postDurationDays, allowedDurations(await hasPremium(db, viewer, now)));
  const lifecycle = { userId: viewer.userId, ...lifecycleOnPublish(days, now) };
  if (type === 'cargo') {
    const row = await insertCargo(db, { ...fieldsOf(original as CargoRow), ...lifecycle });
    return presentOwn(db, viewer, 'cargo', row, now);
  }
  const row = await insertTransport(db, { ...fieldsOf(original as TransportRow), ...lifecycle });
  return presentOwn(db, viewer, 'transport', row, now);
}
