import { ChevronDown } from 'lucide-react';
import { fillMessage } from '@domain/catalogue';
import { formatDate, formatWeightKg } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { dateRangeText, quantityText, routeText, storedText, type LabelOf } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { useNow } from '@web/lib/use-now';
import {
  capacityText,
  CargoPrice,
  FreightBadges,
  InfoCell,
  ListingAge,
  PriceText,
  RoadDistance,
  RouteView,
  transportPrice,
} from './listing-cells';
import { useWatchStars, WatchStar } from '@web/features/watchlist';
import { ListingDetails } from './ListingDetails';
import { listingElementId, type ListingViewProps } from './ListingTable';
import type { ListingItem } from './types';

const DATES = MESSAGES.marketplace.fields.dates;

/** The numbers a card shows; `lookup` says a unit in the page's language. */
export function keyFacts(
  item: ListingItem,
  lookup: LabelOf = storedText,
): { label: string; value: string }[] {
  if (item.type === 'cargo') {
    return [
      { label: MESSAGES.listingFields.quantity, value: quantityText(item, lookup) },
      { label: MESSAGES.listingFields.weight, value: formatWeightKg(item.weight) },
      { label: DATES, value: dateRangeText(item.pickupDate, item.deliveryDate) },
    ];
  }
  return [
    { label: MESSAGES.marketplace.fields.capacity, value: capacityText(item, lookup) },
    { label: MESSAGES.listingFields.availableFrom, value: formatDate(item.availableDate) },
  ];
}

/** The feed on a phone: one card per listing with the route, type, key numbers, price, dates and lock. */
export function ListingCards({
  items,
  firstNumber,
  expanded,
  onToggle,
  highlightedId,
  caption,
  hideNumbers = false,
  idPrefix,
}: ListingViewProps) {
  const lookup = useLookupLabels();
  const stars = useWatchStars();
  const now = useNow();
  return (
    <ol aria-label={caption} className="flex flex-col gap-3">
      {items.map((item, index) => {
        const open = expanded.has(item.id);
        const highlighted = highlightedId === item.id;
        const detailsId = `${listingElementId(item.id, idPrefix)}-details`;
        return (
          <li
            key={item.id}
            id={listingElementId(item.id, idPrefix)}
            data-listing-id={item.id}
            data-expanded={open}
            data-highlighted={highlighted || undefined}
            // content-visibility: a card below the screen is neither styled nor laid out until it
            // comes near; on a phone the first render lays out two cards instead of twenty (issue 27,
            // item 31). Its text stays in the page for search and assistive technology.
            className={cn(
              'scroll-mt-24 rounded-xl border bg-white shadow-sm transition-colors duration-500 [contain-intrinsic-size:auto_318px] [content-visibility:auto]',
              highlighted ? 'border-amber-400 bg-amber-50' : 'border-slate-200',
            )}
          >
            <article className="flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="min-w-0 text-base">
                    {!hideNumbers && (
                      <span className="mb-0.5 block text-xs font-medium text-slate-500">
                        {fillMessage(MESSAGES.marketplace.numberOf, { number: firstNumber + index })}
                      </span>
                    )}
                    <RouteView item={item} withDistance={false} />
                  </h3>
                  <RoadDistance item={item} className="mt-0.5 block" />
                </div>
                <InfoCell item={item} />
              </div>
              <div className="flex flex-col gap-1.5">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="inline-flex h-7 items-center rounded-md bg-slate-100 px-2 text-sm font-medium text-slate-800">
                    {item.type === 'cargo'
                      ? lookup('cargoTypes', item.cargoType)
                      : lookup('trailerTypes', item.trailerType)}
                  </span>
                  <span className="text-base">
                    {item.type === 'cargo' ? (
                      <CargoPrice item={item} />
                    ) : (
                      <PriceText text={transportPrice(item)} />
                    )}
                  </span>
                </div>
                {/* The marks a dispatcher scans by, and the age: a line every card has, so the cards are
                    as tall as their placeholders whether a listing gives marks or not. */}
                <div className="flex items-start justify-between gap-3">
                  <FreightBadges item={item} bodyLookup={lookup} className="min-w-0" />
                  <ListingAge
                    item={item}
                    now={now}
                    className="ml-auto shrink-0 text-xs leading-5 font-medium text-slate-500"
                  />
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                {keyFacts(item, lookup).map(({ label, value }) => (
                  <div key={label} className={cn('min-w-0', label === DATES && 'col-span-2')}>
                    <dt className="text-xs font-medium text-slate-500">{label}</dt>
                    <dd className="font-medium text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="-mx-1 flex gap-2">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? detailsId : undefined}
                  aria-label={fillMessage(
                    open ? MESSAGES.marketplace.hideDetailsOf : MESSAGES.marketplace.showDetailsOf,
                    { route: routeText(item) },
                  )}
                  onClick={() => onToggle(item.id)}
                  className="flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-slate-200 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {open ? MESSAGES.marketplace.hideDetails : MESSAGES.marketplace.showDetails}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', open && 'rotate-180')}
                  />
                </button>
                <WatchStar item={item} stars={stars} className="size-11 border border-slate-200" />
              </div>
              {open && (
                <div id={detailsId} className="border-t border-slate-200 pt-4">
                  <ListingDetails item={item} />
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Cards of the size the listings' cards have (one line of route and its distance; the key facts of the type), so the
 * list below and the page under it stay put when the listings arrive.
 */
export function ListingCardsSkeleton({ type, count }: { type: ListingItem['type']; count: number }) {
  const facts = type === 'cargo' ? ['a', 'b', 'wide'] : ['a', 'b'];
  return (
    <div role="status" aria-label={MESSAGES.marketplace.loadingListings} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col">
              <Skeleton className="mb-0.5 h-4 w-10" />
              <Skeleton className="h-6 w-56 max-w-full" />
              {/* The road distance under the route (most listings' ends are places). */}
              <Skeleton className="mt-0.5 h-4 w-16" />
            </div>
            <Skeleton className="h-6 w-16 shrink-0" />
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-3">
              <Skeleton className="h-7 w-28" />
              {/* A load's price over its price per km; a truck's price is one line. */}
              <div className="flex flex-col items-end">
                <Skeleton className="h-6 w-20" />
                {type === 'cargo' && <Skeleton className="mt-0.5 h-3.5 w-16" />}
              </div>
            </div>
            {/* The line of marks and age. */}
            <Skeleton className="h-5 w-32" />
          </div>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2">
            {facts.map((fact) => (
              <div key={fact} className={cn('flex flex-col', fact === 'wide' && 'col-span-2')}>
                <Skeleton className="h-4 w-14" />
                <Skeleton className="h-5 w-24" />
              </div>
            ))}
          </div>
          <Skeleton className="-mx-1 h-11" />
        </div>
      ))}
    </div>
  );
}
