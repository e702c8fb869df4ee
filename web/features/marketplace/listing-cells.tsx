import { ArrowRight, Crown, Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  formatTonnes,
  formatWeightKg,
  PRICE_ON_OFFER,
} from '@domain/format';
import { cn } from '@web/lib/cn';
import {
  contactStateLabel,
  dateRangeText,
  isContactOpen,
  lookupLabel,
  quantityText,
  routeEnds,
  URGENT_LABEL,
} from '@web/lib/listing-display';
import type { CargoItem, ListingItem, TransportItem } from './types';

export function RouteView({ item, className }: { item: ListingItem; className?: string }) {
  const { from, to } = routeEnds(item);
  return (
    <span className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5', className)}>
      <span className="min-w-0">
        <span className="font-semibold text-slate-900">{from.city}</span>
        <span className="text-slate-600">, {from.country}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      <span className="sr-only"> → </span>
      <span className="min-w-0">
        <span className="font-semibold text-slate-900">{to.city}</span>
        <span className="text-slate-600">, {to.country}</span>
      </span>
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
      Teie
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

export function transportPrice(item: TransportItem): string {
  return formatPricePerKm(item.pricePerKm);
}

/** '24 t · 82 m³', or whichever of the two is known. */
export function capacityText(item: TransportItem): string {
  const parts = [
    item.capacity != null ? formatTonnes(item.capacity) : null,
    item.volumeCapacity != null
      ? `${formatNumber(item.volumeCapacity)}\u00A0${item.volumeUnit?.trim() || 'm³'}`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : formatTonnes(null);
}

export interface Column<T extends ListingItem> {
  key: string;
  header: string;
  /** Classes for the header and the cells of this column (width, alignment). */
  className?: string;
  cell: (item: T) => ReactNode;
}

export const CARGO_COLUMNS: Column<CargoItem>[] = [
  { key: 'route', header: 'Marsruut', className: 'min-w-52', cell: (item) => <RouteView item={item} /> },
  { key: 'type', header: 'Kauba tüüp', cell: (item) => lookupLabel(item.cargoType) },
  { key: 'quantity', header: 'Kogus', className: 'whitespace-nowrap', cell: (item) => quantityText(item) },
  {
    key: 'weight',
    header: 'Kaal',
    className: 'whitespace-nowrap',
    cell: (item) => formatWeightKg(item.weight),
  },
  { key: 'price', header: 'Hind', cell: (item) => <PriceText text={cargoPrice(item)} /> },
  {
    key: 'dates',
    header: 'Kuupäevad',
    className: 'whitespace-nowrap',
    cell: (item) => dateRangeText(item.pickupDate, item.deliveryDate),
  },
  { key: 'info', header: 'Info', cell: (item) => <InfoCell item={item} /> },
];

export const TRANSPORT_COLUMNS: Column<TransportItem>[] = [
  { key: 'route', header: 'Marsruut', className: 'min-w-52', cell: (item) => <RouteView item={item} /> },
  { key: 'type', header: 'Haagise tüüp', cell: (item) => lookupLabel(item.trailerType) },
  {
    key: 'capacity',
    header: 'Mahutavus',
    className: 'whitespace-nowrap',
    cell: (item) => capacityText(item),
  },
  { key: 'price', header: 'Hind', cell: (item) => <PriceText text={transportPrice(item)} /> },
  {
    key: 'available',
    header: 'Vaba alates',
    className: 'whitespace-nowrap',
    cell: (item) => formatDate(item.availableDate),
  },
  { key: 'info', header: 'Info', cell: (item) => <InfoCell item={item} /> },
];
