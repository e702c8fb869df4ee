import { countryName } from '@domain/countries';
import { formatDate, formatDateTime, formatTonnes, formatWeightKg, MISSING_VALUE } from '@domain/format';
import { ContactPanel } from '@web/features/contacts';
import { lookupLabel, quantityText, volumeText } from '@web/lib/listing-display';
import type { ListingItem } from './types';

interface Fact {
  label: string;
  value: string;
}

function facts(item: ListingItem): Fact[] {
  const common: Fact[] = [
    { label: 'Lähtekoht', value: `${item.originCity}, ${countryName(item.originCountry)}` },
    { label: 'Sihtkoht', value: `${item.destinationCity}, ${countryName(item.destinationCountry)}` },
  ];
  const listed: Fact[] = [
    { label: 'Lisatud', value: formatDateTime(item.createdAt) },
    { label: 'Aegub', value: formatDateTime(item.expiresAt) },
  ];
  if (item.type === 'cargo') {
    return [
      ...common,
      { label: 'Kauba tüüp', value: lookupLabel(item.cargoType) },
      { label: 'Laadimisviis', value: lookupLabel(item.loadingType) },
      { label: 'Kogus', value: quantityText(item) },
      { label: 'Kaal', value: formatWeightKg(item.weight) },
      { label: 'Pealevõtu kuupäev', value: formatDate(item.pickupDate) },
      { label: 'Kohaletoimetamise kuupäev', value: formatDate(item.deliveryDate) },
      { label: 'Kiire vedu', value: item.isUrgent ? 'Jah' : 'Ei' },
      ...listed,
    ];
  }
  return [
    ...common,
    { label: 'Haagise tüüp', value: lookupLabel(item.trailerType) },
    { label: 'Kandevõime', value: formatTonnes(item.capacity) },
    { label: 'Maht', value: volumeText(item) },
    { label: 'Teeninduspiirkond', value: lookupLabel(item.serviceArea) },
    { label: 'Vaba alates', value: formatDate(item.availableDate) },
    ...listed,
  ];
}

/** What an opened row or card shows: every field of the listing, its notes and the contact area. */
export function ListingDetails({ item }: { item: ListingItem }) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {facts(item).map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="text-sm">
          <h4 className="text-xs font-medium text-slate-500">Märkused</h4>
          <p className="mt-0.5 whitespace-pre-line text-slate-900">{item.notes?.trim() || MISSING_VALUE}</p>
        </div>
      </div>
      <ContactPanel item={item} />
    </div>
  );
}
