import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { fillMessage } from '@domain/catalogue';
import { findCountry } from '@domain/countries';
import { formatMoney, formatNumber, formatShortDate, formatTonnes, MISSING_VALUE } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { bodyTypesText, temperatureText } from '@web/lib/freight-display';
import { routeText } from '@web/lib/listing-display';
import { stopsBetween } from '@web/lib/stops-display';
import {
  InfoCell,
  ListingAge,
  PointDistance,
  PriceText,
  StopsChip,
  transportPrice,
  type Column,
} from './listing-cells';
import type { CargoItem, ListingItem, TransportItem } from './types';

/**
 * The compact table's columns (issue 30, item 9): one line per listing, the facts a dispatcher scans
 * a board by, each in a column of its own so the eye runs down it. A fact the listing does not give
 * leaves its cell empty rather than filling the board with dashes; the row opens to the full details.
 * The table's layout is fixed: each column but the route has the width its longest usual value needs
 * (a longer one is cut, its tooltip whole), and the route takes the rest.
 */

const FIELDS = MESSAGES.listingFields;
const WORDS = MESSAGES.marketplace;
const FREIGHT = MESSAGES.freight;

/** 'LV', the country's two letters: a full name would not leave the route one line. */
function countryCode(value: string): string {
  return findCountry(value)?.code ?? value;
}

function CompactEnd({ city, country, extra }: { city: string; country: string; extra?: ReactNode }) {
  return (
    <span className="min-w-0 truncate">
      <span className="font-semibold text-slate-900">{city}</span>
      {country && <span className="ml-1 text-xs text-slate-500">{countryCode(country)}</span>}
      {extra}
    </span>
  );
}

/** 'Riga LV → Varssavi PL +1 peatus' on one line, cut with an ellipsis; the whole route in its tooltip. */
function CompactRoute({ item }: { item: ListingItem }) {
  const stops = item.type === 'cargo' ? stopsBetween(item.stops).length : 0;
  const full = routeText(item);
  return (
    <span className="flex min-w-0 items-center gap-1" title={full}>
      <span className="sr-only">{full}</span>
      <span aria-hidden="true" className="contents">
        <CompactEnd
          city={item.originCity}
          country={item.originCountry}
          extra={<PointDistance distance={item.originDistanceKm} end="origin" />}
        />
        <ArrowRight className="size-3.5 shrink-0 text-brand-600" />
        <CompactEnd
          city={item.destinationCity}
          country={item.destinationCountry}
          extra={<PointDistance distance={item.destinationDistanceKm} end="destination" />}
        />
      </span>
      {stops > 0 && <StopsChip count={stops} />}
    </span>
  );
}

function Chip({ className, title, children }: { className: string; title?: string; children: string }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex h-5 items-center rounded-full px-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}

function Temperature({ item }: { item: ListingItem }) {
  const text = temperatureText(item);
  return text ? (
    <Chip className="bg-sky-50 text-sky-800 ring-sky-200" title={FREIGHT.temperatureTitle}>
      {text}
    </Chip>
  ) : null;
}

function Distance({ item }: { item: ListingItem }) {
  if (item.distanceKm == null) return null;
  return (
    <span className="text-slate-600" title={WORDS.roadDistanceTitle} data-road-distance={item.distanceKm}>
      {formatNumber(item.distanceKm)}
    </span>
  );
}

function shortDates(from: string | null, to: string | null): string {
  if (from && to) return `${formatShortDate(from)}–${formatShortDate(to)}`;
  if (from) return formatShortDate(from);
  if (to) return fillMessage(WORDS.untilDate, { date: formatShortDate(to) });
  return MISSING_VALUE;
}

/** A text that may be longer than its column: cut, and whole in its tooltip. */
function Cut({ text, children }: { text: string; children?: ReactNode }) {
  return text ? (
    <span className="block truncate" title={text}>
      {children ?? text}
    </span>
  ) : null;
}

function AdrChip({ text, title }: { text: string; title: string }) {
  return (
    <Chip className="bg-amber-100 text-amber-900 ring-amber-300" title={title}>
      {text}
    </Chip>
  );
}

const NUMBER = 'text-right tabular-nums';
// A narrower screen leaves these columns to the row's details, so the route keeps its room: the
// first ones below 1280 px, the next below 1024 px.
const WIDE = 'hidden xl:table-cell';
const LARGE = 'hidden lg:table-cell';

const route: Column<ListingItem> = {
  key: 'route',
  header: FIELDS.route,
  // No width: the one column that takes the room the others leave.
  cell: (item) => <CompactRoute item={item} />,
};
const distance: Column<ListingItem> = {
  key: 'distance',
  header: WORDS.fields.distanceKm,
  headerTitle: WORDS.roadDistanceTitle,
  className: cn('w-14', NUMBER, WIDE),
  cell: (item) => <Distance item={item} />,
};
const loadingMetres: Column<ListingItem> = {
  key: 'loadingMeters',
  header: 'LDM',
  headerTitle: FIELDS.loadingMeters,
  className: cn('w-14', NUMBER, LARGE),
  cell: (item) => (item.loadingMeters != null ? formatNumber(item.loadingMeters) : null),
};
const temperature: Column<ListingItem> = {
  key: 'temperature',
  header: '°C',
  headerTitle: FREIGHT.temperatureTitle,
  className: cn('w-24', WIDE),
  cell: (item) => <Temperature item={item} />,
};
const age: Column<ListingItem> = {
  key: 'age',
  header: WORDS.fields.age,
  className: 'w-16',
  cell: (item, _lookup, now) => <ListingAge item={item} now={now} className="text-slate-600" />,
};
const info: Column<ListingItem> = {
  key: 'info',
  header: WORDS.fields.info,
  className: 'w-20',
  cell: (item) => <InfoCell item={item} />,
};

export const COMPACT_CARGO_COLUMNS: Column<CargoItem>[] = [
  route,
  distance,
  {
    key: 'dates',
    header: WORDS.fields.dates,
    className: 'w-[6.5rem] tabular-nums',
    cell: (item) => shortDates(item.pickupDate, item.deliveryDate),
  },
  {
    key: 'loadType',
    header: 'FTL/LTL',
    headerTitle: FIELDS.loadType,
    className: 'w-[4.5rem]',
    // FTL and LTL are the trade's own words in every language; the tooltip says them in full.
    cell: (item) =>
      item.loadType ? (
        <span title={FREIGHT.loadType[item.loadType]}>{item.loadType.toUpperCase()}</span>
      ) : null,
  },
  loadingMetres,
  {
    key: 'weight',
    header: FIELDS.weight,
    className: cn('w-20', NUMBER),
    cell: (item) => (item.weight != null ? formatTonnes(item.weight / 1000) : MISSING_VALUE),
  },
  {
    key: 'body',
    header: WORDS.fields.body,
    headerTitle: FIELDS.bodyTypes,
    className: cn('w-28', WIDE),
    cell: (item, lookup) => <Cut text={bodyTypesText(item.bodyTypes, lookup)} />,
  },
  {
    key: 'adr',
    header: 'ADR',
    headerTitle: FIELDS.adrClass,
    className: cn('w-12', LARGE),
    cell: (item) =>
      item.adrClass ? (
        <AdrChip
          text={item.adrClass}
          title={[
            fillMessage(FREIGHT.adrTitle, { class: item.adrClass }),
            item.unNumber && `UN ${item.unNumber}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ) : null,
  },
  temperature,
  {
    key: 'price',
    header: FIELDS.price,
    className: 'w-28 text-right',
    cell: (item) => {
      const text = formatMoney(item.priceAmount);
      return (
        <Cut text={text}>
          <PriceText text={text} />
        </Cut>
      );
    },
  },
  {
    key: 'perKm',
    header: WORDS.fields.perKm,
    headerTitle: FIELDS.pricePerKm,
    className: cn('w-16', NUMBER, WIDE),
    cell: (item) =>
      item.priceAmount != null && item.distanceKm ? (
        <span className="text-slate-600" data-price-per-km>
          {formatNumber(item.priceAmount / item.distanceKm)}
        </span>
      ) : null,
  },
  age,
  info,
];

export const COMPACT_TRANSPORT_COLUMNS: Column<TransportItem>[] = [
  route,
  distance,
  {
    key: 'available',
    header: FIELDS.availableFrom,
    className: 'w-28 tabular-nums',
    cell: (item) => formatShortDate(item.availableDate),
  },
  {
    key: 'body',
    header: WORDS.fields.body,
    headerTitle: FIELDS.trailerType,
    className: cn('w-32', WIDE),
    cell: (item, lookup) => <Cut text={lookup('trailerTypes', item.trailerType)} />,
  },
  {
    key: 'payload',
    header: FIELDS.capacity,
    className: cn('w-28', NUMBER),
    cell: (item) => formatTonnes(item.capacity),
  },
  loadingMetres,
  {
    key: 'adr',
    header: 'ADR',
    headerTitle: FIELDS.adrClasses,
    className: cn('w-20', LARGE),
    cell: (item) =>
      item.adrClasses && item.adrClasses.length > 0 ? (
        <AdrChip
          text={item.adrClasses.join(',')}
          title={fillMessage(FREIGHT.adrClassesTitle, { classes: item.adrClasses.join(', ') })}
        />
      ) : null,
  },
  temperature,
  {
    key: 'price',
    header: FIELDS.price,
    className: 'w-36 text-right',
    cell: (item) => {
      const text = transportPrice(item);
      return (
        <Cut text={text}>
          <PriceText text={text} />
        </Cut>
      );
    },
  },
  age,
  info,
];
