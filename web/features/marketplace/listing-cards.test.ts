import { describe, expect, it } from 'vitest';
import { keyFacts } from './ListingCards';
import type { CargoItem, TransportItem } from './types';

const common = {
  id: '00000000-0000-4000-8000-000000000001',
  originCity: 'Tallinn',
  originCountry: 'eesti',
  destinationCity: 'Riga',
  destinationCountry: 'lati',
  notes: null,
  status: 'active',
  expiresAt: null,
  postDurationDays: 7,
  createdAt: '2026-12-01T08:00:00Z',
  updatedAt: '2026-12-01T08:00:00Z',
  isOwn: false,
  contactAccess: 'locked',
} as const;

const cargo: CargoItem = {
  ...common,
  type: 'cargo',
  cargoType: 'toidukaubad',
  loadingType: null,
  quantity: 10,
  unit: 'alus',
  weight: 5000,
  priceAmount: null,
  pickupDate: '2026-12-08',
  deliveryDate: '2026-12-10',
  isUrgent: false,
};

const transport: TransportItem = {
  ...common,
  type: 'transport',
  trailerType: 'tentsõiduk',
  capacity: 20,
  volumeCapacity: 80,
  volumeUnit: 'm³',
  availableDate: '2026-12-08',
  serviceArea: 'baltimaad',
  pricePerKm: null,
};

// A phone's card shows the dates as the desktop table does: one date format (docs/glossary.md).
describe('the phone card', () => {
  it('writes the cargo dates as dd.MM.yyyy', () => {
    expect(keyFacts(cargo)).toContainEqual({ label: 'Kuupäevad', value: '08.12.2026 – 10.12.2026' });
  });

  it('writes the free-from date of transport as dd.MM.yyyy', () => {
    expect(keyFacts(transport)).toContainEqual({ label: 'Vaba alates', value: '08.12.2026' });
  });
});
