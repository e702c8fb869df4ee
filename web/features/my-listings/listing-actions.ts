import { listingBadge, type ListingBadgeKind } from '@domain/listing-badge';
import { OWNER_ACTIONS, type ListingLifecycle } from '@domain/listing-status';
import type { OwnerAction } from '@domain/listing-status';
import type { BadgeTone } from '@web/components/ui/badge';

export type { OwnerAction } from '@domain/listing-status';

/** What an owner's listing says it allows (GET /api/me/listings and every write answer). */
export type ListingPermissions = { actions?: readonly string[]; premiumOnly?: readonly string[] };

/**
 * What the card's menu offers, in its order: the actions the server's policy allows for this
 * listing (server/policies/listing.policy.ts; docs/product-rules.md, Listings), and those only premium
 * allows, shown disabled with their reason. The web does not decide them again.
 */
export function menuActions(listing: ListingPermissions): { action: OwnerAction; premiumOnly: boolean }[] {
  const allowed = new Set(listing.actions ?? []);
  const premiumOnly = new Set(listing.premiumOnly ?? []);
  return OWNER_ACTIONS.filter((a) => allowed.has(a) || premiumOnly.has(a)).map((action) => ({
    action,
    premiumOnly: !allowed.has(action),
  }));
}

export function allows(listing: ListingPermissions, action: OwnerAction): boolean {
  return (listing.actions ?? []).includes(action);
}

const BADGE_TONES: Record<ListingBadgeKind, BadgeTone> = {
  completed: 'neutral',
  expired: 'red',
  inactive: 'neutral',
  expiredPast: 'red',
  expiringSoon: 'orange',
  active: 'green',
  noExpiry: 'green',
};

/** The status badge of a card: the spec's label and colour (orange within 24 h of expiry). */
export function statusBadge(listing: ListingLifecycle, now: Date = new Date()) {
  const badge = listingBadge(listing, now);
  return { ...badge, tone: BADGE_TONES[badge.kind] };
}
