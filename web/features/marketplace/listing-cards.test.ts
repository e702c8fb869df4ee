import { describe, expect, it } from 'vitest';
import { keyFacts } from './ListingCards';
import { cargoItem, transportItem } from '../../../test/factories/listing-items';
import type { CargoItem, TransportItem } from './types';

const cargo: CargoItem = cargoItem({
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-12-01T08:00:00Z',
  quantity: 10,
  unit: 'alus',
  weight: 5000,
  pickupDate: '2026-12-08',
  deliveryDate: '2026-12-10',
});

const transport: TransportItem = transportItem({
  id: '00000000-0000-4000-8000-000000000002',
  capacity: 20,
  volumeCapacity: 80,
  availableDate: '2026-12-08',
  serviceArea: 'baltimaad',
});

// A phone's card shows the dates as the desktop table does: one date format (docs/glossary.md).
describe('the phone card', () => {
  it('writes the cargo dates as dd.MM.yyyy', () => {
    expect(keyFacts(cargo)).toContainEqual({ label: 'Kuupäevad', value: '08.12.2026 – 10.12.2026' });
  });

  it('writes the free-from date of transport as dd.MM.yyyy', () => {
    expect(keyFacts(transport)).toContainEqual({ label: 'Vaba alates', value: '08.12.2026' });
  });
});
