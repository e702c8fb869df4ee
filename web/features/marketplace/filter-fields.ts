import { countryName } from '@domain/countries';
import { formatDate, formatNumber } from '@domain/format';
import { lookupLabel } from '@web/lib/listing-display';
import type { FilterKey, FilterValues, MarketTab } from './home-params';
import type { FilterOptions } from './use-reference';

/** The advanced filters of each tab, in the order the panel shows them (GET /api/listings and /api/companies). */

export interface Option {
  value: string;
  label: string;
}

export type FieldDef =
  | { kind: 'select'; key: FilterKey; label: string; options: (o: FilterOptions) => Option[] }
  | { kind: 'number'; key: FilterKey; label: string; unit: string }
  | { kind: 'dateRange'; label: string; from: FilterKey; to: FilterKey }
  | { kind: 'check'; key: FilterKey; label: string };

const lookup = (items: { name: string }[]): Option[] =>
  items.map(({ name }) => ({ value: name, label: lookupLabel(name) }));

const countries = (o: FilterOptions): Option[] =>
  o.countries.map(({ key, name }) => ({ value: key, label: name }));

const ROUTE_FIELDS: FieldDef[] = [
  { kind: 'select', key: 'originCountry', label: 'Lähteriik', options: countries },
  { kind: 'select', key: 'destinationCountry', label: 'Sihtriik', options: countries },
];

export const FILTER_FIELDS: Record<MarketTab, FieldDef[]> = {
  cargo: [
    ...ROUTE_FIELDS,
    { kind: 'select', key: 'cargoType', label: 'Kauba tüüp', options: (o) => lookup(o.cargoTypes) },
    { kind: 'number', key: 'minWeight', label: 'Kaal vähemalt', unit: 'kg' },
    { kind: 'dateRange', label: 'Pealevõtu kuupäev', from: 'pickupFrom', to: 'pickupTo' },
    { kind: 'dateRange', label: 'Kohaletoimetamise kuupäev', from: 'deliveryFrom', to: 'deliveryTo' },
    { kind: 'check', key: 'urgent', label: 'Ainult kiired veod' },
  ],
  transport: [
    ...ROUTE_FIELDS,
    { kind: 'select', key: 'trailerType', label: 'Haagise tüüp', options: (o) => lookup(o.trailerTypes) },
    {
      kind: 'select',
      key: 'serviceArea',
      label: 'Teeninduspiirkond',
      options: (o) => lookup(o.serviceRegions),
    },
    { kind: 'number', key: 'minCapacity', label: 'Kandevõime vähemalt', unit: 't' },
    { kind: 'number', key: 'minVolume', label: 'Maht vähemalt', unit: 'm³' },
    { kind: 'dateRange', label: 'Vaba', from: 'availableFrom', to: 'availableTo' },
  ],
  companies: [
    { kind: 'select', key: 'region', label: 'Teeninduspiirkond', options: (o) => lookup(o.serviceRegions) },
    {
      kind: 'select',
      key: 'specialty',
      label: 'Tegevusala',
      options: (o) => lookup(o.specializations),
    },
    {
      kind: 'select',
      key: 'transportType',
      label: 'Transpordiliik',
      options: (o) => lookup(o.transportTypes),
    },
  ],
};

const COUNTRY_KEYS = new Set<FilterKey>(['originCountry', 'destinationCountry']);

/** 'Sihtriik: Läti', 'Kaal vähemalt: 5 000 kg': how an active filter reads in its removable chip. */
export function describeFilter(tab: MarketTab, key: FilterKey, value: string): string {
  for (const field of FILTER_FIELDS[tab]) {
    if (field.kind === 'dateRange' && (field.from === key || field.to === key)) {
      return `${field.label} ${field.from === key ? 'alates' : 'kuni'}: ${formatDate(value)}`;
    }
    if (field.kind === 'dateRange' || field.key !== key) continue;
    switch (field.kind) {
      case 'select':
        return `${field.label}: ${COUNTRY_KEYS.has(key) ? countryName(value) : lookupLabel(value)}`;
      case 'number':
        return `${field.label}: ${formatNumber(value)}\u00A0${field.unit}`;
      case 'check':
        return field.label;
    }
  }
  return `${key}: ${value}`;
}

/** How many filters are set, as the panel shows them: a date range is one filter, whichever ends it has. */
export function activeFilterCount(tab: MarketTab, filters: FilterValues): number {
  return FILTER_FIELDS[tab].filter((field) =>
    field.kind === 'dateRange'
      ? Boolean(filters[field.from] || filters[field.to])
      : Boolean(filters[field.key]),
  ).length;
}
