import type { MyListingsFilter } from '@domain/contract/my-listings';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { ListingType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { listingActions } from '../../policies/listing.policy';
import { mayUseTemplates, publishDurations, reactivationDurations } from '../../policies/plan.policy';
import { accessContext } from '../contacts/contact-access';
import { hiddenAmong } from '../reports/withheld';
import {
  countMine,
  findContactDefaults,
  findMyCargo,
  findMyTransport,
  type FilterCounts,
} from './my-listings.repository';
import type { OwnItem } from '@domain/contract/my-listings';
import type { CargoRow, TransportRow } from './listings.repository';
import { presentOwnCargo, presentOwnTransport } from './my-listings.presenter';

export type MyListingsAnswer = {
  items: OwnItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<ListingType, FilterCounts>;
};

/** The signed-in user's own listings of one type, with the counts of both tabs and every filter. */
export async function myListings(
  db: Db,
  viewer: Viewer,
  query: { type: ListingType; filter: MyListingsFilter } & PageQuery,
  now = new Date(),
): Promise<MyListingsAnswer> {
  const offset = pageOffset(query.page, query.pageSize);
  const [found, counts, ctx] = await Promise.all([
    query.type === 'cargo'
      ? findMyCargo(db, viewer.userId, query.filter, now, query.pageSize, offset)
      : findMyTransport(db, viewer.userId, query.filter, now, query.pageSize, offset),
    countMine(db, viewer.userId, now),
    accessContext(db, viewer, now),
  ]);
  const actor = { userId: viewer.userId, isAdmin: viewer.isAdmin, hasPremium: ctx.hasAccess };
  const hidden = await hiddenAmong(
    db,
    query.type,
    found.rows.map((row) => row.id),
  );
  const items = found.rows.map((row) => ({
    ...(query.type === 'cargo'
      ? presentOwnCargo(row as CargoRow, 'owner', viewer.userId, listingActions(actor, row, now))
      : presentOwnTransport(row as TransportRow, 'owner', viewer.userId, listingActions(actor, row, now))),
    underReview: hidden.has(row.id),
  }));
  return { items, total: found.total, page: query.page, pageSize: query.pageSize, counts };
}

/**
 * What the wizard and the my-listings menu need to know about the user's plan, and where the
 * contact step starts from (the profile, else the account's e-mail and name).
 */
export async function publishingOptions(db: Db, viewer: Viewer, now = new Date()) {
  const [ctx, profile] = await Promise.all([
    accessContext(db, viewer, now),
    findContactDefaults(db, viewer.userId),
  ]);
  return {
    hasPremiumAccess: ctx.hasAccess,
    durations: [...publishDurations({ hasPremium: ctx.hasAccess })],
    reactivationDurations: [...reactivationDurations({ hasPremium: ctx.hasAccess })],
    templatesAllowed: mayUseTemplates({ hasPremium: ctx.hasAccess }).allowed,
    contact: {
      companyName: profile?.companyName || null,
      contactPerson: profile?.contactPerson || viewer.name.trim() || null,
      contactPhone: profile?.phone || null,
      contactEmail: profile?.email || viewer.email,
    },
  };
}
