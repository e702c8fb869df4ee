import { isLive } from '@domain/listing-status';
import type { ContactAccess } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessOfUsers } from '../contacts/contact-access';
import type { CargoItem, TransportItem } from '@domain/contract/listings';
import { presentCargo, presentTransport } from '../listings/listings.presenter';
import { findListingRow, type CargoRow, type TransportRow } from '../listings/listings.service';
import { clientOp, type Change, type ListingChange } from './changes';

export type EventClient = { viewer: Viewer | null; send: (event: string, data: unknown) => void };

/**
 * Sends one change to every connected client, each getting only what it may see: a live listing
 * presented for that viewer (contact details only when entitled), or just its id to remove. The
 * database is asked a fixed number of times per change, however many clients are connected.
 */
export async function fanOut(db: Db, change: Change, clients: Iterable<EventClient>) {
  const targets = [...clients];
  if (targets.length === 0) return;
  if (change.kind === 'companies') {
    for (const c of targets) c.send('companies', { op: 'changed' });
    return;
  }
  if (change.kind === 'public') {
    for (const c of targets) c.send('public', { part: change.part });
    return;
  }
  const now = new Date();
  const row = change.op === 'delete' ? undefined : await findListingRow(db, change.listingType, change.id);
  const op = clientOp(change, row !== undefined && isLive(row, now));
  if (!row || op === 'remove') {
    for (const c of targets)
      c.send('listing', { op: 'remove', listingType: change.listingType, id: change.id });
    return;
  }
  const signedIn = targets.flatMap((c) => (c.viewer ? [c.viewer.userId] : []));
  const access = await accessOfUsers(
    db,
    change.listingType,
    { id: row.id, ownerId: row.userId },
    signedIn,
    now,
  );
  // A viewer's item depends only on its access ('owner' exactly for the owner): at most four.
  const items = new Map<ContactAccess, CargoItem | TransportItem>();
  const itemFor = (a: ContactAccess) => {
    const item = items.get(a) ?? present(change.listingType, row, a, a === 'owner' ? row.userId : null);
    items.set(a, item);
    return item;
  };
  for (const c of targets) {
    const item = itemFor((c.viewer && access.get(c.viewer.userId)) || 'locked');
    c.send('listing', { op, listingType: change.listingType, item });
  }
}

type ListingRow = CargoRow | TransportRow;

function present(
  type: ListingChange['listingType'],
  row: ListingRow,
  access: ContactAccess,
  viewerId: string | null,
) {
  return type === 'cargo'
    ? presentCargo(row as CargoRow, access, viewerId)
    : presentTransport(row as TransportRow, access, viewerId);
}
