import { z } from 'zod';
import { CONTACT_ACCESS_STATES, type ContactAccess } from '@domain/plans';
import type { CargoRow, TransportRow } from './listings.repository';

// What a listing looks like in every answer. Contact fields appear only inside `contact`, and
// `contact` only when contactAccess is not "locked": a row is never sent as it is.
export const listingContactSchema = z.object({
  companyName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

const common = {
  id: z.string(),
  originCity: z.string(),
  originCountry: z.string(),
  destinationCity: z.string(),
  destinationCountry: z.string(),
  notes: z.string().nullable(),
  status: z.string(),
  expiresAt: z.string().nullable(),
  postDurationDays: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOwn: z.boolean(),
  contactAccess: z.enum(CONTACT_ACCESS_STATES),
  contact: listingContactSchema.optional(),
};

export const cargoItemSchema = z.object({
  type: z.literal('cargo'),
  ...common,
  cargoType: z.string(),
  loadingType: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  weight: z.number().nullable(),
  priceAmount: z.number().nullable(),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  isUrgent: z.boolean(),
});

export const transportItemSchema = z.object({
  type: z.literal('transport'),
  ...common,
  trailerType: z.string(),
  capacity: z.number().nullable(),
  volumeCapacity: z.number().nullable(),
  volumeUnit: z.string().nullable(),
  availableDate: z.string().nullable(),
  serviceArea: z.string().nullable(),
  pricePerKm: z.number().nullable(),
});

export type CargoItem = z.infer<typeof cargoItemSchema>;
export type TransportItem = z.infer<typeof transportItemSchema>;

const num = (v: number | string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function base(row: CargoRow | TransportRow, access: ContactAccess, viewerId: string | null) {
  return {
    id: row.id,
    originCity: row.originCity,
    originCountry: row.originCountry,
    destinationCity: row.destinationCity,
    destinationCountry: row.destinationCountry,
    notes: row.notes,
    status: row.status,
    expiresAt: iso(row.expiresAt),
    postDurationDays: row.postDurationDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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

export function presentCargo(row: CargoRow, access: ContactAccess, viewerId: string | null): CargoItem {
  return {
    type: 'cargo',
    ...base(row, access, viewerId),
    cargoType: row.cargoType,
    loadingType: row.loadingType,
    quantity: num(row.quantity),
    unit: row.unit,
    weight: num(row.weight),
    priceAmount: num(row.priceAmount),
    pickupDate: row.pickupDate,
    deliveryDate: row.deliveryDate,
    isUrgent: row.isUrgent,
  };
}

export function presentTransport(
  row: TransportRow,
  access: ContactAccess,
  viewerId: string | null,
): TransportItem {
  return {
    type: 'transport',
    ...base(row, access, viewerId),
    trailerType: row.trailerType,
    capacity: num(row.capacity),
    volumeCapacity: num(row.volumeCapacity),
    volumeUnit: row.volumeUnit,
    availableDate: row.availableDate,
    serviceArea: row.serviceArea,
    pricePerKm: num(row.pricePerKm),
  };
}
