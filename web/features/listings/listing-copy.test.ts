import { describe, expect, it } from 'vitest';
import type { ListingItem } from '@domain/contract/listings';
import { copyDraft } from './listing-copy';

const cargo = (overrides: Partial<Extract<ListingItem, { type: 'cargo' }>> = {}): ListingItem => ({
  type: 'cargo',
  id: 'c1',
  originCity: 'Tallinn',
  originCountry: 'eesti',
  destinationCity: 'Riia',
  destinationCountry: 'lati',
  notes: 'Kaks alust',
  status: 'active',
  expiresAt: null,
  postDurationDays: 3,
  createdAt: '2026-05-01T08:00:00Z',
  updatedAt: '2026-05-01T08:00:00Z',
  isOwn: true,
  contactAccess: 'owner',
  contact: { companyName: 'Firma OÜ', contactPerson: 'Mari', phone: '+372 5555 0101', email: null },
  cargoType: 'masinad',
  loadingType: null,
  quantity: 4,
  unit: 'tk',
  weight: 1250.5,
  priceAmount: null,
  pickupDate: '2026-05-10',
  deliveryDate: '2026-05-12',
  isUrgent: true,
  ...overrides,
});

const FREE = [1, 3, 5, 7];

describe('copyDraft', () => {
  it('copies every field, the contact and the duration', () => {
    const draft = copyDraft(cargo(), FREE, '2026-05-01');
    expect(draft).toMatchObject({
      listingType: 'cargo',
      originCity: 'Tallinn',
      destinationCountry: 'lati',
      cargoType: 'masinad',
      quantity: '4',
      unit: 'tk',
      weight: '1250,5',
      notes: 'Kaks alust',
      isUrgent: true,
      companyName: 'Firma OÜ',
      contactPerson: 'Mari',
      contactPhone: '+372 5555 0101',
      pickupDate: '2026-05-10',
      deliveryDate: '2026-05-12',
      durationDays: 3,
    });
  });

  it('moves past dates to today, keeping the days between pickup and delivery', () => {
    expect(copyDraft(cargo(), FREE, '2026-06-20')).toMatchObject({
      pickupDate: '2026-06-20',
      deliveryDate: '2026-06-22',
    });
    // Over a month's end.
    expect(
      copyDraft(cargo({ pickupDate: '2026-05-01', deliveryDate: '2026-05-03' }), FREE, '2026-05-30'),
    ).toMatchObject({
      pickupDate: '2026-05-30',
      deliveryDate: '2026-06-01',
    });
    // A delivery day alone, passed.
    expect(
      copyDraft(cargo({ pickupDate: null, deliveryDate: '2026-05-03' }), FREE, '2026-05-30'),
    ).toMatchObject({
      pickupDate: '',
      deliveryDate: '2026-05-30',
    });
    const transport: ListingItem = {
      ...cargo(),
      type: 'transport',
      trailerType: 'tentsõiduk',
      capacity: 20,
      volumeCapacity: null,
      volumeUnit: 'm³',
      availableDate: '2026-05-02',
      serviceArea: null,
      pricePerKm: 1.2,
    } as ListingItem;
    expect(copyDraft(transport, FREE, '2026-05-30')).toMatchObject({ availableDate: '2026-05-30' });
  });

  it('keeps the duration only when the plan still offers it', () => {
    expect(copyDraft(cargo({ postDurationDays: 30 }), FREE, '2026-05-01')?.durationDays).toBe(7);
    expect(copyDraft(cargo({ postDurationDays: null }), FREE, '2026-05-01')?.durationDays).toBe(7);
  });
});
