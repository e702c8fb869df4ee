import { readSort, type CargoFilters, type SortValue, type TransportFilters } from '@domain/feeds';
import { MESSAGES } from '@domain/messages';
import { lastPagedPage, pageOffset, pageTotal, type PageQuery } from '@domain/pagination';
import type { ListingType } from '@domain/plans';
import { readBoundedPage } from '../../db/bounded-list';
import type { Db, PublicReadDbs } from '../../db/client';
import { cargoListings, transportListings } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/auth/session';
import { mayViewListing } from '../../policies/listing.policy';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import {
  cargoConditions,
  countLive,
  feedList,
  findCargoById,
  findCargoPage,
  findTransportById,
  findTransportPage,
  transportConditions,
  withoutOwners,
  type CargoRow,
  type TransportRow,
} from './listings.repository';
import type { CargoItem, TransportItem } from '@domain/contract/listings';
import { presentCargo, presentTransport } from './listings.presenter';
import { labelSearch } from './lookup-search';
import { hiddenOwnersOf } from '../blocks/hidden.service';
import { isWithheld } from '../reports/withheld';
import { distancesFrom, nearPoints } from '../places/locate';
import { feedOrder } from './feed-order';

export type { CargoRow, TransportRow } from './listings.repository';

export type FeedAnswer<T> = {
  items: T[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
};

/** The page's first row, for a page the feeds answer (MAX_PAGED_ROWS deep); a 400 beyond. */
function pagedOffset(query: PageQuery): number {
  if (query.page > lastPagedPage(query.pageSize)) {
    throw badRequest(MESSAGES.feeds.pageTooDeep, 'page', 'PAGE_TOO_DEEP');
  }
  return pageOffset(query.page, query.pageSize);
}

export async function cargoFeed(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: CargoFilters & PageQuery & { sort?: SortValue },
  now = new Date(),
): Promise<FeedAnswer<CargoItem>> {
  const offset = pagedOffset(query);
  const [labels, points, hidden] = await Promise.all([
    query.q ? labelSearch(db, query.q) : undefined,
    nearPoints(db, query),
    hiddenOwnersOf(own, viewer),
  ]);
  const condition = withoutOwners(cargoConditions(query, now, labels, points), cargoListings, hidden);
  const order = feedOrder(cargoListings, readSort(query.sort));
  // One row more than the page shows: whether more follow, for a total past the count's limit.
  const page = { limit: query.pageSize + 1, offset };
  const [{ rows: read, count }, ctx] = await Promise.all([
    readBoundedPage(db, feedList(cargoListings, condition, order), page, (ids) =>
      findCargoPage(db, condition.where, order, page, ids),
    ),
    accessContext(own, viewer, now),
  ]);
  const rows = read.slice(0, query.pageSize);
  const total = pageTotal(count, offset, rows.length, read.length > rows.length);
  const access = await resolveAccess(
    own,
    ctx,
    'cargo',
    rows.map((r) => ({ id: r.id, ownerId: r.userId })),
  );
  return {
    items: rows.map((r) => ({
      ...presentCargo(r, access.get(r.id)!, ctx.userId),
      ...distancesFrom(r, points),
    })),
    total: total.total,
    totalIsLowerBound: total.lowerBound,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function transportFeed(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: TransportFilters & PageQuery & { sort?: SortValue },
  now = new Date(),
): Promise<FeedAnswer<TransportItem>> {
  const offset = pagedOffset(query);
  const [labels, points, hidden] = await Promise.all([
    query.q ? labelSearch(db, query.q) : undefined,
    nearPoints(db, query),
    hiddenOwnersOf(own, viewer),
  ]);
  const condition = withoutOwners(transportConditions(query, now, labels, points), transportListings, hidden);
  const order = feedOrder(transportListings, readSort(query.sort));
  // One row more than the page shows: whether more follow, for a total past the count's limit.
  const page = { limit: query.pageSize + 1, offset };
  const [{ rows: read, count }, ctx] = await Promise.all([
    readBoundedPage(db, feedList(transportListings, condition, order), page, (ids) =>
      findTransportPage(db, condition.where, order, page, ids),
    ),
    accessContext(own, viewer, now),
  ]);
  const rows = read.slice(0, query.pageSize);
  const total = pageTotal(count, offset, rows.length, read.length > rows.length);
  const access = await resolveAccess(
    own,
    ctx,
    'transport',
    rows.map((r) => ({ id: r.id, ownerId: r.userId })),
  );
  return {
    items: rows.map((r) => ({
      ...presentTransport(r, access.get(r.id)!, ctx.userId),
      ...distancesFrom(r, points),
    })),
    total: total.total,
    totalIsLowerBound: total.lowerBound,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Live listings of one kind (the home counters), or only those created since `since`. */
export function countLiveListings(
  db: Db,
  type: ListingType,
  now = new Date(),
  since?: Date,
): Promise<number> {
  return countLive(db, type === 'cargo' ? cargoListings : transportListings, now, since);
}

/**
 * A listing's row in whatever state, or undefined when there is none: for the live-update fan-out,
 * which presents it to each client itself.
 */
export function findListingRow(
  db: Db,
  type: ListingType,
  id: string,
): Promise<CargoRow | TransportRow | undefined> {
  return type === 'cargo' ? findCargoById(db, id) : findTransportById(db, id);
}

/**
 * One listing. Others see it only while it is live; the owner (and an admin) also sees it paused,
 * expired or completed. Deleted listings are gone for everybody.
 */
export async function getListing(
  db: Db,
  viewer: Viewer | null,
  type: ListingType,
  id: string,
  now = new Date(),
): Promise<CargoItem | TransportItem> {
  if (type === 'cargo') {
    const row = await visibleTo(db, 'cargo', await findCargoById(db, id), viewer, now);
    return presentCargo(row, await accessTo(db, viewer, 'cargo', row, now), viewer?.userId ?? null);
  }
  const row = await visibleTo(db, 'transport', await findTransportById(db, id), viewer, now);
  return presentTransport(row, await accessTo(db, viewer, 'transport', row, now), viewer?.userId ?? null);
}

async function visibleTo<
  R extends { id: string; userId: string; status: string; expiresAt: Date | null; deletedAt: Date | null },
>(db: Db, type: ListingType, row: R | undefined, viewer: Viewer | null, now: Date): Promise<R> {
  // Whether moderation withholds it is asked only of a listing others could otherwise see.
  const withheld =
    row !== undefined && viewer?.userId !== row.userId && !viewer?.isAdmin
      ? await isWithheld(db, type, row.id, row.userId)
      : false;
  if (!row || !mayViewListing(viewer, row, now, withheld).allowed)
    throw notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');
  return row;
}

async function accessTo(
  db: Db,
  viewer: Viewer | null,
  type: ListingType,
  row: { id: string; userId: string },
  now: Date,
) {
  const ctx = await accessContext(db, viewer, now);
  return (await resolveAccess(db, ctx, type, [{ id: row.id, ownerId: row.userId }])).get(row.id)!;
}
