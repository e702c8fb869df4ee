import { Crown, Hourglass, Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import {
  formatAge,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  formatTonnes,
  formatWeightKg,
  PRICE_ON_OFFER,
} from '@domain/format';
import { isPossiblyOutdated } from '@domain/freshness';
import { MESSAGES } from '@domain/messages';
import { RouteLine } from '@web/components/RouteLine';
import { VerifiedMark } from '@web/components/VerifiedMark';
import { cn } from '@web/lib/cn';
import { stopsBetween } from '@web/lib/stops-display';
import {
  bodyTypesText,
  freightBadges,
  truckFreightBadges,
  type FreightBadgeKey,
} from '@web/lib/freight-display';
import {
  contactStateLabel,
  dateRangeText,
  isContactOpen,
  quantityText,
  routeEnds,
  storedText,
  URGENT_LABEL,
  volumeUnit,
  type LabelOf,
} from '@web/lib/listing-display';
import type { CargoItem, ListingItem, TransportItem } from './types';

/** The estimated road distance, from the gazetteer's places (decision 0067); nothing when an end is not located. */
export function RoadDistance({ item, className }: { item: ListingItem; className?: string }) {
  if (item.distanceKm == null) return null;
  return (
    <span
      className={cn('text-xs text-slate-600', className)}
      title={MESSAGES.marketplace.roadDistanceTitle}
      data-road-distance={item.distanceKm}
    >
      {fillMessage(MESSAGES.marketplace.roadDistance, { distance: formatNumber(item.distanceKm) })}
    </span>
  );
}

/**
 * How far an end is from the place a radius filter searched around (the feed's originDistanceKm /
 * destinationDistanceKm, the great-circle distance the filter measured): only with such a filter.
 */
export function PointDistance({
  distance,
  end,
}: {
  distance: number | undefined;
  end: 'origin' | 'destination';
}) {
  if (distance == null) return null;
  const text = formatNumber(distance);
  const title = fillMessage(
    end === 'origin' ? MESSAGES.marketplace.fromOriginPoint : MESSAGES.marketplace.fromDestinationPoint,
    { distance: text },
  );
  return (
    <span
      className="ml-1 inline-flex rounded bg-brand-50 px-1 text-xs font-medium whitespace-nowrap text-brand-800"
      title={title}
      data-point-distance={end}
      data-km={distance}
    >
      <span aria-hidden="true">{fillMessage(MESSAGES.marketplace.pointDistance, { distance: text })}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
}

export function RouteView({
  item,
  className,
  withDistance = true,
}: {
  item: ListingItem;
  className?: string;
  /** A card shows the distance outside its heading. */
  withDistance?: boolean;
}) {
  const { from, to } = routeEnds(item);
  const stops = item.type === 'cargo' ? stopsBetween(item.stops).length : 0;
  return (
    <RouteLine
      from={{ ...from, extra: <PointDistance distance={item.originDistanceKm} end="origin" /> }}
      to={{ ...to, extra: <PointDistance distance={item.destinationDistanceKm} end="destination" /> }}
      className={className}
    >
      {stops > 0 && <StopsChip count={stops} />}
      {withDistance && <RoadDistance item={item} className="w-full" />}
    </RouteLine>
  );
}

/** '+2 peatust': a load with stops between its ends (the details list them). */
export function StopsChip({ count }: { count: number }) {
  return (
    <span
      className="inline-flex h-5 items-center rounded-full bg-slate-100 px-1.5 text-xs font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-200 ring-inset"
      data-stops={count}
    >
      {countMessage(MESSAGES.marketplace.moreStops, count)}
    </span>
  );
}

export function UrgentBadge() {
  return (
    <span className="inline-flex h-6 items-center rounded-full bg-red-100 px-2 text-xs font-bold text-red-800 ring-1 ring-red-200 ring-inset">
      {URGENT_LABEL}
    </span>
  );
}

// Dangerous goods and a temperature limit which trucks may take the load, so they stand out.
const FREIGHT_BADGE_TONE: Record<FreightBadgeKey | 'body', string> = {
  loadType: 'bg-slate-100 text-slate-700 ring-slate-200',
  body: 'bg-slate-100 text-slate-700 ring-slate-200',
  loadingMeters: 'bg-slate-100 text-slate-700 ring-slate-200',
  adr: 'bg-amber-100 text-amber-900 ring-amber-300',
  temperature: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/**
 * A load's or a truck's short marks (FTL/LTL, loading metres, ADR, temperature); nothing when it gives
 * none. `bodyLookup` adds a load's body types in the page's language, where no column of their own
 * says them (a card); a truck's body is its type, which its card shows already.
 */
export function FreightBadges({
  item,
  className,
  bodyLookup,
}: {
  item: ListingItem;
  className?: string;
  bodyLookup?: LabelOf;
}) {
  const body = bodyLookup && item.type === 'cargo' ? bodyTypesText(item.bodyTypes, bodyLookup) : '';
  const badges: { key: FreightBadgeKey | 'body'; text: string; title?: string }[] = [
    ...(item.type === 'cargo' ? freightBadges(item) : truckFreightBadges(item)),
    ...(body ? [{ key: 'body' as const, text: body, title: MESSAGES.listingFields.bodyTypes }] : []),
  ];
  if (badges.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {badges.map(({ key, text, title }) => (
        <span
          key={key}
          title={title}
          data-freight-badge={key}
          className={cn(
            'inline-flex h-5 max-w-full min-w-0 items-center rounded-full px-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
            FREIGHT_BADGE_TONE[key],
          )}
        >
          <span className="truncate">{text}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * How long ago it was published or last confirmed ('3 h'); the moment itself in the tooltip. An
 * offer not confirmed for 48 hours is marked possibly outdated (domain/freshness.ts): orange, with
 * a sign and the words for a screen reader and the tooltip.
 */
export function ListingAge({ item, now, className }: { item: ListingItem; now: Date; className?: string }) {
  const stale = isPossiblyOutdated(item.confirmedAt, now);
  const when = fillMessage(MESSAGES.marketplace.ageTitle, { date: formatDateTime(item.confirmedAt) });
  const title = stale ? `${MESSAGES.marketplace.possiblyOutdated}. ${when}` : when;
  return (
    <time
      dateTime={item.confirmedAt}
      title={title}
      className={cn('tabular-nums', className, stale && 'inline-flex items-center gap-0.5 text-orange-700')}
      data-age={stale ? 'stale' : 'fresh'}
    >
      {stale && <Hourglass aria-hidden="true" className="size-3 shrink-0" />}
      <span aria-hidden="true">{formatAge(item.confirmedAt, now)}</span>
      <span className="sr-only">{title}</span>
    </time>
  );
}

function ContactStateIcon({ item }: { item: ListingItem }) {
  const label = contactStateLabel(item.contactAccess);
  if (!isContactOpen(item.contactAccess)) {
    return (
      <span
        role="img"
        aria-label={label}
        title={label}
        className="inline-flex text-slate-500"
        data-contact-icon="locked"
      >
        <Lock aria-hidden="true" className="size-4" />
      </span>
    );
  }
  const premium = item.contactAccess === 'premium';
  return (
    <span
      role="img"
      aria-label={premium ? `${label} (Premium)` : label}
      title={label}
      data-contact-icon="open"
      className={cn('inline-flex', item.contactAccess === 'unlocked' ? 'text-emerald-700' : 'text-brand-600')}
    >
      {premium ? (
        <Crown aria-hidden="true" className="size-4 text-amber-500" />
      ) : (
        <LockOpen aria-hidden="true" className="size-4" />
      )}
    </span>
  );
}

function OwnBadge() {
  return (
    <span className="inline-flex h-6 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
      {MESSAGES.marketplace.own}
    </span>
  );
}

export function InfoCell({ item }: { item: ListingItem }) {
  return (
    <span className="flex items-center gap-1.5">
      {item.type === 'cargo' && item.isUrgent && <UrgentBadge />}
      {item.isOwn && <OwnBadge />}
      {item.verified && <VerifiedMark />}
      <ContactStateIcon item={item} />
    </span>
  );
}

export function PriceText({ text }: { text: string }) {
  return text === PRICE_ON_OFFER ? (
    <span className="text-slate-600 italic">{text}</span>
  ) : (
    <span className="font-semibold whitespace-nowrap text-slate-900">{text}</span>
  );
}

export function cargoPrice(item: CargoItem): string {
  return formatMoney(item.priceAmount);
}

/** A load's price and, where its road distance is known, what that makes per km. */
export function CargoPrice({ item }: { item: CargoItem }) {
  const perKm =
    item.priceAmount != null && item.distanceKm ? formatPricePerKm(item.priceAmount / item.distanceKm) : null;
  return (
    <span className="flex flex-col">
      <PriceText text={cargoPrice(item)} />
      {perKm && (
        <span className="text-xs whitespace-nowrap text-slate-600" data-price-per-km>
          {fillMessage(MESSAGES.marketplace.pricePerKmApprox, { price: perKm })}
        </span>
      )}
    </span>
  );
}

export function transportPrice(item: TransportItem): string {
  return formatPricePerKm(item.pricePerKm);
}

/** '24 t · 82 m³', or whichever of the two is known; the volume's unit is said by `lookup`. */
export function capacityText(item: TransportItem, lookup: LabelOf = storedText): string {
  const parts = [
    item.capacity != null ? formatTonnes(item.capacity) : null,
    item.volumeCapacity != null
      ? `${formatNumber(item.volumeCapacity)}\u00A0${volumeUnit(item, lookup)}`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : formatTonnes(null);
}

export interface Column<T extends ListingItem> {
  key: string;
  header: string;
  /** The header in full, as its tooltip, where the header is the trade's abbreviation ('LDM'). */
  headerTitle?: string;
  /** Classes for the header and the cells of this column (width, alignment). */
  className?: string;
  /**
   * `lookup` says a lookup value in the page's language (use-lookup-labels.ts); `now` is the table's
   * clock, moved on every minute, for an age.
   */
  cell: (item: T, lookup: LabelOf, now: Date) => ReactNode;
}

const FIELDS = MESSAGES.listingFields;

// Room for a usual route on one line ("Tallinn, Eesti → Viljandi, Eesti"), which the table's automatic
// layout would otherwise wrap to give its spare width to the columns of short values.
const ROUTE_WIDTH = 'min-w-64';

// The type's column is as wide as two usual marks side by side: wider, the table's automatic layout
// gave it the room of all of a load's marks on one line and wrapped the route instead.
const TYPE_WIDTH = 'w-40';

/**
 * The type and, under it, the freight marks. Their line is there even when a listing has none, so the
 * rows are as tall as the placeholder's (ListingTableSkeleton) and the list does not jump as it fills.
 */
function TypeWithMarks({ type, item }: { type: string; item: ListingItem }) {
  return (
    <>
      <span className="block">{type}</span>
      <span className="mt-1 block min-h-5">
        <FreightBadges item={item} />
      </span>
    </>
  );
}

export const CARGO_COLUMNS: Column<CargoItem>[] = [
  { key: 'route', header: FIELDS.route, className: ROUTE_WIDTH, cell: (item) => <RouteView item={item} /> },
  {
    key: 'type',
    header: FIELDS.cargoType,
    className: TYPE_WIDTH,
    cell: (item, lookup) => <TypeWithMarks type={lookup('cargoTypes', item.cargoType)} item={item} />,
  },
  {
    key: 'quantity',
    header: FIELDS.quantity,
    className: 'whitespace-nowrap',
    cell: (item, lookup) => quantityText(item, lookup),
  },
  {
    key: 'weight',
    header: FIELDS.weight,
    className: 'whitespace-nowrap',
    cell: (item) => formatWeightKg(item.weight),
  },
  { key: 'price', header: FIELDS.price, cell: (item) => <CargoPrice item={item} /> },
  {
    key: 'dates',
    header: MESSAGES.marketplace.fields.dates,
    // A range may take two lines ("04.12.2026 –" over "05.12.2026"): the route needs the width more.
    cell: (item) => dateRangeText(item.pickupDate, item.deliveryDate),
  },
  { key: 'info', header: MESSAGES.marketplace.fields.info, cell: (item) => <InfoCell item={item} /> },
];

export const TRANSPORT_COLUMNS: Column<TransportItem>[] = [
  { key: 'route', header: FIELDS.route, className: ROUTE_WIDTH, cell: (item) => <RouteView item={item} /> },
  {
    key: 'type',
    header: FIELDS.trailerType,
    className: TYPE_WIDTH,
    cell: (item, lookup) => <TypeWithMarks type={lookup('trailerTypes', item.trailerType)} item={item} />,
  },
  {
    key: 'capacity',
    header: MESSAGES.marketplace.fields.capacity,
    className: 'whitespace-nowrap',
    cell: (item, lookup) => capacityText(item, lookup),
  },
  { key: 'price', header: FIELDS.price, cell: (item) => <PriceText text={transportPrice(item)} /> },
  {
    key: 'available',
    header: FIELDS.availableFrom,
    className: 'whitespace-nowrap',
    cell: (item) => formatDate(item.availableDate),
  },
  { key: 'info', header: MESSAGES.marketplace.fields.info, cell: (item) => <InfoCell item={item} /> },
];
