import { fillMessage } from '@domain/catalogue';
import { formatDate, formatNumber } from '@domain/format';
import { ADR_CLASSES, LOAD_TYPES, PALLET_TYPES } from '@domain/freight';
import { MESSAGES } from '@domain/messages';
import { countryText, lookupLabel } from '@web/lib/listing-display';
import type { FilterKey, FilterValues, MarketTab } from './home-params';
import { EMPTY_FILTER_OPTIONS, type FilterOptions } from './use-reference';

/** The advanced filters of each tab, in the order the panel shows them (GET /api/listings and /api/companies). */

export interface Option {
  value: string;
  label: string;
}

export type FieldDef =
  | { kind: 'select'; key: FilterKey; label: string; options: (o: FilterOptions) => Option[] }
  | { kind: 'number'; key: FilterKey; label: string; unit: string }
  | { kind: 'dateRange'; label: string; from: FilterKey; to: FilterKey }
  | { kind: 'check'; key: FilterKey; label: string }
  /** Within a radius of a place of the gazetteer (issue 29): the place's id and the radius in km. */
  | { kind: 'near'; label: string; place: FilterKey; radius: FilterKey };

// The stored value is what the address and the API take; the label is what the reader sees.
const lookup = (items: { value: string; label: string }[]): Option[] =>
  items.map(({ value, label }) => ({ value, label: label.trim() || lookupLabel(value) }));

const countries = (o: FilterOptions): Option[] =>
  o.countries.map(({ key, label }) => ({ value: key, label }));

const FIELDS = MESSAGES.listingFields;
const FILTERS = MESSAGES.marketplace.filters;
const FREIGHT = MESSAGES.freight;

// The fixed vocabularies (domain/freight.ts) are the same whatever the reference answer holds.
const LOAD_TYPE_OPTIONS: Option[] = LOAD_TYPES.map((kind) => ({
  value: kind,
  label: FREIGHT.loadType[kind],
}));
const PALLET_OPTIONS: Option[] = PALLET_TYPES.map((type) => ({ value: type, label: FREIGHT.pallet[type] }));
const ADR_CLASS_OPTIONS: Option[] = ADR_CLASSES.map((adr) => ({ value: adr, label: adr }));
// `adr=false` asks for what is not dangerous, which "all" (no filter) is not: a choice of its own.
const YES_NO_OPTIONS: Option[] = [
  { value: 'true', label: MESSAGES.generic.yes },
  { value: 'false', label: MESSAGES.generic.no },
];

const ROUTE_FIELDS: FieldDef[] = [
  { kind: 'select', key: 'originCountry', label: FIELDS.originCountry, options: countries },
  { kind: 'select', key: 'destinationCountry', label: FIELDS.destinationCountry, options: countries },
  { kind: 'near', label: FILTERS.originNear, place: 'originNear', radius: 'originRadiusKm' },
  { kind: 'near', label: FILTERS.destinationNear, place: 'destinationNear', radius: 'destinationRadiusKm' },
];

/**
 * What a load needs and a truck takes (../shared/spec/API.md, "Load details"), after the fields each
 * list had before them, the dangerous goods' two side by side. The cargo tab adds a body type (the
 * trailer-type lookup's value a load may go on); the transport tab has its trailer type already,
 * which the API's `bodyType` only names again.
 */
const FREIGHT_FIELDS: FieldDef[] = [
  { kind: 'number', key: 'minLoadingMeters', label: FILTERS.minLoadingMeters, unit: FILTERS.unitLdm },
  { kind: 'select', key: 'adr', label: FILTERS.dangerous, options: () => YES_NO_OPTIONS },
  { kind: 'select', key: 'adrClass', label: FILTERS.adrClass, options: () => ADR_CLASS_OPTIONS },
];

// Verified companies only (decision 0081): on every tab.
const VERIFIED_FIELD: FieldDef = { kind: 'check', key: 'verified', label: FILTERS.verifiedOnly };

/** The keys a field sets in the address. */
export function fieldKeys(field: FieldDef): FilterKey[] {
  switch (field.kind) {
    case 'dateRange':
      return [field.from, field.to];
    case 'near':
      return [field.place, field.radius];
    default:
      return [field.key];
  }
}

/** The near field a key belongs to (its place or its radius), if any. */
export function nearFieldOf(tab: MarketTab, key: FilterKey): Extract<FieldDef, { kind: 'near' }> | undefined {
  for (const field of FILTER_FIELDS[tab]) {
    if (field.kind === 'near' && (field.place === key || field.radius === key)) return field;
  }
  return undefined;
}

export const FILTER_FIELDS: Record<MarketTab, FieldDef[]> = {
  cargo: [
    ...ROUTE_FIELDS,
    { kind: 'select', key: 'cargoType', label: FIELDS.cargoType, options: (o) => lookup(o.cargoTypes) },
    { kind: 'number', key: 'minWeight', label: FILTERS.minWeight, unit: FILTERS.unitKg },
    { kind: 'dateRange', label: FIELDS.pickupDate, from: 'pickupFrom', to: 'pickupTo' },
    { kind: 'dateRange', label: FIELDS.deliveryDate, from: 'deliveryFrom', to: 'deliveryTo' },
    { kind: 'check', key: 'urgent', label: FILTERS.urgentOnly },
    { kind: 'select', key: 'loadType', label: FIELDS.loadType, options: () => LOAD_TYPE_OPTIONS },
    { kind: 'select', key: 'palletType', label: FIELDS.palletType, options: () => PALLET_OPTIONS },
    ...FREIGHT_FIELDS,
    { kind: 'select', key: 'bodyType', label: FILTERS.bodyType, options: (o) => lookup(o.trailerTypes) },
    { kind: 'check', key: 'temperatureControlled', label: FILTERS.temperatureCargo },
    VERIFIED_FIELD,
  ],
  transport: [
    ...ROUTE_FIELDS,
    { kind: 'select', key: 'trailerType', label: FIELDS.trailerType, options: (o) => lookup(o.trailerTypes) },
    {
      kind: 'select',
      key: 'serviceArea',
      label: FIELDS.serviceArea,
      options: (o) => lookup(o.serviceRegions),
    },
    { kind: 'number', key: 'minCapacity', label: FILTERS.minCapacity, unit: FILTERS.unitT },
    { kind: 'number', key: 'minVolume', label: FILTERS.minVolume, unit: FILTERS.unitM3 },
    { kind: 'dateRange', label: FILTERS.available, from: 'availableFrom', to: 'availableTo' },
    ...FREIGHT_FIELDS,
    { kind: 'check', key: 'temperatureControlled', label: FILTERS.temperatureTransport },
    VERIFIED_FIELD,
  ],
  companies: [
    { kind: 'near', label: FILTERS.companyNear, place: 'near', radius: 'radiusKm' },
    { kind: 'select', key: 'region', label: FIELDS.serviceArea, options: (o) => lookup(o.serviceRegions) },
    {
      kind: 'select',
      key: 'specialty',
      label: FILTERS.specialty,
      options: (o) => lookup(o.specializations),
    },
    {
      kind: 'select',
      key: 'transportType',
      label: FILTERS.transportType,
      options: (o) => lookup(o.transportTypes),
    },
    VERIFIED_FIELD,
  ],
};

const COUNTRY_KEYS = new Set<FilterKey>(['originCountry', 'destinationCountry']);

/**
 * What a select's stored value reads as: a country's name, a fixed vocabulary's word, or a lookup
 * value's label in the page's language, found among `options` (the reference lists); without them,
 * or for a value they do not hold (a shared link), the value as stored.
 */
export function choiceLabel(field: FieldDef, value: string, options?: FilterOptions): string {
  if (field.kind === 'select' && COUNTRY_KEYS.has(field.key)) return countryText(value);
  const known =
    field.kind === 'select'
      ? field.options(options ?? EMPTY_FILTER_OPTIONS).find((o) => o.value === value)
      : undefined;
  return known?.label ?? lookupLabel(value);
}

/**
 * 'Sihtriik: Läti', 'Kaal vähemalt: 5 000 kg', 'Ohtlik kaup: Ei': how an active filter reads in its
 * removable chip; `options` give the lookup values' labels.
 */
export function describeFilter(
  tab: MarketTab,
  key: FilterKey,
  value: string,
  options?: FilterOptions,
): string {
  for (const field of FILTER_FIELDS[tab]) {
    if (field.kind === 'dateRange' && (field.from === key || field.to === key)) {
      const range = field.from === key ? FILTERS.rangeFrom : FILTERS.rangeUntil;
      return fillMessage(range, { label: field.label, date: formatDate(value) });
    }
    if (field.kind === 'dateRange' || field.kind === 'near' || field.key !== key) continue;
    switch (field.kind) {
      case 'select':
        return `${field.label}: ${choiceLabel(field, value, options)}`;
      case 'number':
        return `${field.label}: ${formatNumber(value)}\u00A0${field.unit}`;
      case 'check':
        return field.label;
    }
  }
  return `${key}: ${value}`;
}

/**
 * How many filters are set, as the panel shows them: a date range is one filter, whichever ends it
 * has; a place with its radius is one.
 */
export function activeFilterCount(tab: MarketTab, filters: FilterValues): number {
  return FILTER_FIELDS[tab].filter((field) => {
    switch (field.kind) {
      case 'dateRange':
        return Boolean(filters[field.from] || filters[field.to]);
      case 'near':
        return Boolean(filters[field.place]);
      default:
        return Boolean(filters[field.key]);
    }
  }).length;
}
