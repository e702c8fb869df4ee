import type {
  CompanyItem,
  RegularRouteRow,
  RegularRoutesPage,
  RegularRoutesQuery,
} from '@domain/contract/companies';
import type { CompanyFilters } from '@domain/feeds';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { Db, PublicReadDbs } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { presentCompany, textOrNull } from './companies.presenter';
import {
  countCompanies,
  countRegularRoutes,
  directoryConditions,
  findCompanyPage,
  findRegularRoutes,
  type RegularRouteRecord,
} from './companies.repository';

export type DirectoryAnswer = { items: CompanyItem[]; total: number; page: number; pageSize: number };

/** One page of the company directory, contacts only for entitled viewers. */
export async function companyDirectory(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: CompanyFilters & PageQuery,
  now = new Date(),
): Promise<DirectoryAnswer> {
  const { where, filtered } = directoryConditions(query, now);
  const [page, ctx] = await Promise.all([
    findCompanyPage(db, where, filtered, query.pageSize, pageOffset(query.page, query.pageSize)),
    accessContext(own, viewer, now),
  ]);
  const rows = page.rows;
  const total = page.total ?? (await countCompanies(db, where));
  const access = await resolveAccess(
    own,
    ctx,
    'company',
    rows.map((r) => ({ id: r.id, ownerId: r.userId })),
  );
  return {
    items: rows.map((r) => presentCompany(r, access.get(r.id)!, ctx.userId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The home page's "providers": every company the directory shows. */
export function countDirectoryCompanies(db: Db, now = new Date()): Promise<number> {
  return countCompanies(db, directoryConditions({}, now).where);
}

/**
 * One page of the transport tab's regular-routes table: every route of every directory company,
 * searched and paged here rather than in the browser. A company's contact goes with its routes only
 * for viewers entitled to it, decided as for the directory (contact-access.ts).
 */
export async function regularRoutes(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: RegularRoutesQuery,
  now = new Date(),
): Promise<RegularRoutesPage> {
  // Every whitespace-separated word, as the table's own search always matched them.
  const words = [...new Set((query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
  const [rows, total, ctx] = await Promise.all([
    findRegularRoutes(db, words, now, query.pageSize, pageOffset(query.page, query.pageSize)),
    countRegularRoutes(db, words, now),
    accessContext(own, viewer, now),
  ]);
  const companies = new Map(rows.map((r) => [r.companyId, { id: r.companyId, ownerId: r.ownerId }]));
  const access = await resolveAccess(own, ctx, 'company', [...companies.values()]);
  return {
    items: rows.map((r) => presentRegularRoute(r, access.get(r.companyId) ?? 'locked', ctx.userId)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function presentRegularRoute(
  r: RegularRouteRecord,
  access: RegularRouteRow['contactAccess'],
  viewerId: string | null,
): RegularRouteRow {
  return {
    companyId: r.companyId,
    routeIndex: r.routeIndex,
    route: r.route,
    frequency: r.frequency,
    capacity: r.capacity,
    trailerType: r.trailerType,
    companyName: r.companyName,
    companyIsOwn: viewerId !== null && r.ownerId === viewerId,
    contactAccess: access,
    ...(access === 'locked'
      ? {}
      : {
          contact: {
            contactPerson: textOrNull(r.contactPerson),
            phone: textOrNull(r.phone),
            email: textOrNull(r.email),
            website: textOrNull(r.website),
          },
        }),
  };
}
