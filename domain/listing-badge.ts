import { formatDistanceStrict } from 'date-fns';
import { et } from 'date-fns/locale/et';
import { fillMessage } from './catalogue';
import { EXPIRING_SOON_HOURS } from './freshness';
import { toTime, type ListingLifecycle } from './listing-status';
import { intlLocale, type Locale } from './locales';
import { MESSAGES } from './messages';
import { PAGE_LOCALE } from './page-locale';

/**
 * The status shown on an owner's card. Apart from the live rule (listing-status.ts) because its
 * Estonian "in 5 hours" text brings date-fns' Estonian locale, which only the owner's pages need.
 */
export type ListingBadgeKind =
  'completed' | 'expired' | 'inactive' | 'expiredPast' | 'expiringSoon' | 'active' | 'noExpiry';

let relativeTime: Intl.RelativeTimeFormat | undefined;

/**
 * "in 5 hours" in `locale`: Estonian as date-fns has always said it ("5 tunni pärast"), the other
 * languages through Intl, choosing the unit and rounding as date-fns' formatDistanceStrict does.
 */
function timeUntil(expiresAt: number, now: Date, locale: Locale): string {
  if (locale === 'et') return formatDistanceStrict(expiresAt, now, { locale: et, addSuffix: true });
  relativeTime ??= new Intl.RelativeTimeFormat(intlLocale(locale));
  const milliseconds = expiresAt - now.getTime();
  const minutes = milliseconds / 60_000;
  if (Math.abs(minutes) < 1) return relativeTime.format(Math.round(milliseconds / 1000), 'second');
  if (Math.abs(minutes) < 60) return relativeTime.format(Math.round(minutes), 'minute');
  if (Math.abs(minutes) < 1440) return relativeTime.format(Math.round(minutes / 60), 'hour');
  return relativeTime.format(Math.round(minutes / 1440), 'day');
}

/** The status shown on an owner's card (docs/product-rules.md, Listings), in the page's language. */
export function listingBadge(
  listing: ListingLifecycle,
  now: Date = new Date(),
): { kind: ListingBadgeKind; label: string } {
  const words = MESSAGES.listingBadge;
  if (listing.status === 'completed' || listing.completedByUser)
    return { kind: 'completed', label: words.completed };
  if (listing.status === 'expired') return { kind: 'expired', label: words.expired };
  const expiresAt = toTime(listing.expiresAt);
  // Past its expiry a listing has expired whatever else it is: a paused one can no longer be resumed,
  // only reactivated, so "Peatatud" would promise what the menu does not offer.
  if (expiresAt != null && expiresAt <= now.getTime()) {
    return { kind: 'expiredPast', label: MESSAGES.listings.expired };
  }
  // The spec names no badge for a paused listing; calling it active would contradict the filter.
  if (listing.status === 'inactive') return { kind: 'inactive', label: words.paused };
  if (expiresAt == null) return { kind: 'noExpiry', label: words.active };
  if (expiresAt - now.getTime() <= EXPIRING_SOON_HOURS * 3_600_000) {
    return {
      kind: 'expiringSoon',
      label: fillMessage(words.expiresIn, { distance: timeUntil(expiresAt, now, PAGE_LOCALE) }),
    };
  }
  return { kind: 'active', label: words.active };
}
