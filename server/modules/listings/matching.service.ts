import type { CargoItem, TransportItem } from '@domain/contract/listings';
import type { MatchLoad, MatchTruck } from '@domain/matching';
import type { ContactAccess } from '@domain/plans';
import { MATCH } from '@domain/matching';
import { MESSAGES } from '@domain/messages';
import { lastPagedPage, pageOffset, type PageQuery } from '@domain/pagination';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLive } from '@domain/listing-status';
import { badRequest, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { mayViewListing } from '../../policies/listing.policy';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { distancesFrom } from '../places/locate';
import { presentCargo, presentTransport } from './listings.presenter';
import {
  findByIds,
  findCargoById,
  findTransportById,
  type CargoRow,
  type TransportRow,
} from './listings.repository';
import { loadIdsForTruck, truckIdsForLoad, truckOwnersFitting } from './matching.repository';
import { cargoListings, transportListings } from '../../db/schema/index';
import type { FeedAnswer } from './listings.service';

/**
 * "Loads for this truck" and "trucks for this load" (issue 30 item 8, decision 0076): the listings
 * of the other kind that fit one a viewer may see, by domain/matching.ts's rule, the nearest pickup
 * first, paged as the feeds are, with an exact total.
 */

export const truckOf = (row: TransportRow): MatchTruck => ({
  origin: { country: row.originCountry, lat: row.originLat, lon: row.originLon },
  destination: { country: row.destinationCountry, lat: row.destinationLat, lon: row.destinationLon },
  wantedDirections: row.wantedDirections,
  availableDate: row.availableDate,
  capacity: row.capacity,
  loadingMeters: row.loadingMeters,
  trailerType: row.trailerType,
  adrClasses: row.adrClasses,
  temperatureMin: row.temperatureMin,
  temperatureMax: row.temperatureMax,
});

export const loadOf = (row: CargoRow): MatchLoad => ({
  origin: { country: row.originCountry, lat: row.originLat, lon: row.originLon },
  destination: { country: row.destinationCountry, lat: row.destinationLat, lon: row.destinationLon },
  pickupDate: row.pickupDate,
  weight: row.weight,
  loadingMeters: row.loadingMeters,
  bodyTypes: row.bodyTypes,
  adrClass: row.adrClass,
  temperatureMin: row.temperatureMin,
  temperatureMax: row.temperatureMax,
});

function visible<
  R extends { userId: string; status: string; expiresAt: Date | null; deletedAt: Date | null },
>(row: R | undefined, viewer: Viewer | null, now: Date): R {
  if (!row || !mayViewListing(viewer, row, now).allowed)
    throw notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');
  return row;
}

function pageOf(query: PageQuery) {
  if (query.page > lastPagedPage(query.pageSize)) {
    throw badRequest(MESSAGES.feeds.pageTooDeep, 'page', 'PAGE_TOO_DEEP');
  }
  return { limit: query.pageSize, offset: pageOffset(query.page, query.pageSize) };
}

type Row = { id: string; userId: string; originLat: number | null; originLon: number | null };

/**
 * A page of `matched` (the page's ids, in order, and every match's count) presented to `viewer` as
 * the feeds present them, each with its pickup's distance from `fixed`'s.
 */
async function presented<R extends Row, Item>(
  db: Db,
  viewer: Viewer | null,
  fixed: Row,
  kind: 'cargo' | 'transport',
  matched: { ids: string[]; total: number },
  present: (row: R, access: ContactAccess, viewerId: string | null) => Item,
  query: PageQuery,
  now: Date,
): Promise<FeedAnswer<Item>> {
  const rows = await findByIds<R & (CargoRow | TransportRow)>(
    db,
    kind === 'cargo' ? cargoListings : transportListings,
    matched.ids,
  );
  const ctx = await accessContext(db, viewer, now);
  const access = await resolveAccess(
    db,
    ctx,
    kind,
    rows.map((r) => ({ id: r.id, ownerId: r.userId })),
  );
  const from =
    fixed.originLat !== null && fixed.originLon !== null
      ? { origin: { lat: fixed.originLat, lon: fixed.originLon, radiusKm: MATCH.radiusKm } }
      : {};
  return {
    items: rows.map((r) => ({ ...present(r, access.get(r.id)!, ctx.userId), ...distancesFrom(r, from) })),
    total: matched.total,
    totalIsLowerBound: false,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function loadsForTruck(
  db: Db,
  viewer: Viewer | null,
  id: string,
  query: PageQuery,
  now = new Date(),
): Promise<FeedAnswer<CargoItem>> {
  const truck = visible(await findTransportById(db, id), viewer, now);
  const matched = await loadIdsForTruck(db, truckOf(truck), truck.userId, pageOf(query), now);
  return presented<CargoRow, CargoItem>(db, viewer, truck, 'cargo', matched, presentCargo, query, now);
}

export async function trucksForLoad(
  db: Db,
  viewer: Viewer | null,
  id: string,
  query: PageQuery,
  now = new Date(),
): Promise<FeedAnswer<TransportItem>> {
  const load = visible(await findCargoById(db, id), viewer, now);
  const matched = await truckIdsForLoad(db, loadOf(load), load.userId, pageOf(query), now);
  return presented<TransportRow, TransportItem>(
    db,
    viewer,
    load,
    'transport',
    matched,
    presentTransport,
    query,
    now,
  );
}

/**
 * "Loads for my truck" alerts: for each of the new loads still live, the users among `owners` (an
 * SQL list of user ids: the alerts' own question of who wants them) with a live truck it fits, by
 * the same rule as the page's matches. Never the load's own owner.
 */
export async function truckOwnersForLoads(
  db: Db,
  loadIds: readonly string[],
  owners: SQL,
  now: Date,
): Promise<{ loadId: string; userId: string }[]> {
  const rows = await findByIds<CargoRow>(db, cargoListings, [...loadIds]);
  const loads = rows
    .filter((row) => isLive(row, now))
    .map((row) => ({ id: row.id, ownerId: row.userId, load: loadOf(row) }));
  return truckOwnersFitting(db, loads, owners, now);
}
