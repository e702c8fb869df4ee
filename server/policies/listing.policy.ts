import {
  OWNER_ACTIONS,
  isExpiredOrPaused,
  isLive,
  isPast,
  isResumable,
  type ListingLifecycle,
  type OwnerAction,
} from '@domain/listing-status';
import { isExpiringSoon } from '@domain/freshness';
import { ALLOW, deny, type Actor, type Decision } from './decision';
import { mayUseTemplates } from './plan.policy';

/**
 * Who may see and manage a listing, and which of the owner's actions (docs/product-rules.md, Listings)
 * its state allows. The lifecycle guards of listing-writes.repository.ts are the same states in
 * SQL, checked again in the statement that changes the row.
 */

export type PolicyListing = ListingLifecycle & { userId: string };

export type ManageReason = 'LISTING_NOT_FOUND' | 'NOT_OWNER';
export type ActionReason = ManageReason | 'INVALID_LISTING_STATE' | 'LISTING_EXPIRED' | 'ACCESS_REQUIRED';

const isDeleted = (listing: PolicyListing) => listing.deletedAt != null && listing.deletedAt !== '';

/**
 * One listing's page: live for everybody; not live (paused, expired, completed) or withheld by
 * moderation only for its owner and admins. Deleted: for nobody, so an id reveals nothing.
 */
export function mayViewListing(
  viewer: Pick<Actor, 'userId' | 'isAdmin'> | null,
  listing: PolicyListing,
  now: Date,
  /** Hidden by reports or its owner suspended (decision 0082): like a listing that is not live. */
  withheld = false,
): Decision<'LISTING_NOT_FOUND'> {
  if (isDeleted(listing)) return deny('LISTING_NOT_FOUND');
  if (isLive(listing, now) && !withheld) return ALLOW;
  if (viewer && (viewer.userId === listing.userId || viewer.isAdmin)) return ALLOW;
  return deny('LISTING_NOT_FOUND');
}

/** Changing a listing at all: its owner, or an admin. A deleted one is gone for both. */
export function mayManageListing(
  viewer: Pick<Actor, 'userId' | 'isAdmin'>,
  listing: PolicyListing,
): Decision<ManageReason> {
  if (isDeleted(listing)) return deny('LISTING_NOT_FOUND');
  if (listing.userId !== viewer.userId && !viewer.isAdmin) return deny('NOT_OWNER');
  return ALLOW;
}

/**
 * One owner action on a listing in its current state: confirm (the owner only), complete and
 * pause only while it runs (live and not marked completed); resume only a paused listing with
 * time left (past its expiry it needs a new duration: LISTING_EXPIRED); reactivate anything
 * expired, paused or completed, and extend (reactivate) one that runs in its last day.
 * Editing and deleting are always there (for the owner and admins); duplicating and saving as a
 * template are the owner's own (a copy carries the contact), the template also needs the plan.
 */
export function mayDoListingAction(
  viewer: Actor,
  listing: PolicyListing,
  action: OwnerAction,
  now: Date,
): Decision<ActionReason> {
  const manage = mayManageListing(viewer, listing);
  if (!manage.allowed) return manage;
  switch (action) {
    case 'confirm':
      // "Still available" is the owner's word only: an admin cannot say it for them.
      if (listing.userId !== viewer.userId) return deny('NOT_OWNER');
      return isExpiredOrPaused(listing, now) ? deny('INVALID_LISTING_STATE') : ALLOW;
    case 'complete':
    case 'pause':
      return isExpiredOrPaused(listing, now) ? deny('INVALID_LISTING_STATE') : ALLOW;
    case 'resume':
      if (isResumable(listing, now)) return ALLOW;
      return listing.status === 'inactive' && isPast(listing.expiresAt, now)
        ? deny('LISTING_EXPIRED')
        : deny('INVALID_LISTING_STATE');
    case 'reactivate':
      // In its last day a running listing may be extended: published again for a new duration.
      return isExpiredOrPaused(listing, now) || isExpiringSoon(listing, now)
        ? ALLOW
        : deny('INVALID_LISTING_STATE');
    case 'saveTemplate':
      // Both copy the listing, contact included, into the viewer's own: the owner's actions only,
      // never an admin's way to another user's contact.
      if (listing.userId !== viewer.userId) return deny('NOT_OWNER');
      return mayUseTemplates(viewer);
    case 'duplicate':
      return listing.userId === viewer.userId ? ALLOW : deny('NOT_OWNER');
    case 'edit':
    case 'delete':
      return ALLOW;
  }
}

/**
 * The back office ending a listing now (status expired, as the expiry job does): admins only, and
 * only while it runs; an owner pauses or completes instead.
 */
export function mayExpireListing(
  viewer: Actor,
  listing: PolicyListing,
  now: Date,
): Decision<ManageReason | 'INVALID_LISTING_STATE'> {
  const manage = mayManageListing(viewer, listing);
  if (!manage.allowed) return manage;
  if (!viewer.isAdmin) return deny('NOT_OWNER');
  return isExpiredOrPaused(listing, now) ? deny('INVALID_LISTING_STATE') : ALLOW;
}

export type ListingActions = {
  /** What the viewer may do now, in the menu's order. */
  actions: OwnerAction[];
  /** What the listing's state allows but the viewer's plan does not: shown disabled, with why. */
  premiumOnly: OwnerAction[];
};

/** Every owner action at once, as the My listings menu shows them. */
export function listingActions(viewer: Actor, listing: PolicyListing, now: Date): ListingActions {
  const actions: OwnerAction[] = [];
  const premiumOnly: OwnerAction[] = [];
  for (const action of OWNER_ACTIONS) {
    const decision = mayDoListingAction(viewer, listing, action, now);
    if (decision.allowed) actions.push(action);
    else if (decision.reason === 'ACCESS_REQUIRED') premiumOnly.push(action);
  }
  return { actions, premiumOnly };
}
