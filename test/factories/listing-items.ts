import type { CargoItem, TransportItem } from '@domain/contract/listings';

// A feed's items as the API answers them, for the pages' unit tests: every field the contract has,
// each overridable, so a field added to the contract is added here once.

const common = {
  originCity: 'Tallinn',
  originCountry: 'eesti',
  destinationCity: 'Riga',
  destinationCountry: 'lati',
  originPlaceId: null,
  destinationPlaceId: null,
  distanceKm: null,
  notes: null,
  status: 'active',
  expiresAt: null,
  postDurationDays: 7,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  isOwn: false,
  contactAccess: 'locked',
} as const;

export function cargoItem(overrides: Partial<CargoItem> = {}): CargoItem {
  return {
    type: 'cargo',
    id: 'cargo-1',
    ...common,
    cargoType: 'toidukaubad',
    loadingType: null,
    quantity: null,
    unit: null,
    weight: null,
    priceAmount: null,
    pickupDate: null,
    deliveryDate: null,
    isUrgent: false,
    pickupTimeFrom: null,
    pickupTimeTo: null,
    deliveryTimeFrom: null,
    deliveryTimeTo: null,
    stops: null,
    loadType: null,
    loadingMeters: null,
    palletCount: null,
    palletType: null,
    pieceLength: null,
    pieceWidth: null,
    pieceHeight: null,
    adrClass: null,
    unNumber: null,
    temperatureMin: null,
    temperatureMax: null,
    bodyTypes: null,
    loadingSides: null,
    unloadingSides: null,
    palletExchange: null,
    priceIncludesVat: null,
    paymentTermDays: null,
    ...overrides,
  };
}

export function transportItem(overrides: Partial<TransportItem> = {}): TransportItem {
  return {
    type: 'transport',
    id: 'transport-1',
    ...common,
    trailerType: 'tentsõiduk',
    bodyType: 'tentsõiduk',
    capacity: null,
    volumeCapacity: null,
    volumeUnit: 'm³',
    availableDate: null,
    serviceArea: null,
    pricePerKm: null,
    loadingMeters: null,
    adrClasses: null,
    temperatureMin: null,
    temperatureMax: null,
    wantedDirections: null,
    ...overrides,
  };
}
