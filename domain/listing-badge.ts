import { formatDistanceStrict } from 'date-fns';
import { et } from 'date-fns/locale/et';
import { toTime, type ListingLifecycle } from './listing-status';

/**
 * The status shown on an owner's card. Apart from the live rule (listing-status.ts) because its
 * Estonian "in 5 hours" text brings date-fns' Estonian locale, which only the owner's pages need.
 */
export const EXPIRING_SOON_HOURS = 24;

export type ListingBadgeKind =
  'completed' | 'expired' | 'inactive' | 'expiredPast' | 'expiringSoon' | 'active' | 'noExpiry';

/** The status shown on an owner's card (docs/product-rules.md, Listings). */
export function listingBadge(
  listing: ListingLifecycle,
  now: Date = new Date(),
): { kind: ListingBadgeKind; label: string } {
  if (listing.status === 'completed' || listing.completedByUser)
    return { kind: 'completed', label: 'Lõpetatud' };
  if (listing.status === 'expired') return { kind: 'expired', label: 'Aegunud' };
  const expiresAt = toTime(listing.expiresAt);
  // Past its expiry a listing has expired whatever else it is: a paused one can no longer be resumed,
  // only reactivated, so "Peatatud" would promise what the menu does not offer.
  if (expiresAt != null && expiresAt <= now.getTime()) {
    return { kind: 'expiredPast', label: 'Kuulutus on aegunud' };
  }
  // The spec names no badge for a paused listing; calling it active would contradict the filter.
  if (listing.status === 'inactive') return { kind: 'inactive', label: 'Peatatud' };
  if (expiresAt == null) return { kind: 'noExpiry', label: 'Aktiivne' };
  if (expiresAt - now.getTime() <= EXPIRING_SOON_HOURS * 3_600_000) {
    const distance = formatDistanceStrict(expiresAt, now, { locale: et, addSuffix: true });
    return { kind: 'expiringSoon', label: `Aegub ${distance}` };
  }
  return { kind: 'active', label: 'Aktiivne' };
}
