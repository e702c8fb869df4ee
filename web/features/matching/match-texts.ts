import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { countMessage, fillMessage, type CountedMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import { MATCH } from '@domain/matching';
import type { ListingType } from '@domain/plans';

const M = ACCOUNT_MESSAGES.matching;

/** What fits a listing is the other kind: loads for a truck, trucks for a load. */
export function matchedType(type: ListingType): ListingType {
  return type === 'transport' ? 'cargo' : 'transport';
}

interface MatchTexts {
  /** The button on the user's listing, and the dialog's title until the listing's route is known. */
  label: string;
  /** '{route}' is the listing's 'Tallinn → Riga'. */
  title: string;
  lead: string;
  empty: string;
  /** How far a match's pickup is from the listing's: '{distance}' km. */
  distance: string;
  count: CountedMessage;
}

// Keyed by the user's own listing: its matches are the other kind.
const TEXTS: Record<ListingType, MatchTexts> = {
  transport: {
    label: M.loads,
    title: M.loadsTitle,
    lead: fillMessage(M.loadsLead, { km: MATCH.radiusKm, days: MATCH.days }),
    empty: M.noLoads,
    distance: M.fromTruck,
    count: M.loadsCount,
  },
  cargo: {
    label: M.trucks,
    title: M.trucksTitle,
    lead: fillMessage(M.trucksLead, { km: MATCH.radiusKm, days: MATCH.days }),
    empty: M.noTrucks,
    distance: M.fromPickup,
    count: M.trucksCount,
  },
};

/** The words of the matches of the user's listing of `type`. */
export function matchTexts(type: ListingType): MatchTexts {
  return TEXTS[type];
}

/** '12 sobivat koormat': every match, not only those shown. */
export function matchCountText(type: ListingType, total: number): string {
  return countMessage(TEXTS[type].count, total);
}

/** '12 km Teie veoki asukohast' (a load for a truck) or '12 km pealelaadimiskohast' (a truck for a load). */
export function matchDistanceText(type: ListingType, km: number): string {
  return fillMessage(TEXTS[type].distance, { distance: formatNumber(km) });
}
