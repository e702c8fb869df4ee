import { countText } from '@domain/format';
import { countryName } from '@domain/countries';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPricePerKm,
  MISSING_VALUE,
} from '@domain/format';
import { listingExpiresAt } from '@domain/plans';
import { parseDecimal } from '@domain/sanitize';
import { lookupLabel } from '@web/lib/listing-display';
import type { ListingDraft } from './listing-draft';

interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  title: string;
  rows: SummaryRow[];
}

export function daysLabel(days: number): string {
  return countText(days, 'päev', 'päeva');
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

function place(city: string, country: string): string {
  return `${city.trim() || MISSING_VALUE}, ${countryName(country)}`;
}

/**
 * The readable summary of step 4: what the listing will say, in the words and formats the lists use, so
 * the user checks the listing as others will see it.
 */
export function listingSummary(draft: ListingDraft, now: Date = new Date()): SummarySection[] {
  const route: SummaryRow[] = [
    { label: 'Tüüp', value: draft.listingType === 'cargo' ? 'Kaubad saatmiseks' : 'Vaba transport' },
    { label: 'Lähtepunkt', value: place(draft.originCity, draft.originCountry) },
    { label: 'Sihtpunkt', value: place(draft.destinationCity, draft.destinationCountry) },
  ];
  const details: SummaryRow[] =
    draft.listingType === 'cargo'
      ? [
          { label: 'Kauba tüüp', value: lookupLabel(draft.cargoType) },
          { label: 'Laadimisviis', value: lookupLabel(draft.loadingType) },
          { label: 'Kogus', value: amount(draft.quantity, draft.unit.trim()) },
          { label: 'Kaal', value: amount(draft.weight, 'kg') },
          { label: 'Hind', value: formatMoney(decimal(draft.priceAmount)) },
          { label: 'Pealevõtu kuupäev', value: formatDate(draft.pickupDate || null) },
          { label: 'Kohaletoimetamise kuupäev', value: formatDate(draft.deliveryDate || null) },
          { label: 'Kiire vedu', value: draft.isUrgent ? 'Jah' : 'Ei' },
        ]
      : [
          { label: 'Haagise tüüp', value: lookupLabel(draft.trailerType) },
          { label: 'Kandevõime', value: amount(draft.capacity, 't') },
          { label: 'Maht', value: amount(draft.volumeCapacity, draft.volumeUnit.trim() || 'm³') },
          { label: 'Hind', value: formatPricePerKm(decimal(draft.pricePerKm)) },
          { label: 'Vaba alates', value: formatDate(draft.availableDate || null) },
          { label: 'Teeninduspiirkond', value: lookupLabel(draft.serviceArea) },
        ];
  details.push({ label: 'Märkused', value: text(draft.notes) });
  const contact: SummaryRow[] = [
    { label: 'Ettevõte', value: text(draft.companyName) },
    { label: 'Kontaktisik', value: text(draft.contactPerson) },
    { label: 'Telefon', value: text(draft.contactPhone) },
    { label: 'E-post', value: text(draft.contactEmail) },
  ];
  const sections: SummarySection[] = [
    { title: 'Marsruut', rows: route },
    { title: 'Detailid', rows: details },
    { title: 'Kontakt', rows: contact },
  ];
  if (draft.durationDays != null) {
    sections.push({
      title: 'Kestus',
      rows: [
        { label: 'Kestus', value: daysLabel(draft.durationDays) },
        { label: 'Aegub', value: formatDateTime(listingExpiresAt(now, draft.durationDays)) },
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
