import type {
  CompanyItem,
  RegularRouteRow,
  RegularRoutesPage,
  RegularRoutesQuery,
} from '@domain/contract/companies';
import { searchWords, type CompanyFilters } from '@domain/feeds';
import type { Locale } from '@domain/locales';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { Db, PublicReadDbs } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { hiddenOwnersOf } from '../blocks/hidden.service';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { kmFrom, nearPoint } from '../places/locate';
import { keptPlaceRows, placeNameFor, placeRef } from '../places/places.service';
import { labelSearch } from '../listings/lookup-search';
import {
  presentCompany,
  routeForReader,
  regularRoutePlaceIds,
  textOrNull,
  type PlaceNamer,
} from './companies.presenter';
import {
  countCompanies,
  countRegularRoutes,
  directoryConditions,
  findCompanyPage,
  findRegularRoutes,
  type RegularRouteRecord,
} from './companies.repository';

export type DirectoryAnswer = { items: CompanyItem[]; total: number; page: number; pageSize: number };

/**
 * One page of the company directory, contacts only for entitled viewers, base places named in the
 * reader's language. With `near` (a place; 400 naming the field when unknown) only the companies
 * whose base place is within `radiusKm` of it (100 km when not given), the nearest first, each with
 * its distance (decision 0069).
 */
export async function companyDirectory(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: CompanyFilters & PageQuery,
  locale: Locale,
  now = new Date(),
): Promise<DirectoryAnswer> {
  const [near, hidden, labels] = await Promise.all([
    nearPoint(db, query.near, query.radiusKm, 'near'),
    hiddenOwnersOf(own, viewer),
    query.q ? labelSearch(db, query.q) : undefined,
  ]);
  const { where, filtered } = directoryConditions(query, now, near, hidden, labels);
  const offset = pageOffset(query.page, query.pageSize);
  const [page, ctx] = await Promise.all([
    findCompanyPage(db, where, filtered, query.pageSize, offset, near),
    accessContext(own, viewer, now),
  ]);
  const rows = page.rows;
  const [total, access, places] = await Promise.all([
    page.total ?? countCompanies(db, where),
    resolveAccess(
      own,
      ctx,
      'company',
      rows.map((r) => ({ id: r.id, ownerId: r.userId })),
    ),
    keptPlaceRows(
      db,
      rows.flatMap((r) => [
        ...(r.basePlaceId === null ? [] : [r.basePlaceId]),
        ...regularRoutePlaceIds(r.regularRoutes),
      ]),
    ),
  ]);
  const basePlace = (id: number | null) => {
    const place = id === null ? undefined : places.get(id);
    return place ? placeRef(place, locale) : null;
  };
  const name: PlaceNamer = (id, text) => placeNameFor(places, id, text, locale);
  return {
    items: rows.map((r) =>
      presentCompany(r, access.get(r.id)!, ctx.userId, {
        basePlace: basePlace(r.basePlaceId),
        distanceKm: kmFrom(near, r.baseLat, r.baseLon),
        name,
      }),
    ),
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
 * searched and paged here rather than in the browser, its picked ends named in the reader's language.
 * A company's contact goes with its routes only for viewers entitled to it, decided as for the
 * directory (contact-access.ts).
 */
export async function regularRoutes(
  { rows: db, own }: PublicReadDbs,
  viewer: Viewer | null,
  query: RegularRoutesQuery,
  locale: Locale,
  now = new Date(),
): Promise<RegularRoutesPage> {
  // The words of the feeds' search, each also as the names it stands for (a place in any language).
  const labels = query.q ? await labelSearch(db, query.q) : undefined;
  const words = query.q ? searchWords(query.q).map((word) => [word, ...(labels?.(word) ?? [])]) : [];
  const [rows, total, ctx] = await Promise.all([
    findRegularRoutes(db, words, now, query.pageSize, pageOffset(query.page, query.pageSize)),
    countRegularRoutes(db, words, now),
    accessContext(own, viewer, now),
  ]);
  const companies = new Map(rows.map((r) => [r.companyId, { id: r.companyId, ownerId: r.ownerId }]));
  const [access, places] = await Promise.all([
    resolveAccess(own, ctx, 'company', [...companies.values()]),
    keptPlaceRows(
      db,
      rows.flatMap((r) => [r.originPlaceId, r.destinationPlaceId].filter((id) => id !== null)),
    ),
  ]);
  const name: PlaceNamer = (id, text) => placeNameFor(places, id, text, locale);
  return {
    items: rows.map((r) => presentRegularRoute(r, access.get(r.companyId) ?? 'locked', ctx.userId, name)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function presentRegularRoute(
  r: RegularRouteRecord,
  access: RegularRouteRow['contactAccess'],
  viewerId: string | null,
  name: PlaceNamer,
): RegularRouteRow {
  return {
    companyId: r.companyId,
    routeIndex: r.routeIndex,
    route: routeForReader(r.route, r, name),
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
