import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import type { ListingItem } from '@domain/contract/listings';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { RouteLine } from '@web/components/RouteLine';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  CargoPrice,
  FreightBadges,
  keyFacts,
  PriceText,
  RoadDistance,
  transportPrice,
  UrgentBadge,
} from '@web/features/marketplace';
import { cn } from '@web/lib/cn';
import { routeEnds, routeText, type LabelOf } from '@web/lib/listing-display';
import { listingPath } from '@web/lib/paths';
import { matchDistanceText } from './match-texts';

const M = ACCOUNT_MESSAGES.matching;
const DATES = MESSAGES.marketplace.fields.dates;

interface MatchCardProps {
  item: ListingItem;
  /** The user's own listing's type: it says what the distance is measured from. */
  ownType: ListingType;
  lookup: LabelOf;
}

/**
 * One match, compact: the route, how far its pickup is from the user's listing, the key facts of
 * the feeds' cards and a link to the listing in its feed, where its contact is opened as anywhere.
 */
export function MatchCard({ item, ownType, lookup }: MatchCardProps) {
  const { from, to } = routeEnds(item);
  return (
    <li data-match-id={item.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <article className="flex flex-col gap-2.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base">
            <RouteLine from={from} to={to} />
          </h3>
          {item.type === 'cargo' && item.isUrgent && <UrgentBadge />}
        </div>
        {(item.originDistanceKm != null || item.distanceKm != null) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
            {item.originDistanceKm != null && (
              <span
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
                data-match-distance={item.originDistanceKm}
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {matchDistanceText(ownType, item.originDistanceKm)}
              </span>
            )}
            <RoadDistance item={item} />
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="inline-flex h-7 items-center rounded-md bg-slate-100 px-2 text-sm font-medium text-slate-800">
            {item.type === 'cargo'
              ? lookup('cargoTypes', item.cargoType)
              : lookup('trailerTypes', item.trailerType)}
          </span>
          {item.type === 'cargo' ? <CargoPrice item={item} /> : <PriceText text={transportPrice(item)} />}
        </div>
        <FreightBadges item={item} bodyLookup={lookup} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {keyFacts(item, lookup).map(({ label, value }) => (
            <div key={label} className={cn('min-w-0', label === DATES && 'col-span-2')}>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild size="sm" variant="outline" className="self-start">
          <Link
            to={listingPath(item.type, item.id)}
            aria-label={fillMessage(M.openLabel, { route: routeText(item) })}
          >
            {M.open}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
    </li>
  );
}

/** Cards of the matches' size, so the dialog does not jump when they arrive. */
export function MatchCardsSkeleton() {
  return (
    <div role="status" aria-label={MESSAGES.marketplace.loadingListings} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex flex-col gap-2.5 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
        >
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-5 w-44 max-w-full" />
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-7 w-28" />
            <Skeleton className="h-6 w-20" />
          </div>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2">
            {[0, 1].map((fact) => (
              <div key={fact} className="flex flex-col">
                <Skeleton className="h-4 w-14" />
                <Skeleton className="h-5 w-24" />
              </div>
            ))}
          </div>
          <Skeleton className="h-9 w-36" />
        </div>
      ))}
    </div>
  );
}
