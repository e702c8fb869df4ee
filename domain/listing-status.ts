/**
 * The one rule of whether a listing is live (shown in the feeds, counted on the home page, its
 * contact readable by anyone entitled, announced to open streams), and the owner's view of a
 * listing's state derived from it (its badge text is in listing-badge.ts). Its SQL twin is server/db/live.ts; live-rule.test.ts runs one
 * table of cases through both.
 */

export type DateLike = Date | string | null | undefined;

export type ListingLifecycle = {
  status: string;
  expiresAt?: DateLike;
  /** Set (true or a completion time) once the owner marked the listing done. */
  completedByUser?: boolean | Date | string | null;
  deletedAt?: DateLike;
};

export function toTime(value: DateLike): number | null {
  if (value == null || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** True once `value` is at or before `now`; a missing time never passes. */
export function isPast(value: DateLike, now: Date): boolean {
  const time = toTime(value);
  return time != null && time <= now.getTime();
}

/**
 * Live: active, not deleted and not past its expiry. Expiry takes effect at once, before the
 * expiry job marks the row. `completedByUser` is not part of it: completing sets status
 * 'completed' in the same statement (and reactivating clears both), and the feeds' partial
 * indexes cover exactly status and deleted_at, so the rule reads nothing they do not hold.
 */
export function isLive(listing: ListingLifecycle, now: Date = new Date()): boolean {
  return listing.status === 'active' && toTime(listing.deletedAt) == null && !isPast(listing.expiresAt, now);
}

/**
 * The "expired/paused" filter of My listings: everything that is not live, and a listing the owner
 * marked completed whatever its status says. Everything else counts as active.
 */
export function isExpiredOrPaused(listing: ListingLifecycle, now: Date = new Date()): boolean {
  return Boolean(listing.completedByUser) || !isLive(listing, now);
}

/**
 * What became of a listing, as a watchlist shows it to someone who follows it (not its owner):
 * live, paused by its owner, expired, completed (taken) or deleted.
 */
export const WATCH_STATES = ['live', 'paused', 'expired', 'completed', 'deleted'] as const;
export type WatchState = (typeof WATCH_STATES)[number];

export function watchState(listing: ListingLifecycle, now: Date = new Date()): WatchState {
  if (toTime(listing.deletedAt) != null) return 'deleted';
  if (listing.status === 'completed' || listing.completedByUser) return 'completed';
  if (isLive(listing, now)) return 'live';
  if (listing.status === 'inactive' && !isPast(listing.expiresAt, now)) return 'paused';
  return 'expired';
}

/** A paused listing with time left: resuming it needs no new duration. */
export function isResumable(listing: ListingLifecycle, now: Date = new Date()): boolean {
  return (
    listing.status === 'inactive' &&
    !listing.completedByUser &&
    toTime(listing.deletedAt) == null &&
    !isPast(listing.expiresAt, now)
  );
}

/**
 * What an owner can do to a listing, in the order the My listings menu shows them. The server
 * decides which apply (server/policies/listing.policy.ts) and sends them with each listing.
 */
export const OWNER_ACTIONS = [
  'confirm',
  'complete',
  'pause',
  'resume',
  'reactivate',
  'edit',
  'duplicate',
  'saveTemplate',
  'delete',
] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
