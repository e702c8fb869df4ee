import type { ContactAccess } from '@domain/plans';
import type { ListingActions } from '../../policies/listing.policy';
import type { CargoRow, TransportRow } from './listings.repository';
import type { OwnCargoItem, OwnTransportItem } from '@domain/contract/my-listings';
import { presentCargo, presentTransport } from './listings.presenter';

// A listing as its owner manages it (domain/contract/my-listings.ts): the feed item, whether the
// owner marked it completed, and what the policy lets the owner do to it now. Every write answers
// this shape.

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
