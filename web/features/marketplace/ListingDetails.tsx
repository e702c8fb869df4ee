import { formatDate, formatDateTime, formatTonnes, formatWeightKg, MISSING_VALUE } from '@domain/format';
import { isPossiblyOutdated } from '@domain/freshness';
import { MESSAGES } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { HideCompanyButton } from '@web/features/blocks';
import { VerifiedMark } from '@web/components/VerifiedMark';
import { ReportButton } from '@web/features/reports';
import { ContactPanel } from '@web/features/contacts';
import { freightFacts, truckFreightFacts } from '@web/lib/freight-display';
import { dateWithWindow, stopLines, stopsBetween } from '@web/lib/stops-display';
import { countryText, quantityText, volumeText, type LabelOf } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import type { ListingItem } from './types';

interface Fact {
  label: string;
  value: string;
  /** The whole row (the stops, a line each). */
  wide?: boolean;
}

const FIELDS = MESSAGES.listingFields;
const OWN_FIELDS = MESSAGES.marketplace.fields;

/** Every field of the listing, its lookup values (`lookup`) and countries in the page's language. */
function facts(item: ListingItem, lookup: LabelOf): Fact[] {
  const common: Fact[] = [
    { label: OWN_FIELDS.origin, value: `${item.originCity}, ${countryText(item.originCountry)}` },
    {
      label: OWN_FIELDS.destination,
      value: `${item.destinationCity}, ${countryText(item.destinationCountry)}`,
    },
  ];
  const listed: Fact[] = [
    { label: OWN_FIELDS.created, value: formatDateTime(item.createdAt) },
    // When its owner last said it is still available; past 48 hours, possibly outdated.
    {
      label: OWN_FIELDS.confirmed,
      value: isPossiblyOutdated(item.confirmedAt, new Date())
        ? `${formatDateTime(item.confirmedAt)} · ${MESSAGES.marketplace.possiblyOutdated}`
        : formatDateTime(item.confirmedAt),
    },
    { label: MESSAGES.wizard.expires, value: formatDateTime(item.expiresAt) },
  ];
  if (item.type === 'cargo') {
    return [
      ...common,
      { label: FIELDS.cargoType, value: lookup('cargoTypes', item.cargoType) },
      { label: FIELDS.loadingType, value: lookup('loadingTypes', item.loadingType) },
      { label: FIELDS.quantity, value: quantityText(item, lookup) },
      { label: FIELDS.weight, value: formatWeightKg(item.weight) },
      {
        label: FIELDS.pickupDate,
        value: dateWithWindow(item.pickupDate, item.pickupTimeFrom, item.pickupTimeTo),
      },
      {
        label: FIELDS.deliveryDate,
        value: dateWithWindow(item.deliveryDate, item.deliveryTimeFrom, item.deliveryTimeTo),
      },
      // The stops in the order of the trip, one line each (the list's <dd> keeps the lines).
      ...(stopsBetween(item.stops).length > 0
        ? [{ label: FIELDS.routeStops, value: stopLines(stopsBetween(item.stops)).join('\n'), wide: true }]
        : []),
      { label: FIELDS.urgent, value: item.isUrgent ? MESSAGES.generic.yes : MESSAGES.generic.no },
      // Only the freight details the listing gives: most say none.
      ...freightFacts(item, lookup),
      ...listed,
    ];
  }
  return [
    ...common,
    { label: FIELDS.trailerType, value: lookup('trailerTypes', item.trailerType) },
    { label: FIELDS.capacity, value: formatTonnes(item.capacity) },
    { label: FIELDS.volume, value: volumeText(item, lookup) },
    { label: FIELDS.serviceArea, value: lookup('serviceRegions', item.serviceArea) },
    { label: FIELDS.availableFrom, value: formatDate(item.availableDate) },
    ...truckFreightFacts(item),
    ...listed,
  ];
}

/** What an opened row or card shows: every field of the listing, its notes and the contact area. */
export function ListingDetails({ item }: { item: ListingItem }) {
  const lookup = useLookupLabels();
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {/* Keyed by place too: a translation may give two fields one word (Latvian's "Kravas veids"). */}
          {facts(item, lookup).map(({ label, value, wide }, index) => (
            <div key={`${index}:${label}`} className={cn('min-w-0', wide && 'col-span-2 sm:col-span-3')}>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="font-medium whitespace-pre-line text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="text-sm">
          <h4 className="text-xs font-medium text-slate-500">{FIELDS.notes}</h4>
          <p className="mt-0.5 whitespace-pre-line text-slate-900">{item.notes?.trim() || MISSING_VALUE}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        {item.verified && <VerifiedMark withText className="self-start" />}
        <ContactPanel item={item} />
        <div className="flex flex-wrap gap-1">
          <HideCompanyButton target={{ targetType: item.type, targetId: item.id }} isOwn={item.isOwn} />
          <ReportButton target={{ targetType: item.type, targetId: item.id }} isOwn={item.isOwn} />
        </div>
      </div>
    </div>
  );
}
