import { z } from 'zod';
import type { ContactAccess } from '@domain/plans';
import type { CargoRow, TransportRow } from './listings.repository';
import { cargoItemSchema, presentCargo, presentTransport, transportItemSchema } from './listings.presenter';

// A listing as its owner manages it: the feed item (contact included when entitled, which the
// owner always is) plus whether the owner marked it completed. Every write answers this shape.
export const ownCargoItemSchema = cargoItemSchema.extend({ completedByUser: z.boolean() });
export const ownTransportItemSchema = transportItemSchema.extend({ completedByUser: z.boolean() });
export const ownItemSchema = z.discriminatedUnion('type', [ownCargoItemSchema, ownTransportItemSchema]);

export type OwnCargoItem = z.infer<typeof ownCargoItemSchema>;
export type OwnTransportItem = z.infer<typeof ownTransportItemSchema>;
export type OwnItem = OwnCargoItem | OwnTransportItem;

export function presentOwnCargo(row: CargoRow, access: ContactAccess, viewerId: string | null): OwnCargoItem {
  return { ...presentCargo(row, access, viewerId), completedByUser: row.completedByUser };
}

export function presentOwnTransport(
  row: TransportRow,
  access: ContactAccess,
  viewerId: string | null,
): OwnTransportItem {
  return { ...presentTransport(row, access, viewerId), completedByUser: row.completedByUser };
}
