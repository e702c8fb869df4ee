import { isLive } from '@domain/listing-status';
import type { ContactAccess } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { hidersOf } from '../blocks/hidden.service';
import { isWithheld } from '../reports/withheld';
import { accessOfUsers } from '../contacts/contact-access';
import { presentCargo, presentTransport } from '../listings/listings.presenter';
import { inLanguage, placeIdsOf } from '../listings/reader-places';
import { keptPlaceRows } from '../places/places.service';
import type { Locale } from '@domain/locales';
import { findListingRow, type CargoRow, type TransportRow } from '../listings/listings.service';
import { clientOp, type Change, type ListingChange } from './changes';

/**
 * An open stream: who is watching, in which language (its page's: a located place is named in it,
 * decision 0091), and how to write one encoded event to it.
 */
export type EventClient = { viewer: Viewer | null; locale: Locale; write: (frame: Buffer) => void };

/**
 * One Server-Sent Event: its name and its JSON data line, as bytes. Encoded once and written to
 * every stream as it is: a string would be encoded to UTF-8 again for each of them.
 */
export function encodeEvent(event: string, data: unknown): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Sends one change to every connected client, each getting only what it may see: a live listing
 * presented for that viewer (contact details only when entitled), or just its id to remove. The
 * database is asked a fixed number of times per change, however many clients are connected (who
 * of them hid the listing's company gets its removal instead), and
 * each distinct payload is encoded once (at most four per change, not one per stream: at 5,000
 * streams that was a tenth of a change's CPU, bench:streams; the rest is the sockets' writes).
 */
export async function fanOut(db: Db, change: Change, clients: Iterable<EventClient>) {
  const targets = [...clients];
  if (targets.length === 0) return;
  const toAll = (frame: Buffer) => {
    for (const c of targets) c.write(frame);
  };
  if (change.kind === 'companies') return toAll(encodeEvent('companies', { op: 'changed' }));
  if (change.kind === 'public') return toAll(encodeEvent('public', { part: change.part }));
  const now = new Date();
  const row = change.op === 'delete' ? undefined : await findListingRow(db, change.listingType, change.id);
  const op = clientOp(change, row !== undefined && isLive(row, now));
  if (!row || op === 'remove') {
    return toAll(encodeEvent('listing', { op: 'remove', listingType: change.listingType, id: change.id }));
  }
  // A viewer's item depends only on its access ('owner' exactly for the owner) and its language:
  // at most four a language, the places' names read once for all of them.
  const places = await keptPlaceRows(db, placeIdsOf([present(change.listingType, row, 'locked', null)]));
  const frames = new Map<string, Buffer>();
  const frameFor = (a: ContactAccess, locale: Locale) => {
    const key = `${a} ${locale}`;
    let frame = frames.get(key);
    if (frame === undefined) {
      const item = inLanguage(
        present(change.listingType, row, a, a === 'owner' ? row.userId : null),
        places,
        locale,
      );
      frame = encodeEvent('listing', { op, listingType: change.listingType, item });
      frames.set(key, frame);
    }
    return frame;
  };
  const signedIn = targets.flatMap((c) => (c.viewer ? [c.viewer.userId] : []));
  const [access, hiders, withheld] = await Promise.all([
    accessOfUsers(db, change.listingType, { id: row.id, ownerId: row.userId }, signedIn, now),
    // Those who hid the listing's company (decision 0080) are told it is not theirs to see.
    hidersOf(db, row.userId, signedIn),
    // Hidden by reports or its owner suspended (decision 0082): gone for all but its owner.
    isWithheld(db, change.listingType, row.id, row.userId),
  ]);
  const removal = encodeEvent('listing', { op: 'remove', listingType: change.listingType, id: change.id });
  if (withheld) {
    for (const c of targets) c.write(c.viewer?.userId === row.userId ? frameFor('owner', c.locale) : removal);
    return;
  }
  for (const c of targets) {
    if (c.viewer && hiders.has(c.viewer.userId)) c.write(removal);
    else c.write(frameFor((c.viewer && access.get(c.viewer.userId)) || 'locked', c.locale));
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
