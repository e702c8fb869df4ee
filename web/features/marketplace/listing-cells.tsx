import { Crown, Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  formatTonnes,
  formatWeightKg,
  PRICE_ON_OFFER,
} from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { RouteLine } from '@web/components/RouteLine';
import { cn } from '@web/lib/cn';
import { stopsBetween } from '@web/lib/stops-display';
import { freightBadges, truckFreightBadges, type FreightBadgeKey } from '@web/lib/freight-display';
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
function PointDistance({ distance, end }: { distance: number | undefined; end: 'origin' | 'destination' }) {
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
function StopsChip({ count }: { count: number }) {
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
const FREIGHT_BADGE_TONE: Record<FreightBadgeKey, string> = {
  loadType: 'bg-slate-100 text-slate-700 ring-slate-200',
  loadingMeters: 'bg-slate-100 text-slate-700 ring-slate-200',
  adr: 'bg-amber-100 text-amber-900 ring-amber-300',
  temperature: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** A load's or a truck's short marks (FTL/LTL, loading metres, ADR, temperature); nothing when it gives none. */
export function FreightBadges({ item, className }: { item: ListingItem; className?: string }) {
  const badges = item.type === 'cargo' ? freightBadges(item) : truckFreightBadges(item);
  if (badges.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {badges.map(({ key, text, title }) => (
        <span
          key={key}
          title={title}
          data-freight-badge={key}
          className={cn(
            'inline-flex h-5 items-center rounded-full px-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
            FREIGHT_BADGE_TONE[key],
          )}
        >
          {text}
        </span>
      ))}
    </span>
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
  /** Classes for the header and the cells of this column (width, alignment). */
  className?: string;
  /** `lookup` says a lookup value in the page's language (use-lookup-labels.ts). */
  cell: (item: T, lookup: LabelOf) => ReactNode;
}

const FIELDS = MESSAGES.listingFields;

export const CARGO_COLUMNS: Column<CargoItem>[] = [
  { key: 'route', header: FIELDS.route, className: 'min-w-52', cell: (item) => <RouteView item={item} /> },
  {
    key: 'type',
    header: FIELDS.cargoType,
    // The marks sit under the type, so a row grows a line only when the load has them.
    cell: (item, lookup) => (
      <>
        {lookup('cargoTypes', item.cargoType)}
        <FreightBadges item={item} className="mt-1" />
      </>
    ),
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
    className: 'whitespace-nowrap',
    cell: (item) => dateRangeText(item.pickupDate, item.deliveryDate),
  },
  { key: 'info', header: MESSAGES.marketplace.fields.info, cell: (item) => <InfoCell item={item} /> },
];

export const TRANSPORT_COLUMNS: Column<TransportItem>[] = [
  { key: 'route', header: FIELDS.route, className: 'min-w-52', cell: (item) => <RouteView item={item} /> },
  {
    key: 'type',
    header: FIELDS.trailerType,
    cell: (item, lookup) => (
      <>
        {lookup('trailerTypes', item.trailerType)}
        <FreightBadges item={item} className="mt-1" />
      </>
    ),
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
