import type { WatchEntry, WatchedIds, WatchlistPage } from '@domain/contract/watchlist';
import { WATCHLIST_LIMIT } from '@domain/contract/watchlist';
import { fillMessage } from '@domain/catalogue';
import { watchState } from '@domain/listing-status';
import { MESSAGES } from '@domain/messages';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { ListingType } from '@domain/plans';
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { inReadersLanguage } from '../listings/reader-places';
import type { Viewer } from '../../platform/auth/session';
import { conflict, notFound } from '../../platform/errors';
import { mayViewListing } from '../../policies/listing.policy';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { findListingRow, type CargoRow, type TransportRow } from '../listings/listings.service';
import { presentCargo, presentTransport } from '../listings/listings.presenter';
import {
  countWatched,
  deleteWatched,
  findCargoRows,
  findTransportRows,
  findWatched,
  findWatchedIds,
  insertWatched,
} from './watchlist.repository';
import { isWithheld, withheldAmong } from '../reports/withheld';

/**
 * The watchlist (domain/contract/watchlist.ts): any signed-in user follows the listings they can
 * see; the list then shows what became of each, and the listing itself while the viewer may still
 * see it (mayViewListing, the rule of GET /api/listings/{type}/{id}), its contact only for the
 * entitled (contact-access.ts). A listing that is gone keeps its route and title on the list, never
 * its contact.
 */

const listingNotFound = () => notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');

/** PUT /api/me/watchlist/{type}/{id}: a listing the viewer can see, up to WATCHLIST_LIMIT. */
export async function watchListing(db: Db, viewer: Viewer, type: ListingType, id: string, now = new Date()) {
  const row = await findListingRow(db, type, id);
  const withheld =
    row !== undefined && row.userId !== viewer.userId && (await isWithheld(db, type, row.id, row.userId));
  if (!row || !mayViewListing(viewer, row, now, withheld).allowed) throw listingNotFound();
  const watched = await insertWatched(
    db,
    { userId: viewer.userId, listingType: type, listingId: id },
    WATCHLIST_LIMIT,
  );
  if (!watched)
    throw conflict(fillMessage(MESSAGES.watchlist.full, { max: WATCHLIST_LIMIT }), 'WATCHLIST_FULL');
}

/** DELETE /api/me/watchlist/{type}/{id}: done whether or not it was watched. */
export async function unwatchListing(db: Db, viewer: Viewer, type: ListingType, id: string) {
  await deleteWatched(db, viewer.userId, type, id);
}

export async function watchedIds(db: Db, viewer: Viewer): Promise<WatchedIds> {
  const rows = await findWatchedIds(db, viewer.userId);
  return {
    cargo: rows.filter((r) => r.listingType === 'cargo').map((r) => r.listingId),
    transport: rows.filter((r) => r.listingType === 'transport').map((r) => r.listingId),
  };
}

type Row = CargoRow | TransportRow;

/** The items of the rows the viewer may see now, presented with their contact access. */
async function visibleItems(
  db: Db,
  viewer: Viewer,
  type: ListingType,
  rows: Row[],
  now: Date,
  ctx: Awaited<ReturnType<typeof accessContext>>,
) {
  // Hidden by reports or its owner suspended (decision 0082): on the list as gone, for now.
  const withheld = await withheldAmong(db, type, rows);
  const visible = rows.filter((row) => mayViewListing(viewer, row, now, withheld.has(row.id)).allowed);
  const access = await resolveAccess(
    db,
    ctx,
    type,
    visible.map((row) => ({ id: row.id, ownerId: row.userId })),
  );
  return new Map(
    visible.map((row) => [
      row.id,
      type === 'cargo'
        ? presentCargo(row as CargoRow, access.get(row.id)!, viewer.userId)
        : presentTransport(row as TransportRow, access.get(row.id)!, viewer.userId),
    ]),
  );
}

/** GET /api/me/watchlist: one page, the latest watched first. */
export async function watchlist(
  db: Db,
  viewer: Viewer,
  query: PageQuery,
  locale: Locale = DEFAULT_LOCALE,
  now = new Date(),
): Promise<WatchlistPage> {
  const offset = pageOffset(query.page, query.pageSize);
  const [watched, total, ctx] = await Promise.all([
    findWatched(db, viewer.userId, query.pageSize, offset),
    countWatched(db, viewer.userId),
    accessContext(db, viewer, now),
  ]);
  const idsOf = (type: ListingType) => watched.filter((w) => w.listingType === type).map((w) => w.listingId);
  const [cargo, transport] = await Promise.all([
    findCargoRows(db, idsOf('cargo')),
    findTransportRows(db, idsOf('transport')),
  ]);
  const rows = new Map<string, Row>([...cargo, ...transport].map((row) => [row.id, row]));
  const [cargoItems, transportItems] = await Promise.all([
    visibleItems(db, viewer, 'cargo', cargo, now, ctx),
    visibleItems(db, viewer, 'transport', transport, now, ctx),
  ]);
  // Its places in the reader's language (decision 0091), the entry's route as its listing's.
  const named = new Map(
    (await inReadersLanguage(db, [...cargoItems.values(), ...transportItems.values()], locale)).map(
      (item) => [item.id, item],
    ),
  );
  const items: WatchEntry[] = [];
  for (const w of watched) {
    const row = rows.get(w.listingId);
    // A listing is never removed (deleting marks it), so a row is always there.
    if (!row) continue;
    // Only the listings the viewer may still see are among them.
    const item = named.get(row.id);
    const state = watchState(row, now);
    items.push({
      listingType: w.listingType,
      listingId: w.listingId,
      watchedAt: w.createdAt.toISOString(),
      state,
      status: state,
      originCity: item?.originCity ?? row.originCity,
      originCountry: row.originCountry,
      destinationCity: item?.destinationCity ?? row.destinationCity,
      destinationCountry: row.destinationCountry,
      title: 'cargoType' in row ? row.cargoType : row.trailerType,
      date: 'cargoType' in row ? row.pickupDate : row.availableDate,
      ...(item && { item }),
    });
  }
  return { items, total, page: query.page, pageSize: query.pageSize };
}
