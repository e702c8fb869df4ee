import type { MyListingsFilter } from '@domain/contract/my-listings';
import { pageOffset, type PageQuery } from '@domain/pagination';
import { allowedDurations, allowedReactivationDurations, type ListingType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessContext } from '../contacts/contact-access';
import {
  countMine,
  findContactDefaults,
  findMyCargo,
  findMyTransport,
  type FilterCounts,
} from './my-listings.repository';
import type { OwnItem } from '@domain/contract/my-listings';
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
  const [found, counts] = await Promise.all([
    query.type === 'cargo'
      ? findMyCargo(db, viewer.userId, query.filter, now, query.pageSize, offset).then(({ rows, total }) => ({
          total,
          items: rows.map((r) => presentOwnCargo(r, 'owner', viewer.userId)),
        }))
      : findMyTransport(db, viewer.userId, query.filter, now, query.pageSize, offset).then(
          ({ rows, total }) => ({
            total,
            items: rows.map((r) => presentOwnTransport(r, 'owner', viewer.userId)),
          }),
        ),
    countMine(db, viewer.userId, now),
  ]);
  return { items: found.items, total: found.total, page: query.page, pageSize: query.pageSize, counts };
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
    durations: [...allowedDurations(ctx.hasAccess)],
    reactivationDurations: [...allowedReactivationDurations(ctx.hasAccess)],
    templatesAllowed: ctx.hasAccess,
    contact: {
      companyName: profile?.companyName || null,
      contactPerson: profile?.contactPerson || viewer.name.trim() || null,
      contactPhone: profile?.phone || null,
      contactEmail: profile?.email || viewer.email,
    },
  };
}
