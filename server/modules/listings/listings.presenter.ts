import type { CargoItem, TransportItem } from '@domain/contract/listings';
import type { ContactAccess } from '@domain/plans';
import type { CargoRow, TransportRow } from './listings.repository';

// What a listing looks like in every answer (domain/contract/listings.ts). Contact fields appear only
// inside `contact`, and `contact` only when contactAccess is not "locked": a row is never sent as it is.

const num = (v: number | string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function base(row: CargoRow | TransportRow, access: ContactAccess, viewerId: string | null) {
  return {
    id: row.id,
    originCity: row.originCity,
    originCountry: row.originCountry,
    destinationCity: row.destinationCity,
    destinationCountry: row.destinationCountry,
    originPlaceId: row.originPlaceId,
    destinationPlaceId: row.destinationPlaceId,
    distanceKm: row.distanceKm,
    notes: row.notes,
    status: row.status,
    expiresAt: iso(row.expiresAt),
    postDurationDays: row.postDurationDays,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    verified: row.ownerVerified,
    isOwn: viewerId !== null && row.userId === viewerId,
    contactAccess: access,
    ...(access === 'locked'
      ? {}
      : {
          contact: {
            companyName: row.companyName,
            contactPerson: row.contactPerson,
            phone: row.contactPhone,
            email: row.contactEmail,
          },
        }),
  };
}

/**
 * A load's route as ../shared/spec/API.md gives it: the pickup as the first loading stop, the stops
 * between in trip order, the delivery as the last unloading stop, each with its day and window.
 */
function routeStops(row: CargoRow): CargoItem['stops'] {
  return [
    {
      kind: 'loading',
      city: row.originCity,
      country: row.originCountry,
      placeId: row.originPlaceId,
      date: row.pickupDate,
      timeFrom: row.pickupTimeFrom,
      timeTo: row.pickupTimeTo,
    },
    ...(row.stops ?? []).map(({ kind, city, country, placeId, date, timeFrom, timeTo }) => ({
      kind,
      city,
      country,
      placeId,
      date,
      timeFrom,
      timeTo,
    })),
    {
      kind: 'unloading',
      city: row.destinationCity,
      country: row.destinationCountry,
      placeId: row.destinationPlaceId,
      date: row.deliveryDate,
      timeFrom: row.deliveryTimeFrom,
      timeTo: row.deliveryTimeTo,
    },
  ];
}

/** A cargo row's own fields, as every answer that shows a load gives them (the feeds, the back office). */
export function cargoFields(row: CargoRow) {
  return {
    cargoType: row.cargoType,
    loadingType: row.loadingType,
    quantity: num(row.quantity),
    unit: row.unit,
    weight: num(row.weight),
    priceAmount: num(row.priceAmount),
    pickupDate: row.pickupDate,
    deliveryDate: row.deliveryDate,
    isUrgent: row.isUrgent,
    pickupTimeFrom: row.pickupTimeFrom,
    pickupTimeTo: row.pickupTimeTo,
    deliveryTimeFrom: row.deliveryTimeFrom,
    deliveryTimeTo: row.deliveryTimeTo,
    stops: routeStops(row),
    loadType: row.loadType as CargoItem['loadType'],
    loadingMeters: num(row.loadingMeters),
    palletCount: row.palletCount,
    palletType: row.palletType as CargoItem['palletType'],
    pieceLength: num(row.pieceLength),
    pieceWidth: num(row.pieceWidth),
    pieceHeight: num(row.pieceHeight),
    adrClass: row.adrClass as CargoItem['adrClass'],
    unNumber: row.unNumber,
    temperatureMin: row.temperatureMin,
    temperatureMax: row.temperatureMax,
    bodyTypes: row.bodyTypes,
    loadingSides: row.loadingSides as CargoItem['loadingSides'],
    unloadingSides: row.unloadingSides as CargoItem['unloadingSides'],
    palletExchange: row.palletExchange,
    priceIncludesVat: row.priceIncludesVat,
    paymentTermDays: row.paymentTermDays,
  };
}

/** A transport row's own fields (see cargoFields). */
export function transportFields(row: TransportRow) {
  return {
    trailerType: row.trailerType,
    bodyType: row.trailerType,
    capacity: num(row.capacity),
    volumeCapacity: num(row.volumeCapacity),
    volumeUnit: row.volumeUnit,
    availableDate: row.availableDate,
    serviceArea: row.serviceArea,
    pricePerKm: num(row.pricePerKm),
    loadingMeters: num(row.loadingMeters),
    adrClasses: row.adrClasses as TransportItem['adrClasses'],
    temperatureMin: row.temperatureMin,
    temperatureMax: row.temperatureMax,
    wantedDirections:
      row.wantedDirections?.map((direction) =>
        'placeId' in direction
          ? {
              country: direction.country,
              placeId: direction.placeId,
              name: direction.name,
              radiusKm: direction.radiusKm,
            }
          : { country: direction.country, placeId: null, name: null, radiusKm: null },
      ) ?? null,
  };
}

export function presentCargo(row: CargoRow, access: ContactAccess, viewerId: string | null): CargoItem {
  return { type: 'cargo', ...base(row, access, viewerId), ...cargoFields(row) };
}

export function presentTransport(
  row: TransportRow,
  access: ContactAccess,
  viewerId: string | null,
): TransportItem {
  return { type: 'transport', ...base(row, access, viewerId), ...transportFields(row) };
}
