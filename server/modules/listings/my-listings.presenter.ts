import type { ContactAccess } from '@domain/plans';
import type { CargoRow, TransportRow } from './listings.repository';
import type { OwnCargoItem, OwnTransportItem } from '@domain/contract/my-listings';
import { presentCargo, presentTransport } from './listings.presenter';

// A listing as its owner manages it (domain/contract/my-listings.ts): the feed item plus whether the
// owner marked it completed. Every write answers this shape.

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
