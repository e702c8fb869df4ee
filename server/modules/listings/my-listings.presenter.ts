import { z } from 'zod';
import { OWNER_ACTIONS } from '@domain/listing-status';
import type { ContactAccess } from '@domain/plans';
import type { ListingActions } from '../../policies/listing.policy';
import type { CargoRow, TransportRow } from './listings.repository';
import { cargoItemSchema, presentCargo, presentTransport, transportItemSchema } from './listings.presenter';

// A listing as its owner manages it: the feed item (contact included when entitled, which the
// owner always is), whether the owner marked it completed, and what the owner may do to it now
// (server/policies/listing.policy.ts): `actions` are allowed, `premiumOnly` are what the state
// allows but the plan does not (the menu shows them disabled, saying why). Every write answers
// this shape.
const ownerFields = {
  completedByUser: z.boolean(),
  actions: z.array(z.enum(OWNER_ACTIONS)),
  premiumOnly: z.array(z.enum(OWNER_ACTIONS)),
};
export const ownCargoItemSchema = cargoItemSchema.extend(ownerFields);
export const ownTransportItemSchema = transportItemSchema.extend(ownerFields);
export const ownItemSchema = z.discriminatedUnion('type', [ownCargoItemSchema, ownTransportItemSchema]);

export type OwnCargoItem = z.infer<typeof ownCargoItemSchema>;
export type OwnTransportItem = z.infer<typeof ownTransportItemSchema>;
export type OwnItem = OwnCargoItem | OwnTransportItem;

export function presentOwnCargo(
  row: CargoRow,
  access: ContactAccess,
  viewerId: string | null,
  allowed: ListingActions,
): OwnCargoItem {
  return { ...presentCargo(row, access, viewerId), completedByUser: row.completedByUser, ...allowed };
}

export function presentOwnTransport(
  row: TransportRow,
  access: ContactAccess,
  viewerId: string | null,
  allowed: ListingActions,
): OwnTransportItem {
  return { ...presentTransport(row, access, viewerId), completedByUser: row.completedByUser, ...allowed };
}
