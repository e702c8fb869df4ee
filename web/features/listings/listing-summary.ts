import * as z from 'zod/mini';
import { countMessage } from '@domain/catalogue';
import { cargoFreightFields, transportFreightFields } from '@domain/freight';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  MISSING_VALUE,
} from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { listingExpiresAt } from '@domain/plans';
import { RADIUS_KM } from '@domain/places';
import { parseDecimal } from '@domain/sanitize';
import { freightFacts, truckFreightFacts } from '@web/lib/freight-display';
import { dateWithWindow, stopLines } from '@web/lib/stops-display';
import type { ListingDraft } from './listing-draft';
import {
  countryText,
  FALLBACK_LISTING_OPTIONS,
  optionLabel,
  type ListingOptions,
} from './use-listing-options';

const FIELDS = MESSAGES.listingFields;
const [, DETAILS_TITLE, CONTACT_TITLE] = MESSAGES.wizard.steps;

interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  title: string;
  rows: SummaryRow[];
}

export function daysLabel(days: number): string {
  return countMessage(MESSAGES.wizard.days, days);
}

function text(value: string): string {
  return value.trim() || MISSING_VALUE;
}

function decimal(value: string): number | null {
  const parsed = parseDecimal(value);
  return parsed == null || Number.isNaN(parsed) ? null : parsed;
}

function amount(value: string, unit: string): string {
  const n = decimal(value);
  if (n == null) return MISSING_VALUE;
  return unit ? `${formatNumber(n)}\u00A0${unit}` : formatNumber(n);
}

const freightSchema = z.object(cargoFreightFields);

/** The freight details the draft gives, as the listing will show them (nothing for those not given). */
function freightRows(draft: ListingDraft, options: ListingOptions): SummaryRow[] {
  const parsed = freightSchema.safeParse(draft);
  // Step 2 checked them before step 4 shows; a draft that still fails shows what it can elsewhere.
  if (!parsed.success) return [];
  return freightFacts(parsed.data, (_list, value) => optionLabel(options.trailerTypes, value));
}

const truckFreightSchema = z.object(transportFreightFields);

/**
 * A truck's freight details given, its wanted directions as the form names them: a picked place by the
 * name shown when it was picked (the listing's answer later gives the gazetteer's own), its radius
 * the server's default when none was chosen; a country by its name in the page's language.
 */
function truckFreightRows(draft: ListingDraft): SummaryRow[] {
  const parsed = truckFreightSchema.safeParse(draft);
  if (!parsed.success) return [];
  const directions = (parsed.data.wantedDirections ?? []).map((direction) =>
    direction.placeId != null
      ? {
          country: direction.country ?? '',
          placeId: direction.placeId,
          name: direction.name ?? null,
          radiusKm: direction.radiusKm ?? RADIUS_KM.default,
        }
      : { country: direction.country ?? '', placeId: null, name: null, radiusKm: null },
  );
  return truckFreightFacts({ ...parsed.data, wantedDirections: directions.length > 0 ? directions : null });
}

/**
 * The readable summary of step 4: what the listing will say, in the words and formats the lists use, so
 * the user checks the listing as others will see it (lookup values and countries by their labels in the
 * page's language, from `options`).
 */
export function listingSummary(
  draft: ListingDraft,
  now: Date = new Date(),
  options: ListingOptions = FALLBACK_LISTING_OPTIONS,
): SummarySection[] {
  const place = (city: string, country: string) =>
    `${city.trim() || MISSING_VALUE}, ${countryText(options.countries, country)}`;
  const route: SummaryRow[] = [
    {
      label: MESSAGES.wizard.summaryType,
      value: draft.listingType === 'cargo' ? MESSAGES.myListings.cargoTab : MESSAGES.myListings.transportTab,
    },
    { label: MESSAGES.wizard.origin, value: place(draft.originCity, draft.originCountry) },
    { label: MESSAGES.wizard.destination, value: place(draft.destinationCity, draft.destinationCountry) },
  ];
  if (draft.listingType === 'cargo' && draft.stops.length > 0) {
    const stops = draft.stops.map((stop) => ({
      ...stop,
      date: stop.date || null,
      timeFrom: stop.timeFrom.trim() || null,
      timeTo: stop.timeTo.trim() || null,
    }));
    // After the pickup, before the delivery: the trip's order.
    route.splice(2, 0, { label: FIELDS.routeStops, value: stopLines(stops).join('\n') });
  }
  const details: SummaryRow[] =
    draft.listingType === 'cargo'
      ? [
          { label: FIELDS.cargoType, value: optionLabel(options.cargoTypes, draft.cargoType) },
          { label: FIELDS.loadingType, value: optionLabel(options.loadingTypes, draft.loadingType) },
          {
            label: FIELDS.quantity,
            value: amount(draft.quantity, draft.unit.trim() && optionLabel(options.units, draft.unit)),
          },
          { label: FIELDS.weight, value: amount(draft.weight, 'kg') },
          { label: FIELDS.price, value: formatMoney(decimal(draft.priceAmount)) },
          {
            label: FIELDS.pickupDate,
            value: dateWithWindow(draft.pickupDate || null, draft.pickupTimeFrom, draft.pickupTimeTo),
          },
          {
            label: FIELDS.deliveryDate,
            value: dateWithWindow(draft.deliveryDate || null, draft.deliveryTimeFrom, draft.deliveryTimeTo),
          },
          { label: FIELDS.urgent, value: draft.isUrgent ? MESSAGES.generic.yes : MESSAGES.generic.no },
          ...freightRows(draft, options),
        ]
      : [
          { label: FIELDS.trailerType, value: optionLabel(options.trailerTypes, draft.trailerType) },
          { label: FIELDS.capacity, value: amount(draft.capacity, 't') },
          { label: FIELDS.volume, value: amount(draft.volumeCapacity, draft.volumeUnit.trim() || 'm³') },
          { label: FIELDS.price, value: formatPricePerKm(decimal(draft.pricePerKm)) },
          { label: FIELDS.availableFrom, value: formatDate(draft.availableDate || null) },
          { label: FIELDS.serviceArea, value: optionLabel(options.serviceRegions, draft.serviceArea) },
          ...truckFreightRows(draft),
        ];
  details.push({ label: FIELDS.notes, value: text(draft.notes) });
  const contact: SummaryRow[] = [
    { label: FIELDS.company, value: text(draft.companyName) },
    { label: FIELDS.contactPerson, value: text(draft.contactPerson) },
    { label: FIELDS.phone, value: text(draft.contactPhone) },
    { label: FIELDS.email, value: text(draft.contactEmail) },
  ];
  const sections: SummarySection[] = [
    { title: FIELDS.route, rows: route },
    { title: DETAILS_TITLE, rows: details },
    { title: CONTACT_TITLE, rows: contact },
  ];
  if (draft.durationDays != null) {
    sections.push({
      title: MESSAGES.wizard.duration,
      rows: [
        { label: MESSAGES.wizard.duration, value: daysLabel(draft.durationDays) },
        { label: MESSAGES.wizard.expires, value: formatDateTime(listingExpiresAt(now, draft.durationDays)) },
      ],
    });
  }
  return sections;
}

/** 'Tallinn → Riia': a name to suggest for a template saved from the form ('' without cities). */
export function routeName(draft: Pick<ListingDraft, 'originCity' | 'destinationCity'>): string {
  const from = draft.originCity.trim();
  const to = draft.destinationCity.trim();
  return from || to ? `${from || '…'} → ${to || '…'}` : '';
}
