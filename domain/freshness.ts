import { isExpiredOrPaused, toTime, type DateLike, type ListingLifecycle } from './listing-status';

/**
 * How fresh an offer is (issue 31, item 3; docs/decisions/0079): its `confirmedAt` is the
 * publication or the owner's latest "still available". The feeds mark an offer not confirmed for
 * STALE_AFTER_HOURS as possibly outdated; its owner is reminded to confirm after REMIND_AFTER_HOURS.
 * EXPIRING_SOON_HOURS before it expires, the owner's card turns orange, the owner is reminded, and
 * the listing may be extended (reactivated while it still runs).
 */
const REMIND_AFTER_HOURS = 24;
const STALE_AFTER_HOURS = 48;
export const EXPIRING_SOON_HOURS = 24;

const HOUR_MS = 3_600_000;

/** True once the offer has gone STALE_AFTER_HOURS without a confirmation. */
export function isPossiblyOutdated(confirmedAt: DateLike, now: Date): boolean {
  const time = toTime(confirmedAt);
  return time != null && now.getTime() - time >= STALE_AFTER_HOURS * HOUR_MS;
}

/** The latest confirmation time that makes a reminder due at `now`. */
export function remindBefore(now: Date): Date {
  return new Date(now.getTime() - REMIND_AFTER_HOURS * HOUR_MS);
}

/** Listings expiring before this time (and after `now`) expire soon: reminded, and extendable. */
export function expiringSoonHorizon(now: Date): Date {
  return new Date(now.getTime() + EXPIRING_SOON_HOURS * HOUR_MS);
}

/** A listing that runs and expires within EXPIRING_SOON_HOURS: its owner may extend it now. */
export function isExpiringSoon(listing: ListingLifecycle, now: Date): boolean {
  const expiresAt = toTime(listing.expiresAt);
  return (
    !isExpiredOrPaused(listing, now) && expiresAt != null && expiresAt <= expiringSoonHorizon(now).getTime()
  );
}
